// The mud puddle a subject stands in on the mud place ("a pig in the mud", "un cochon dans la boue", 泥んこの豚):
// the farm, and under the subject's feet a flat pool with a wavy edge, splashes flying up on both sides and
// bubbles on it. The words had been unknown, so the pig stood on plain grass. Each part is a white closed area.
import { f, type Box } from './paper';
import type { Rng } from './prng';
import { circle, shape } from './backdrop-shapes';

/** The pool's size: its half width a share of the subject's (and at most of the drawing's), its half depth of the drawing's height. */
export const MUD = { rx: 0.66, maxRx: 0.47, ry: 0.07 };

/** A closed outline round an ellipse whose edge waves in and out `waves` times, `amp` deep. */
function wavyPool(cx: number, cy: number, rx: number, ry: number, waves: number, amp: number): string {
  const n = waves * 8;
  const pts = Array.from({ length: n }, (_, i) => {
    const a = (i / n) * 2 * Math.PI;
    const k = 1 + amp * Math.sin(a * waves);
    return `${f(cx + rx * k * Math.cos(a))} ${f(cy + ry * k * Math.sin(a))}`;
  });
  return `M${pts.join('L')}Z`;
}

/**
 * A splash flying up and out from the pool's edge at (x, y), leaning towards `dir` (-1 left, 1 right): a round
 * drop with its tail pointing back to the pool (a tail alone read as a blade of grass) and a smaller drop beyond.
 */
function splash(x: number, y: number, s: number, dir: number, sw: number): string {
  const [cx, cy, r] = [x + dir * s * 0.8, y - s * 1.5, s * 0.42];
  const drop = `<path d="M${f(x)} ${f(y - s * 0.2)}Q${f(cx - dir * r * 1.2)} ${f(cy + r * 1.6)} ${f(cx - dir * r * 0.2)} ${f(cy + r)}A${f(r)} ${f(r)} 0 1 ${dir > 0 ? 0 : 1} ${f(cx + dir * r)} ${f(cy)}Q${f(cx)} ${f(cy + r * 1.8)} ${f(x)} ${f(y - s * 0.2)}Z" ${shape(sw)}/>`;
  return drop + circle(cx + dir * s * 0.7, cy - s * 0.7, r * 0.6, sw);
}

/**
 * The mud puddle under `subject`'s feet, within `inner`: the pool, a ripple ring inside it, splashes and bubbles,
 * and the box it takes. The farm is painted behind it (backdrops.ts), the subject over it (landmark-seats.ts).
 */
export function mudPuddle(subject: Box, inner: Box, sw: number, fine: boolean, rng: Rng): { svg: string; box: Box } {
  const cx = subject.x + subject.w / 2,
    cy = Math.min(subject.y + subject.h - 1, inner.y + inner.h - inner.h * MUD.ry - 2);
  const rx = Math.min(subject.w * MUD.rx, inner.w * MUD.maxRx),
    ry = inner.h * MUD.ry;
  let out = `<path d="${wavyPool(cx, cy, rx, ry, fine ? 9 : 7, 0.06)}" ${shape(sw)}/>`;
  // a ripple ring inside the edge, so the pool reads as wet mud rather than a rug
  out += `<path d="${wavyPool(cx, cy + ry * 0.08, rx * 0.8, ry * 0.62, fine ? 7 : 5, 0.08)}" ${shape(sw * 0.8)}/>`;
  // splashes flying up from both ends, leaning outwards
  const s = Math.max(4, ry * (fine ? 0.7 : 0.9));
  for (const dir of [-1, 1])
    for (let i = 0; i < (fine ? 3 : 2); i++) out += splash(cx + dir * (rx * (0.86 - i * 0.09)), cy - ry * (0.2 + i * 0.22), s * (1 - i * 0.22), dir, sw * 0.8);
  // bubbles on the mud in front of the feet and at its ends
  const bubbles = fine ? 6 : 4;
  for (let i = 0; i < bubbles; i++) {
    const side = i % 2 ? 1 : -1;
    const bx = cx + side * rx * rng.range(0.35, 0.7),
      by = cy + ry * rng.range(0.15, 0.5);
    out += circle(bx, by, Math.max(1.6, ry * rng.range(0.12, 0.2)), sw * 0.7);
  }
  return { svg: out, box: { x: cx - rx * 1.1, y: cy - ry - s * 1.6, w: rx * 2.2, h: ry * 2 + s * 1.6 } };
}
