// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Five animals that printed Microsoft's Fluent Emoji Flat as flat blocks with little inside: the badger (1F9A1) a
// box on four tabs with one dark stripe and a dot eye, the dodo (1F9A4) a flat bird with a curl on its side, the
// beetle (1FAB2) a round bug with four slots in its wing cases, the cricket (1F997) a grasshopper of straight
// bars, the scorpion (1F982) a head with two holes for eyes between square pincers and a comb of legs. Ours are
// whole animals as a picture book draws them, each with the house's kawaii face (the face kept clear of an adults'
// fill, only the eyes solid black) and every part an area to colour: the badger with its striped face, the dodo
// with its hooked beak and tuft tail, a stag beetle, a cricket with its fiddle, a scorpion with its tail curled
// over. The parts they share; each drawing is in a module of its own beside it.
import { flatten, intersect, polyD } from '../../lib/studio/art-kit/clip';
import { band, path, r2, type Pt, curveThrough } from '../../lib/studio/art-kit/shapes';
export { curveThrough as curve };
export { addFace, art, done, type Art, type Drawn } from './art';

/** An outline to cut to: path data (absolute M L C Q Z) flattened, or the points themselves. */
const outline = (o: string | Pt[]): Pt[] => (typeof o === 'string' ? flatten(o) : o);

/** The parts of the shape `a` inside the outline `b`, each a closed area: a marking cut to the coat it lies on. */
export const cut = (a: string | Pt[], b: string | Pt[]): string[] => intersect(outline(a), outline(b)).map((p) => path(polyD(p)));

/**
 * One side of a band along `mid`, the points where it would run backwards (inside a bend tighter than the band is
 * wide, where it would tie a little knot) left out.
 */
function untangled(side: Pt[], mid: Pt[]): Pt[] {
  const out: Pt[] = [side[0]];
  for (let i = 1; i < side.length; i++) {
    const [a, b] = [mid[Math.max(0, i - 1)], mid[Math.min(mid.length - 1, i + 1)]];
    const last = out[out.length - 1];
    if ((side[i][0] - last[0]) * (b[0] - a[0]) + (side[i][1] - last[1]) * (b[1] - a[1]) > 0 || i === side.length - 1) out.push(side[i]);
  }
  return out;
}

/** A limb along the curve through `pts`, `w0` wide at its root narrowing to `w1`, its tip rounded: a leg, a plume. */
export function limb(pts: Pt[], w0: number, w1: number): string {
  const mid = curveThrough(pts);
  const b = band(mid, (t) => w0 + (w1 - w0) * t);
  const [left, right] = [untangled(b.left, mid), untangled(b.right, mid)];
  const r = right[right.length - 1];
  const h = r2(w1 / 2);
  return path(
    `M${left.map((p) => p.join(' ')).join('L')}A${h} ${h} 0 0 0 ${r.join(' ')}L${[...right]
      .reverse()
      .map((p) => p.join(' '))
      .join('L')}Z`,
  );
}

/** A limb in pieces, cut across at the points `joints` (indices into the curve's points): a leg's thigh and shin. */
export function jointed(pts: Pt[], width: (t: number) => number, joints: number[], n = 8): string[] {
  const b = band(curveThrough(pts, n), width);
  const ends = [0, ...joints, b.left.length - 1];
  return ends.slice(1).map((e, i) => path(polyD([...b.left.slice(ends[i], e + 1), ...b.right.slice(ends[i], e + 1).reverse()])));
}

/** A small pointed claw from the base (x, y), `w` across, reaching `len` towards the angle `deg` (y down). */
export function claw(x: number, y: number, w: number, len: number, deg: number): string {
  const a = (deg * Math.PI) / 180;
  const [ux, uy, nx, ny] = [Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a)];
  const P = (u: number, v: number) => `${r2(x + ux * u + nx * v)} ${r2(y + uy * u + ny * v)}`;
  // a little hook: the tip bent towards the ground side
  return path(`M${P(0, -w / 2)}Q${P(len * 0.7, -w * 0.45)} ${P(len, w * 0.25)}Q${P(len * 0.55, w * 0.15)} ${P(0, w / 2)}Z`);
}

/** The points mirrored across x = 36. */
export const mirror = (pts: Pt[]): Pt[] => pts.map(([x, y]) => [r2(72 - x), y] as Pt);
