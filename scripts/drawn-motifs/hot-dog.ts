// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The hot dog (1F32D), lying level as a picture book draws it: a split bun, its back half rising behind the
// sausage and its front half a low loaf in front, the sausage longer than the bun so its round ends stick out
// on both sides, a zigzag of mustard along its top, and the food's face on the bun. OpenMoji's was two sausage
// outlines; our first one was tipped up in a bun so deep its front half read as a bowl.
import { flatten, polyD } from './clip';
import { kawaiiFace } from './kawaii-face';
import { band, curveThrough, path, type Pt } from './shapes';

type Drawn = { f: string; s: string; d: string; c?: string };

/** The sausage: its middle line at `y`, its round ends at `x0` and `x1`, `r` its half thickness. */
export const SAUSAGE = { x0: 1.5, x1: 70.5, y: 36, r: 7.6 };
/** How far the hot dog is tipped up to the right, in degrees. */
const DOG_TURN = -31;
/** The bun: from `x0` to `x1`, the back half's top at `top`, the front half's bottom at `bottom`. */
export const BUN = { x0: 8.5, x1: 63.5, top: 21.5, bottom: 56 };

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
  areas.push(loaf(BUN.x0, BUN.x1, y + 4, BUN.top, 7));
  // its soft cut face, a band along the inside just over the sausage
  areas.push([...loaf(BUN.x0 + 3, BUN.x1 - 3, y + 2, BUN.top + 4.5, 6)]);
  // the sausage: a capsule, round at both ends
  const cap = (cx: number, from: number): Pt[] =>
    Array.from({ length: 17 }, (_, i) => [cx + r * Math.cos(from + (i * Math.PI) / 16), y + r * Math.sin(from + (i * Math.PI) / 16)]);
  areas.push([...cap(x1 - r, -Math.PI / 2), ...cap(x0 + r, Math.PI / 2)]);
  // the mustard: a zigzag with rounded turns along the top of the sausage, one area
  const zig = Array.from({ length: 11 }, (_, i): Pt => [11 + i * 5, y - 2.6 + (i % 2 ? -2.6 : 2.6)]);
  const mustard = band(curveThrough(zig, 8), (t) => 2.6 * Math.min(1, t / 0.03, (1 - t) / 0.03) + 0.4);
  areas.push([...mustard.left, ...[...mustard.right].reverse()]);
  // the front half of the bun, a low loaf over the sausage's lower part, its cut face a band along its top
  const [fx0, fx1, b] = [BUN.x0 - 1, BUN.x1 + 1, BUN.bottom];
  areas.push(
    flatten(
      `M${fx0} ${y + 3}Q36 ${y + 9.4} ${fx1} ${y + 3}C${fx1 + 2} ${y + 13} ${fx1 - 4} ${b} ${fx1 - 14} ${b}Q36 ${b + 1.4} ${fx0 + 14} ${b}C${fx0 + 4} ${b} ${fx0 - 2} ${y + 13} ${fx0} ${y + 3}Z`,
    ),
  );
  const lip = curveThrough(
    [
      [BUN.x0 - 1, y + 3],
      [(BUN.x0 + BUN.x1) / 2, y + 6.2],
      [BUN.x1 + 1, y + 3],
    ],
    12,
  );
  areas.push([...lip, ...[...lip].reverse().map(([px, py]): Pt => [px, py + 2.6 - 2.2 * (Math.abs(px - 36) / 28) ** 4])]);
  // a shine on the crust's lower left
  areas.push(flatten('M10.6 45.4Q11.6 51 16 53.4Q17.8 54 17 52.2Q13.2 50 12.4 45.2Q11.4 43.8 10.6 45.4Z'));
  // tipped up to the right and fitted to the box: lying level the hot dog was a strip half as tall as it is long
  // and printed as a band across the page (drawn-compact.test.ts)
  const a = (DOG_TURN * Math.PI) / 180;
  const turn = ([px, py]: Pt): Pt => [(px - 36) * Math.cos(a) - (py - 40) * Math.sin(a), (px - 36) * Math.sin(a) + (py - 40) * Math.cos(a)];
  const all = areas.flat().map(turn);
  const [bx0, bx1] = [Math.min(...all.map((q) => q[0])), Math.max(...all.map((q) => q[0]))];
  const [by0, by1] = [Math.min(...all.map((q) => q[1])), Math.max(...all.map((q) => q[1]))];
  const k = 70 / Math.max(bx1 - bx0, by1 - by0);
  const at = (q: Pt): Pt => {
    const [tx, ty] = turn(q);
    return [36 + (tx - (bx0 + bx1) / 2) * k, 36 + (ty - (by0 + by1) / 2) * k];
  };
  const f = areas.map((pts) => path(polyD(pts.map(at))));
  const face = kawaiiFace(...at([36, 49]), k, DOG_TURN * 0.7);
  f.push(...face.f);
  return { f: f.join(''), s: `<path d="${face.s}"/>`, d: `<path d="${face.d}"/>`, c: face.c };
}
