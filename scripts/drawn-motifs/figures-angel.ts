// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { face, figure, type Figure } from '../../lib/studio/art-kit/figures-kit';
import { KAWAII_FACE } from '../../lib/studio/art-kit/kawaii-face';
import { circle, ellipse, fleece, path, r2, starPath, type Pt } from '../../lib/studio/art-kit/shapes';

/** A feather from its quill's end `base` to its rounded `tip`, `w` across at its widest: an area. */
function feather(base: Pt, tip: Pt, w: number): string {
  const len = Math.hypot(tip[0] - base[0], tip[1] - base[1]);
  const [ux, uy] = [(tip[0] - base[0]) / len, (tip[1] - base[1]) / len];
  const [nx, ny] = [-uy * (w / 2), ux * (w / 2)];
  const at = (t: number, side: number, k: number) => `${r2(base[0] + ux * len * t + nx * side * k)} ${r2(base[1] + uy * len * t + ny * side * k)}`;
  return `M${at(0, 1, 0.5)}C${at(0.45, 1, 1.15)} ${at(1.02, 1, 1.05)} ${r2(tip[0])} ${r2(tip[1])}C${at(1.02, -1, 1.05)} ${at(0.45, -1, 1.15)} ${at(0, -1, 0.5)}Z`;
}

/**
 * A child angel as a picture book draws one (OpenMoji's baby angel is a head on a cloud): a halo floating over curly
 * hair, the house's kawaii face, two big wings spread behind in three rows of feathers, each feather an area, under
 * the wing's shoulder; a long gown with a round collar, bell sleeves, folds down the skirt and a sash tied in a bow
 * at the side; both hands holding a big star in front; little feet under the hem.
 */
export function angel(): Figure {
  const f: string[] = [];
  const s: string[] = [];
  // the wings, the left one the right one mirrored: long feathers, a row of shorter ones over them, a row of small
  // round ones, then the wing's shoulder over their quills
  for (const side of [1, -1]) {
    const P = ([x, y]: Pt): Pt => [r2(36 + side * (x - 36)), y];
    const rows: [Pt, Pt, number][][] = [
      [
        [[62.6, 14], [69.4, 28.4], 6],
        [[59.6, 15.6], [67.6, 35.6], 6.4],
        [[56.4, 17.4], [64, 41.4], 6.4],
        [[53, 19.6], [59, 45.6], 6.4],
        [[49.6, 22.4], [53.4, 47.6], 6.2],
        [[46.4, 25.6], [47.8, 47], 5.8],
      ],
      [
        [[61, 15.4], [65.8, 26.4], 5.6],
        [[57.6, 17.4], [62.4, 31.4], 5.8],
        [[54.2, 19.8], [57.8, 34.8], 5.8],
        [[50.8, 22.6], [52.8, 36.6], 5.6],
        [[47.4, 26], [47.6, 37], 5.2],
      ],
      [
        [[62, 13.6], [64.6, 20.6], 4.6],
        [[58.4, 15.4], [60.6, 23.4], 4.8],
        [[54.8, 17.6], [56.2, 26], 4.8],
        [[51.2, 20.4], [51.8, 28.6], 4.6],
        [[47.6, 23.6], [47.2, 30.6], 4.4],
      ],
    ];
    for (const row of rows) for (const [base, tip, w] of row) f.push(path(feather(P(base), P(tip), w)));
    const W = (...pts: Pt[]) => pts.map((q) => P(q).join(' ')).join(' ');
    f.push(path(`M${W([40.6, 31])}C${W([42.6, 19.6], [53, 8.4], [63.6, 8.6])}Q${W([69.4, 9], [67.6, 13.8])}C${W([58.6, 16.2], [50, 20.6], [45, 31.6])}Z`));
  }
  // little feet under the gown
  f.push(path(ellipse(31.6, 65.2, 3, 2)), path(ellipse(40.4, 65.2, 3, 2)));
  // the long gown with a wavy hem, its folds from the sash down, the sash and its bow
  f.push(path('M31 26.6H41Q44.6 27.4 45.4 32L50.6 62.2Q46.8 64.4 43.4 63.2Q39.6 65 36 63.6Q32.4 65 28.6 63.2Q25.2 64.4 21.4 62.2L26.6 32Q27.4 27.4 31 26.6Z'));
  s.push('M31 47.6Q29.8 55 28.6 63.2M36 47.6V63.6M41 47.6Q42.2 55 43.4 63.2');
  f.push(path('M25 44Q36 45.6 47 44L47.6 47.4Q36 49 24.4 47.4Z'));
  f.push(path('M42.4 47.2L41.2 54L43.6 53.2L45 55.2L44.8 47.4Z'));
  f.push(path('M43.4 45.6Q39.6 41.8 38.6 44.6Q38 48 43 47.4Z'), path('M44.2 45.6Q48.6 41.8 49.4 44.8Q50 48 44.6 47.4Z'));
  f.push(path(circle(43.8, 46.2, 1.5)));
  // bell sleeves down to the hands, the hands holding the star in front
  f.push(path('M28.2 27.8Q24.4 31 24.2 38Q24 42 27 43.4Q30.4 44.6 34 42.6Q32.4 37 31 31Z'));
  f.push(path('M43.8 27.8Q47.6 31 47.8 38Q48 42 45 43.4Q41.6 44.6 38 42.6Q39.6 37 41 31Z'));
  f.push(path(starPath(36, 36.8, 5.8)));
  f.push(path(circle(32.4, 41.4, 2.2)), path(circle(39.6, 41.4, 2.2)));
  // the round collar, the neck
  f.push(
    path('M29.6 26.8Q36 24.6 36 28.6Q33.2 31.4 29.8 29.8Q28.6 28.2 29.6 26.8Z'),
    path('M42.4 26.8Q36 24.6 36 28.6Q38.8 31.4 42.2 29.8Q43.4 28.2 42.4 26.8Z'),
  );
  // the curls behind, the face, a fringe of curls over the forehead
  f.push(path(fleece(36, 16, 10.6, 10, 13, 1.5, -0.2)));
  const head = path(circle(36, 17.4, 9.2));
  f.push(head);
  let fringe = 'M27.4 15.4Q27.6 8 36 7.8Q44.4 8 44.6 15.4';
  const tips: Pt[] = [
    [42.4, 13.4],
    [39.4, 12.6],
    [36, 13],
    [32.6, 12.6],
    [29.6, 13.4],
    [27.4, 15.4],
  ];
  let from: Pt = [44.6, 15.4];
  for (const [x, y] of tips) {
    fringe += `Q${r2((from[0] + x) / 2)} ${r2(Math.max(from[1], y) + 1.8)} ${x} ${y}`;
    from = [x, y];
  }
  f.push(path(`${fringe}Z`));
  const kawaii = face(36, 19.4, 0.82, 0, { ...KAWAII_FACE, eyeY: -0.6, eyeR: 1.8 });
  f.push(...kawaii.f);
  s.push(kawaii.s);
  // the halo floating above: a ring, its hole cut out
  f.push(path(`${ellipse(36, 3.4, 8.2, 2.6)}M41.6 3.4a5.6 1.1 0 1 1 -11.2 0a5.6 1.1 0 1 1 11.2 0Z`));
  return figure(f, s, kawaii.d, head);
}
