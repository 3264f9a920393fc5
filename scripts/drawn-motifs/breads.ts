// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The sandwich (1F96A) and the baguette (1F956), lying level on their plate as the hot dog does (hot-dog.ts).
// OpenMoji's sandwich was a triangle half standing on one corner and its baguette a plain capsule set on the
// diagonal: on the kitchen table's plate the one stood on its tip and the other lay tilted across the plate.
// Ours are seen from the side as a picture book draws them, each with the food's face.
import { flatten, polyD } from '../../lib/studio/art-kit/clip';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { curveThrough, path, type Pt } from '../../lib/studio/art-kit/shapes';

type Drawn = { f: string; s: string; d: string; c?: string };

/** A closed curve through `pts` (the first point again at its end). */
const closed = (pts: Pt[], n = 6): Pt[] => curveThrough([...pts, pts[0]], n);

/** Points round a small circle: a cheese hole, a crumb, the toothpick's bead. */
const ring = (cx: number, cy: number, r: number): Pt[] =>
  Array.from({ length: 20 }, (_, i): Pt => [cx + r * Math.cos((i * Math.PI) / 10), cy + r * Math.sin((i * Math.PI) / 10)]);

/** A slice of bread seen from its side: a slab from `x0` to `x1`, `top` to `bottom`, its top bowed up `puff`. */
function slab(x0: number, x1: number, top: number, bottom: number, puff: number, r: number): Pt[] {
  const mid = (x0 + x1) / 2;
  return flatten(
    `M${x0 + r} ${bottom}Q${x0} ${bottom} ${x0} ${bottom - r}L${x0} ${top + r}Q${x0} ${top} ${x0 + r} ${top}` +
      `Q${mid} ${top - 2 * puff} ${x1 - r} ${top}Q${x1} ${top} ${x1} ${top + r}L${x1} ${bottom - r}Q${x1} ${bottom} ${x1 - r} ${bottom}Z`,
  );
}

/** The areas scaled to fill the box's width, their middle at its middle; `at` maps further points the same way. */
function fitWidth(areas: Pt[][]): { k: number; at: (p: Pt) => Pt } {
  const all = areas.flat();
  const [bx0, bx1] = [Math.min(...all.map((q) => q[0])), Math.max(...all.map((q) => q[0]))];
  const [by0, by1] = [Math.min(...all.map((q) => q[1])), Math.max(...all.map((q) => q[1]))];
  const k = 70 / (bx1 - bx0);
  return { k, at: ([px, py]) => [36 + (px - (bx0 + bx1) / 2) * k, 36 + (py - (by0 + by1) / 2) * k] };
}

/**
 * A sandwich from the side: a toothpick with a flag standing in it, tomato slices whose round ends stick out,
 * lettuce with a wavy edge over them, the bottom slice, a cheese slice with holes draping over its corners and
 * the top slice over all, each slice with its crust round a soft middle and the face on the top one.
 */
export function sandwich(): Drawn {
  const areas: Pt[][] = [];
  // the toothpick and its flag, standing up out of the top slice to the right of the face
  areas.push([
    [49.3, 14],
    [49.3, 1],
    [50.7, 1],
    [50.7, 14],
  ]);
  areas.push(flatten('M50.7 1.4Q55 0.4 60 3Q57.6 4.6 60 7Q55 6 50.7 7.6Z'));
  areas.push(ring(50, 0.4, 1.3));
  // the tomato slices, their round ends out past the bread on both sides, showing under the lettuce
  for (const [a, b] of [
    [3, 38],
    [34, 69],
  ])
    areas.push(slab(a, b, 35, 45, 0, 5));
  // the lettuce: a leaf out past the bread, its lower edge waving
  const wave = Array.from({ length: 14 }, (_, i): Pt => [69.5 - i * (67 / 13), 37 + (i % 2 ? 2.4 : -0.4)]);
  areas.push(closed([[7, 29.6], [65, 29.6], [70.5, 33], ...wave, [1.5, 33]], 5));
  // the bottom slice, its crust round its soft middle
  areas.push(slab(6, 66, 47, 62, 0, 5));
  areas.push(slab(8.4, 63.4, 49.4, 59.6, 0, 3.2));
  // the cheese: a thin slice over the bottom one, both corners draping soft over its ends, with holes
  areas.push(
    flatten('M5 43.6L67 43.6Q68.4 43.6 68.4 45.4L68.4 56Q68.4 59 66.4 58.4Q62 57 61 48L11 48Q10 57 5.6 58.4Q3.6 59 3.6 56L3.6 45.4Q3.6 43.6 5 43.6Z'),
  );
  for (const [x, y, r] of [
    [65.2, 52.4, 1.3],
    [6.8, 52.4, 1.3],
    [20, 45.8, 1],
    [42, 45.8, 1],
  ])
    areas.push(ring(x, y, r));
  // the top slice, puffed up a little, its crust round its soft middle
  areas.push(slab(6, 66, 10, 31, 1.2, 7));
  areas.push(slab(8.6, 63.4, 12.6, 28.4, 0.9, 5));
  const { k, at } = fitWidth(areas);
  const f = areas.map((pts) => path(polyD(pts.map(at))));
  const face = kawaiiFace(...at([32, 20]), k * 0.95);
  f.push(...face.f);
  return { f: f.join(''), s: `<path d="${face.s}"/>`, d: `<path d="${face.d}"/>`, c: face.c };
}

/**
 * A baguette lying level: a long loaf, chubby as a picture book's, tapering to round ends, diagonal scores
 * opened along its top, a shine on its crust, a few crumbs by it and the face in its middle.
 */
export function baguette(): Drawn {
  const areas: Pt[][] = [];
  // the loaf, its top arching a little, its bottom nearly flat
  areas.push(
    closed(
      [
        [0.6, 44],
        [3.6, 36.6],
        [11, 30.6],
        [24, 27.6],
        [36, 27],
        [48, 27.6],
        [61, 30.6],
        [68.4, 36.6],
        [71.4, 44],
        [67, 49.4],
        [52, 50.8],
        [36, 51.2],
        [20, 50.8],
        [5, 49.4],
      ],
      6,
    ),
  );
  // the scores: five slits slanting across its top, each opened to a narrow lens
  for (const cx of [9.5, 21.5, 50.5, 62])
    areas.push(closed([[cx - 5.2, 37.6], [cx - 0.4, 32.4], [cx + 4.6, 30], [cx + 0.6, 35.2]], 6));
  areas.push(closed([[30.6, 33], [35.4, 29.6], [41.4, 28.4], [36.6, 31.6]], 6));
  // a shine on the crust's lower left
  areas.push(flatten('M7 41Q8 45 13 46.6Q14.8 47 14 45.4Q10.2 43.6 9.2 40.6Q8 39.4 7 41Z'));
  // a few crumbs on the plate by its right end
  for (const [x, y, r] of [
    [73.6, 49.6, 1.3],
    [77, 50.4, 0.9],
  ])
    areas.push(ring(x, y, r));
  const { k, at } = fitWidth(areas);
  const f = areas.map((pts) => path(polyD(pts.map(at))));
  const face = kawaiiFace(...at([36, 41.5]), k * 0.9);
  f.push(...face.f);
  return { f: f.join(''), s: `<path d="${face.s}"/>`, d: `<path d="${face.d}"/>`, c: face.c };
}
