// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The hot dog (1F32D), lying level as a picture book draws it: a split bun, its back half rising behind the
// sausage and its front half a low loaf in front, the sausage longer than the bun so its round ends stick out
// on both sides, a zigzag of mustard along its top, and the food's face on the bun. OpenMoji's was two sausage
// outlines; our first one was tipped up in a bun so deep its front half read as a bowl. A later one was tipped up
// 31 degrees to fill its square box: on the page it stood on one end on its plate, as if sliding off it. Now it
// lies level again, a chunky bun (0.6 as tall as long, as the taco and the croissant are) sitting in the plate's
// well, and fills the page's width as those do.
import { flatten, polyD } from '../../lib/studio/art-kit/clip';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { band, curveThrough, path, type Pt } from '../../lib/studio/art-kit/shapes';

type Drawn = { f: string; s: string; d: string; c?: string };

/** The sausage: its middle line at `y`, its round ends at `x0` and `x1`, `r` its half thickness. */
export const SAUSAGE = { x0: 1.5, x1: 70.5, y: 35, r: 8.4 };
/** The bun: from `x0` to `x1`, the back half's top at `top`, the front half's bottom at `bottom`. */
export const BUN = { x0: 8.5, x1: 63.5, top: 18, bottom: 58 };

/** Points round a rounded loaf from `x0` to `x1`: flat where `flatY` is, bulging round to `farY`, corners `r`. */
function loaf(x0: number, x1: number, flatY: number, farY: number, r: number): Pt[] {
  const dir = Math.sign(farY - flatY);
  const mid = (x0 + x1) / 2;
  // the far side bows a little past `farY` in the middle, as a risen bun does
  return curveThrough(
    [
      [x0, flatY],
      [x0 - 0.5, flatY + dir * r * 0.9],
      [x0 + r * 0.6, farY - dir * r * 0.15],
      [x0 + r * 1.6, farY],
      [mid, farY + dir * 1.2],
      [x1 - r * 1.6, farY],
      [x1 - r * 0.6, farY - dir * r * 0.15],
      [x1 + 0.5, flatY + dir * r * 0.9],
      [x1, flatY],
    ],
    6,
  );
}

/**
 * A hot dog lying level: the bun's back half behind, the sausage over it with its ends out past the bun, a
 * mustard zigzag along its top, the bun's front half over the sausage's lower part with its soft cut face along
 * its top edge, a shine on its crust and a face on it.
 */
export function hotDog(): Drawn {
  const { x0, x1, y, r } = SAUSAGE;
  const areas: Pt[][] = [];
  // the back half of the bun, its crest showing over the sausage
  areas.push(loaf(BUN.x0, BUN.x1, y + 4, BUN.top, 11));
  // its soft cut face, a band along the inside just over the sausage
  areas.push(loaf(BUN.x0 + 3, BUN.x1 - 3, y + 2, BUN.top + 4.5, 9));
  // the sausage: a capsule, round at both ends
  const cap = (cx: number, from: number): Pt[] =>
    Array.from({ length: 17 }, (_, i) => [cx + r * Math.cos(from + (i * Math.PI) / 16), y + r * Math.sin(from + (i * Math.PI) / 16)]);
  areas.push([...cap(x1 - r, -Math.PI / 2), ...cap(x0 + r, Math.PI / 2)]);
  // the mustard: a zigzag with rounded turns along the top of the sausage, one area
  const zig = Array.from({ length: 11 }, (_, i): Pt => [11 + i * 5, y - 2.6 + (i % 2 ? -2.6 : 2.6)]);
  const mustard = band(curveThrough(zig, 8), (t) => 2.6 * Math.min(1, t / 0.03, (1 - t) / 0.03) + 0.4);
  areas.push([...mustard.left, ...[...mustard.right].reverse()]);
  // the front half of the bun, a loaf over the sausage's lower part, round at its bottom corners and bulging out
  // at its ends as the back half does (tapering in to its bottom, it read as a bowl), its top edge sagging a
  // little along the sausage; its cut face a band along that edge
  const [fx0, fx1, b] = [BUN.x0 - 1, BUN.x1 + 1, BUN.bottom];
  const lip = curveThrough(
    [
      [fx0, y + 3],
      [36, y + 6.2],
      [fx1, y + 3],
    ],
    12,
  );
  const m = y + 3;
  areas.push([
    ...flatten(
      `M${fx0} ${m}C${fx0 - 2.6} ${m + 9} ${fx0 - 1} ${b} ${fx0 + 11} ${b}Q36 ${b + 1.2} ${fx1 - 11} ${b}C${fx1 + 1} ${b} ${fx1 + 2.6} ${m + 9} ${fx1} ${m}`,
    ),
    ...[...lip].reverse(),
  ]);
  areas.push([...lip, ...[...lip].reverse().map(([px, py]): Pt => [px, py + 2.6 - 2.2 * (Math.abs(px - 36) / 28) ** 4])]);
  // a shine on the crust's lower left
  areas.push(
    flatten(`M10.6 ${b - 10.6}Q11.6 ${b - 5} 16 ${b - 2.6}Q17.8 ${b - 2} 17 ${b - 3.8}Q13.2 ${b - 6} 12.4 ${b - 10.8}Q11.4 ${b - 12.2} 10.6 ${b - 10.6}Z`),
  );
  // level, its middle at the box's middle and its length the box's width
  const all = areas.flat();
  const [bx0, bx1] = [Math.min(...all.map((q) => q[0])), Math.max(...all.map((q) => q[0]))];
  const [by0, by1] = [Math.min(...all.map((q) => q[1])), Math.max(...all.map((q) => q[1]))];
  const k = 70 / (bx1 - bx0);
  const at = ([px, py]: Pt): Pt => [36 + (px - (bx0 + bx1) / 2) * k, 36 + (py - (by0 + by1) / 2) * k];
  const f = areas.map((pts) => path(polyD(pts.map(at))));
  // the face on the front half, a little below its middle
  const face = kawaiiFace(...at([36, (y + 3 + b) / 2 + 1.5]), k);
  f.push(...face.f);
  return { f: f.join(''), s: `<path d="${face.s}"/>`, d: `<path d="${face.d}"/>`, c: face.c };
}
