// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The baguette (1F956), lying level on its plate as the hot dog does (hot-dog.ts). OpenMoji's was a plain capsule
// set on the diagonal, which lay tilted across the kitchen table's plate. Ours is seen from the side as a picture
// book draws it, with the food's face. (A sandwich drawn side-on as a stack of slices read as a box on a tray, so
// OpenMoji's triangle, tilted but plainly a sandwich, stays.)
import { flatten, polyD } from '../../lib/studio/art-kit/clip';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { curveThrough, path, type Pt } from '../../lib/studio/art-kit/shapes';

type Drawn = { f: string; s: string; d: string; c?: string };

/** A closed curve through `pts` (the first point again at its end). */
const closed = (pts: Pt[], n = 6): Pt[] => curveThrough([...pts, pts[0]], n);

/** Points round a small circle: a crumb. */
const ring = (cx: number, cy: number, r: number): Pt[] =>
  Array.from({ length: 20 }, (_, i): Pt => [cx + r * Math.cos((i * Math.PI) / 10), cy + r * Math.sin((i * Math.PI) / 10)]);

/** The areas scaled to fill the box's width, their middle at its middle; `at` maps further points the same way. */
function fitWidth(areas: Pt[][]): { k: number; at: (p: Pt) => Pt } {
  const all = areas.flat();
  const [bx0, bx1] = [Math.min(...all.map((q) => q[0])), Math.max(...all.map((q) => q[0]))];
  const [by0, by1] = [Math.min(...all.map((q) => q[1])), Math.max(...all.map((q) => q[1]))];
  const k = 70 / (bx1 - bx0);
  return { k, at: ([px, py]) => [36 + (px - (bx0 + bx1) / 2) * k, 36 + (py - (by0 + by1) / 2) * k] };
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
    areas.push(
      closed(
        [
          [cx - 5.2, 37.6],
          [cx - 0.4, 32.4],
          [cx + 4.6, 30],
          [cx + 0.6, 35.2],
        ],
        6,
      ),
    );
  areas.push(
    closed(
      [
        [30.6, 33],
        [35.4, 29.6],
        [41.4, 28.4],
        [36.6, 31.6],
      ],
      6,
    ),
  );
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
