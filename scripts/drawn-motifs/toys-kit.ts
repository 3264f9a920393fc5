// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Five toys the text tool draws, which OpenMoji printed as thin outlines with little to colour: the kick scooter
// was a hairline pole on two small wheels, the roller skate a plain boot on a bar, the nesting dolls one doll with a
// sad face, the piñata a donkey's outline crossed by zigzag lines, the magic wand a bare stick with two crosshairs.
// Ours are chunky and cheerful, every part an area: a kick scooter with a striped deck, a tall stem and a T-bar
// with grips (a child stands on it, wheel-riders.ts: its deck and grips are measured from this drawing); a boot
// skate with laces and a bow, a toe stop, stripes and four wheels whose hubs are rings; three matryoshka dolls in a
// row, each with the house's face, a headscarf and an apron with a flower; a donkey piñata made of fringed bands;
// a star wand with the face on its star, ribbons and sparkles.
// The parts this file's drawings share; each drawing is in a module of its own beside it.
import { circle, path, pt, r2, type Pt } from '../../lib/studio/art-kit/shapes';
import { type Art } from './art';
export { addFace, art, done, type Art, type Drawn } from './art';

/** A band `w` wide from `a` to `b` with round ends: a stem, a grip, a stick. */
export function rod(a: Pt, b: Pt, w: number): string {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const [nx, ny] = [((a[1] - b[1]) / len) * (w / 2), ((b[0] - a[0]) / len) * (w / 2)];
  const h = r2(w / 2);
  return path(
    `M${r2(a[0] + nx)} ${r2(a[1] + ny)}L${r2(b[0] + nx)} ${r2(b[1] + ny)}A${h} ${h} 0 0 0 ${r2(b[0] - nx)} ${r2(b[1] - ny)}L${r2(a[0] - nx)} ${r2(a[1] - ny)}A${h} ${h} 0 0 0 ${r2(a[0] + nx)} ${r2(a[1] + ny)}Z`,
  );
}

/** A band `w` wide along the circle round (cx, cy) at radius `r`, from angle `a0` to `a1`: a mudguard. */
export function arcBand(cx: number, cy: number, r: number, w: number, a0: number, a1: number): string {
  const [ro, ri] = [r + w / 2, r - w / 2];
  const big = a1 - a0 > Math.PI ? 1 : 0;
  return path(
    `M${pt(cx, cy, ro, a0)}A${r2(ro)} ${r2(ro)} 0 ${big} 1 ${pt(cx, cy, ro, a1)}L${pt(cx, cy, ri, a1)}A${r2(ri)} ${r2(ri)} 0 ${big} 0 ${pt(cx, cy, ri, a0)}Z`,
  );
}

/** Points round the ellipse centred on (cx, cy) from angle `a0` to `a1` (radians, y down). */
export const arc = (cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, n = 24): Pt[] =>
  Array.from({ length: n + 1 }, (_, i) => [cx + rx * Math.cos(a0 + ((a1 - a0) * i) / n), cy + ry * Math.sin(a0 + ((a1 - a0) * i) / n)]);
/** A rounded rectangle as a polygon (for cutting bands to it). */
export function roundBox(x0: number, y0: number, x1: number, y1: number, r: number): Pt[] {
  return [
    ...arc(x1 - r, y0 + r, r, r, -Math.PI / 2, 0, 6),
    ...arc(x1 - r, y1 - r, r, r, 0, Math.PI / 2, 6),
    ...arc(x0 + r, y1 - r, r, r, Math.PI / 2, Math.PI, 6),
    ...arc(x0 + r, y0 + r, r, r, Math.PI, 1.5 * Math.PI, 6),
  ];
}

/** A flower of `n` round petals round a round middle, each an area. */
export function flower(a: Art, cx: number, cy: number, r: number, n = 5) {
  for (let i = 0; i < n; i++) {
    const t = -Math.PI / 2 + (i * 2 * Math.PI) / n;
    a.f.push(path(circle(r2(cx + r * 0.62 * Math.cos(t)), r2(cy + r * 0.62 * Math.sin(t)), r2(r * 0.45))));
  }
  a.f.push(path(circle(cx, cy, r2(r * 0.36))));
}

/** A leaf `len` long and `w` across centred on (x, y), turned `deg` degrees, pointed at both ends. */
export function leaf(x: number, y: number, len: number, w: number, deg: number): string {
  const a = (deg * Math.PI) / 180;
  const at = (u: number, v: number) => `${r2(x + u * Math.cos(a) - v * Math.sin(a))} ${r2(y + u * Math.sin(a) + v * Math.cos(a))}`;
  const h = len / 2;
  return path(`M${at(-h, 0)}C${at(-h * 0.5, -w * 0.7)} ${at(h * 0.4, -w * 0.7)} ${at(h, 0)}C${at(h * 0.4, w * 0.7)} ${at(-h * 0.5, w * 0.7)} ${at(-h, 0)}Z`);
}
