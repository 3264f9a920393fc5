// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { grownFace } from './figures-grown-face';
import { figure, limb, mirrorX, type Figure } from '../../lib/studio/art-kit/figures-kit';
import { along, band, circle, path, r2, type Pt } from '../../lib/studio/art-kit/shapes';

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
 * bare chest, a sash at the waist, one arm raised with its open hand up and the other's fist on his hip, a
 * bracelet on each wrist.
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
  // the body: the bare chest, the open vest, the sash at the waist
  f.push(path('M26.6 26H45.4Q49 33 47.6 43.6H24.4Q23 33 26.6 26Z'));
  const vest = 'M26.6 26H32Q30.2 34.6 31.6 43.6H24.4Q23 33 26.6 26Z';
  f.push(path(vest), path(mirrorX(vest)));
  f.push(path('M24 40.6Q36 42.6 48 40.6L48.4 45Q36 47 23.6 45Z'));
  // his arms apart, so each reads on its own at a thumbnail (crossed, they printed as one bar over the chest):
  // the right one raised high beside his head, its open hand up as if granting a wish; the left one bent, its
  // fist on his hip; a bracelet on each wrist
  f.push(path(limb([28, 28.6], [20.4, 29.6], [16.4, 25], [16.8, 15.4], 4.6)));
  f.push(path(limb([44, 28.6], [53.4, 29.4], [55.4, 39.4], [48.4, 41.6], 4.6)));
  f.push(path(openHand(16.8, 14.4)));
  s.push('M15.6 10.8V13M17.4 10.6V13M19.1 11.2V13.3');
  f.push(path('M14.2 16.2Q16.8 17.4 19.4 16.2L19.6 19.2Q16.8 20.4 14 19.2Z'));
  f.push(path(limb([51.6, 38.6], [51.4, 40.4], [51.2, 42.2], [51, 44], 2.2)));
  f.push(path(circle(47.8, 41.6, 2.7)));
  s.push('M46.6 40Q45.6 41.4 46.4 43');
  // the ears with hoop earrings, the head
  const ear = 'M28.2 16.4Q24.8 15 24.4 18.4Q24.6 21.6 28.2 21.4Z';
  f.push(path(ear), path(mirrorX(ear)));
  const hoop = (x: number) => `${circle(x, 23.6, 1.9)}M${x - 1.1} 23.6a1.1 1.1 0 1 1 2.2 0a1.1 1.1 0 1 1 -2.2 0Z`;
  f.push(path(hoop(25.4)), path(hoop(46.6)));
  const head = path(circle(36, 17.6, 8.6));
  f.push(head);
  // a grown man's face (figures-grown-face.ts), and his little pointed beard under the chin
  const grown = grownFace(36, 19.2, 0.8);
  f.push(...grown.f);
  s.push(grown.s);
  f.push(path('M32.6 24.6Q36 27.2 39.4 24.6Q38.6 29.4 36 31.4Q33.4 29.4 32.6 24.6Z'));
  // the turban: its puffed top wrapped round in folds, the feather, the wrap over the forehead, the jewel
  f.push(path('M25.2 12.8Q21.2 6.4 26.6 3.2Q30.6 0.4 36 1.8Q41.4 0.4 45.4 3.2Q50.8 6.4 46.8 12.8Z'));
  s.push('M24.6 9.2Q30.4 3.2 40.6 2.4M26.6 12.2Q34.6 5 47.6 7.4');
  f.push(path('M36.4 9Q36.6 3.6 41.6 0.4Q43.2 4.4 39.6 9.4Z'));
  f.push(path('M24.8 10.6Q36 7 47.2 10.6Q48.2 12.8 47.2 14.8Q36 11.4 24.8 14.8Q23.8 12.8 24.8 10.6Z'));
  f.push(path('M36 7.2Q39.2 10.2 36 14Q32.8 10.2 36 7.2Z'), path(circle(36, 10.8, 1.1)));
  return figure(f, s, grown.d, head);
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

/** An open hand held up, its wrist at (x, y): a palm with four fingers side by side and the thumb out to the left. */
function openHand(x: number, y: number): string {
  const P = (dx: number, dy: number) => `${r2(x + dx)} ${r2(y + dy)}`;
  return `M${P(-2.4, 2)}L${P(-4.4, -0.6)}Q${P(-4.8, -1.8)} ${P(-3.6, -1.6)}L${P(-2.4, -0.4)}L${P(-2.6, -4.6)}Q${P(-2.4, -6)} ${P(-1.2, -5.2)}L${P(-0.8, -5.8)}Q${P(0, -6.8)} ${P(0.8, -5.8)}L${P(1, -5.4)}Q${P(1.8, -6.2)} ${P(2.6, -5)}L${P(2.7, -4)}Q${P(3.5, -4.2)} ${P(3.4, -2.8)}L${P(2.6, 2)}Z`;
}
