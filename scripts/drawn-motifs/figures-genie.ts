// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { face, figure, mirrorX, type Figure } from './figures-kit';
import { KAWAII_FACE } from './kawaii-face';
import { along, band, circle, path, r2, type Pt } from './shapes';

/** The oil lamp the genie rises from, its spout's tip at the right: the handle, the foot, the body, the lid. */
function lamp(f: string[], s: string[]) {
  // the handle, a loop on the left; the foot; the spout; the body; the lid with its knob
  f.push(path('M16.6 61.6Q9.2 56.6 7.2 60.6Q5.6 64.6 15 66.6L15.4 64.2Q9.8 63.2 10.2 61.4Q11 59.8 15.8 63.4Z'));
  f.push(path('M22.2 66.8H37.8L39.6 70.2H20.4Z'));
  f.push(path('M41.8 60.2Q47.6 59.6 51.6 54.6L55.4 54.2Q53.2 61.4 43.4 65.6Z'));
  f.push(path('M14 62Q19.6 57.4 30 57.4Q40.4 57.4 46 62Q43 67.6 30 67.6Q17 67.6 14 62Z'));
  s.push('M18.2 63.4Q30 66.2 41.8 63.4');
  f.push(path('M23 58Q23.8 53.6 30 53.4Q36.2 53.6 37 58Q30 59.4 23 58Z'), path(circle(30, 52.4, 1.6)));
}

/**
 * A genie as a picture book draws one (OpenMoji's is a bust): he floats out of an oil lamp on a swirl of smoke
 * that rises from its spout, curls and widens into his body; a big round head with the house's kawaii face, a
 * little pointed beard, round ears with hoop earrings, a turban with a jewel and a feather; an open vest over a
 * bare chest, a sash at the waist, his arms crossed with a bracelet on each wrist.
 */
export function genie(): Figure {
  const f: string[] = [];
  const s: string[] = [];
  lamp(f, s);
  // the smoke: from the spout's tip it curls up into the body, widening, puffed along its edges, a swirl inside
  const mid = along(
    [53.4, 55.2],
    [
      [
        [52.6, 50.6],
        [49.4, 48.4],
        [43.4, 47.2],
      ],
      [
        [38.6, 46.2],
        [36, 45],
        [36, 41.6],
      ],
    ],
    12,
  );
  f.push(path(puffy(mid, (t) => 1.8 + 16 * t ** 1.5, 4)));
  s.push('M46.8 51.6Q43.4 52.4 42.4 50.4Q41.8 48.4 43.8 47.8Q45.6 47.6 45.8 49.2');
  // the upper arms down the sides, behind the body
  const upperArm = 'M28 27Q22.2 27.2 20.4 33Q19.2 37.2 19.6 40.6L25.8 40.2L27.4 33.6Z';
  f.push(path(upperArm), path(mirrorX(upperArm)));
  // the body: the bare chest, the open vest, the sash at the waist with its knot and an end hanging
  f.push(path('M26.6 26H45.4Q49 33 47.6 43.6H24.4Q23 33 26.6 26Z'));
  const vest = 'M26.6 26H32Q30.2 34.6 31.6 43.6H24.4Q23 33 26.6 26Z';
  f.push(path(vest), path(mirrorX(vest)));
  f.push(path('M24 40.6Q36 42.6 48 40.6L48.4 45Q36 47 23.6 45Z'));
  // the arms crossed over the chest: the far forearm rising from the right elbow, its hand on the left arm; the
  // near one rising from the left elbow over it, its hand on the right arm; a bracelet on each wrist
  const forearm = 'M51.2 37.4Q54.2 39 53.4 41.8Q52.4 44.4 49.2 43.6L25 37.6L26.6 31.6Z';
  const hand = 'M26 30.6Q23.4 28.6 21.4 30Q19.6 31.6 20.2 34.2Q21 36.6 24.6 36.8Z';
  const fingers = 'M20.4 32.2Q22 32.4 23.2 31.6M20.6 34.4Q22.2 34.6 23.6 33.8';
  const bracelet = 'M27.6 30.4L30.6 31.2L28.8 38.4L25.8 37.6Z';
  f.push(path(forearm), path(hand), path(bracelet));
  s.push(fingers);
  f.push(path(mirrorX(forearm)), path(mirrorX(hand)), path(mirrorX(bracelet)));
  s.push(mirrorX(fingers));
  // the ears with hoop earrings, the head
  const ear = 'M28.2 16.4Q24.8 15 24.4 18.4Q24.6 21.6 28.2 21.4Z';
  f.push(path(ear), path(mirrorX(ear)));
  const hoop = (x: number) => `${circle(x, 23.6, 1.9)}M${x - 1.1} 23.6a1.1 1.1 0 1 1 2.2 0a1.1 1.1 0 1 1 -2.2 0Z`;
  f.push(path(hoop(25.4)), path(hoop(46.6)));
  const head = path(circle(36, 17.6, 8.6));
  f.push(head);
  const kawaii = face(36, 19.6, 0.8, 0, { ...KAWAII_FACE, eyeY: -0.6, eyeR: 1.8 });
  f.push(...kawaii.f);
  s.push(kawaii.s);
  // the turban: its puffed top wrapped round in folds, the feather, the wrap over the forehead, the jewel
  f.push(path('M25.2 12.8Q21.2 6.4 26.6 3.2Q30.6 0.4 36 1.8Q41.4 0.4 45.4 3.2Q50.8 6.4 46.8 12.8Z'));
  s.push('M24.6 9.2Q30.4 3.2 40.6 2.4M26.6 12.2Q34.6 5 47.6 7.4');
  f.push(path('M36.4 9Q36.6 3.6 41.6 0.4Q43.2 4.4 39.6 9.4Z'));
  f.push(path('M24.8 10.6Q36 7 47.2 10.6Q48.2 12.8 47.2 14.8Q36 11.4 24.8 14.8Q23.8 12.8 24.8 10.6Z'));
  f.push(path('M36 7.2Q39.2 10.2 36 14Q32.8 10.2 36 7.2Z'), path(circle(36, 10.8, 1.1)));
  return figure(f, s, kawaii.d, head);
}

/**
 * A cloud of smoke along `line`, `width(t)` across at the share `t` of the way, its two edges puffed out in `n`
 * round bumps each: one closed area.
 */
function puffy(line: Pt[], width: (t: number) => number, n: number): string {
  const { left, right } = band(line, width);
  const bumps = (edge: Pt[], out: number) => {
    let d = '';
    for (let i = 0; i < n; i++) {
      const [a, b] = [edge[Math.round((i * (edge.length - 1)) / n)], edge[Math.round(((i + 1) * (edge.length - 1)) / n)]];
      const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
      const k = out * 0.45;
      d += `Q${r2((a[0] + b[0]) / 2 - dy * k)} ${r2((a[1] + b[1]) / 2 + dx * k)} ${b.join(' ')}`;
    }
    return d;
  };
  const back = [...right].reverse();
  return `M${left[0].join(' ')}${bumps(left, 1)}L${back[0].join(' ')}${bumps(back, 1)}Z`;
}
