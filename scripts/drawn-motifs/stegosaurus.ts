// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { columnLeg, dots, smooth } from './dinosaurs';
import { along, band, path, r2, turnedEllipse } from '../../lib/studio/art-kit/shapes';

/**
 * A back plate: a broad leaf from its root at (x, y) (under the back's edge) to a point `h` away, widest (`w` either
 * side) a third of the way up, leaning `deg` degrees off upright.
 */
function backPlate(x: number, y: number, h: number, w: number, deg: number): string {
  const a = ((deg - 90) * Math.PI) / 180;
  const [ux, uy] = [Math.cos(a), Math.sin(a)];
  const p = (u: number, v: number) => `${r2(x + ux * u - uy * v)} ${r2(y + uy * u + ux * v)}`;
  return `M${p(0, -w * 0.45)}Q${p(h * 0.38, -w * 1.3)} ${p(h, 0)}Q${p(h * 0.38, w * 1.3)} ${p(0, w * 0.45)}Z`;
}

/** The back plates as [x, y, height, half-width, lean]: the near row, and the far row standing in its gaps. */
const NEAR_PLATES = [
  [24.6, 33.4, 9.5, 5, -48],
  [32.5, 28.2, 13, 6.6, -26],
  [42.2, 25.8, 15.5, 7.6, -3],
  [51.8, 27.2, 13.5, 6.8, 20],
  [58.8, 32.4, 9.5, 5, 44],
] as const;
const FAR_PLATES = [
  [28.4, 29.4, 11, 5.4, -37],
  [37.2, 26, 14, 6.6, -14],
  [47.2, 25.4, 14.4, 6.6, 9],
  [55.6, 29.2, 11.8, 5.6, 32],
] as const;

/**
 * A stegosaurus side-on, facing left, seen a little from the side: an arched back highest over the hips carrying two
 * rows of big pointed plates (the far row showing between the near one's), a small smiling head low in front on a
 * short neck, a tail with four spikes, and four thick legs (the far pair set back, their feet higher, so the legs
 * stand apart). Our first one had a belly band across an oval body (a turtle's shell) and one row of leaves on top,
 * on four legs standing edge to edge like a fence.
 */
export function stegosaurus() {
  const f: string[] = [];
  const s: string[] = [];
  for (const [x, y, h, w, a] of FAR_PLATES) f.push(path(backPlate(x, y, h, w, a)));
  for (const [x, y, h, w, a] of NEAR_PLATES) f.push(path(backPlate(x, y, h, w, a)));
  // the tail spikes, then the tail, rising a little to its end
  f.push(
    path('M61.8 35Q60.4 29 58.6 24.4Q63.6 28.4 65 34.6Z'),
    path('M65 34.2Q65.4 28 65.2 22.8Q68.6 28 68 34.2Z'),
    path('M67.6 33.6Q70 29.4 71.6 25.2Q71.8 30.6 70.2 34.6Z'),
    path('M69.2 36Q71.2 35.8 71.8 31.6Q71.4 37.4 69.6 39Z'),
  );
  const tail = along(
    [54, 36.5],
    [
      [
        [61, 39],
        [66.5, 38.4],
        [71, 33.6],
      ],
    ],
    14,
  );
  f.push(path(band(tail, (t) => 11 * (1 - t) + 1.6).d));
  // the far legs (set back, higher), then the near legs: the body covers all their tops
  columnLeg(f, [], 32.4, 43, 6.8, 62);
  columnLeg(f, [], 55.2, 40, 7.4, 62);
  columnLeg(f, s, 21.5, 42, 8.6);
  columnLeg(f, s, 43, 42, 10);
  // the short neck and the body arching highest over the hips
  f.push(
    path(
      smooth([
        [24, 33.5],
        [15, 37.4],
        [10.5, 40.5],
        [11, 46.4],
        [17.5, 47],
        [25, 45.5],
      ]),
    ),
  );
  f.push(
    path(
      smooth([
        [18, 36],
        [25, 30],
        [33.5, 25.8],
        [43, 24.2],
        [52.5, 26],
        [60, 31],
        [62.4, 38],
        [57.5, 45],
        [46, 49.5],
        [33, 49.6],
        [24, 46.5],
        [18.5, 42],
      ]),
    ),
  );
  for (const [x, y, rx, ry, deg] of [
    [38.5, 31.5, 2.6, 1.8, -10],
    [47.5, 31, 2.6, 1.8, 8],
    [55, 35.5, 2, 1.4, 35],
    [30.5, 35.5, 2, 1.4, -20],
  ] as [number, number, number, number, number][])
    f.push(path(turnedEllipse(x, y, rx, ry, deg)));
  s.push('M53.5 36.6Q58.4 40.4 56 47');
  // the small head low in front, a smile standing free, kept clear of an adults' page's fill
  const head = path(
    smooth([
      [14.5, 40],
      [9, 37.6],
      [4, 39],
      [2.2, 43.2],
      [4.6, 47.2],
      [10.5, 48],
      [15, 45],
    ]),
  );
  f.push(head);
  s.push('M4.6 44.6Q7.2 46.6 10 45.2', 'M7.6 39.6Q9.2 38.8 10.8 39.6');
  f.push(path(turnedEllipse(12.2, 44.4, 1.4, 1.1)));
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: dots([9, 41.8, 1.2], [3.8, 42, 0.5]), c: head };
}
