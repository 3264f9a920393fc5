// Helpers the people drawn by us as picture-book figures share (figures-*.ts: the clown, the angel, the fairy, the
// cowboy, the princess …), in OpenMoji's 72-unit box. Ours (MIT).
import { flatten, intersect, polyD } from './clip';
import { KAWAII_FACE, kawaiiFace, pupil, type FaceLayout } from './kawaii-face';
import { along, band, mapPath, path, r2, type Pt } from './shapes';

export type Figure = { f: string; s: string; d: string; c: string };
export const figure = (f: string[], s: string[], d: string[], face: string): Figure => ({
  f: f.join(''),
  s: `<path d="${s.join('')}"/>`,
  d: `<path d="${d.join('')}"/>`,
  c: face,
});

/**
 * The house's pupil with its shine (kawaii-face.ts), its shine's moveto made relative to the pupil's own start: an
 * eye stays one absolute moveto, as the grown-ups' tests count eyes by them.
 */
export function eye(x: number, y: number, r: number): string {
  const [x0, y0] = [r2(r2(x) - r2(r)), r2(y)];
  return pupil(x, y, r).replace(/ZM(-?[\d.]+) (-?[\d.]+)/, (_, a: string, b: string) => `Zm${r2(Number(a) - x0)} ${r2(Number(b) - y0)}`);
}

/** The kawaii face spread wider on a round head, its eyes bigger and its cheeks out at the sides (the cowboy's, the pirate's). */
export const WIDE_FACE: FaceLayout = {
  ...KAWAII_FACE,
  eyeX: 4.2,
  eyeY: -1,
  eyeR: 1.5,
  cheekX: 6.6,
  cheekY: 2.4,
  cheek: [1.8, 1.2],
  smileX: 2.2,
  smileY: 2.2,
  smileLow: 4.8,
};

/**
 * The house's kawaii face centred on (x, y), `k` times the carrot's size, with `eye`s: its cheeks (areas), its
 * smile (a line standing free) and its eyes.
 */
export function face(x: number, y: number, k: number, deg = 0, layout: FaceLayout = KAWAII_FACE) {
  const a = (deg * Math.PI) / 180;
  const at = (dx: number, dy: number): Pt => [x + k * (dx * Math.cos(a) - dy * Math.sin(a)), y + k * (dx * Math.sin(a) + dy * Math.cos(a))];
  const kf = kawaiiFace(x, y, k, deg, layout);
  return { f: kf.f, s: kf.s, d: [-1, 1].map((side) => eye(...at(side * layout.eyeX, layout.eyeY), layout.eyeR * k)) };
}

/** A closed outline of `n` points round the circle (cx, cy, r): a dot to cut to a garment. */
const ring = (cx: number, cy: number, r: number, n = 28): Pt[] =>
  Array.from({ length: n }, (_, i) => [cx + r * Math.cos((i * 2 * Math.PI) / n), cy + r * Math.sin((i * 2 * Math.PI) / n)] as Pt);

/**
 * Round spots (cx, cy, r) on a garment whose outline is `outline` (one closed shape, absolute M L C Q Z), each cut
 * to it where it runs over the edge: polka dots as areas whose edge at the seam lies on the garment's.
 */
export function spotsOn(outline: string, spots: [number, number, number][]): string[] {
  const edge = flatten(outline);
  return spots.flatMap(([x, y, r]) => intersect(ring(x, y, r), edge).map((p) => path(polyD(p))));
}

/**
 * A torn edge from `a` to `b`: `n` teeth standing `depth` off the straight line on the side of `out` (a ragged hem,
 * a torn sleeve), as L commands from a (not included) to b.
 */
export function torn(a: Pt, b: Pt, n: number, depth: number, out: Pt): string {
  const [dx, dy] = [(b[0] - a[0]) / n, (b[1] - a[1]) / n];
  const len = Math.hypot(dx, dy);
  let [nx, ny] = [-dy / len, dx / len];
  const mid = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  if (nx * (out[0] - mid[0]) + ny * (out[1] - mid[1]) < 0) [nx, ny] = [-nx, -ny];
  let d = '';
  for (let i = 0; i < n; i++) {
    // teeth a little uneven, as torn cloth is
    const k = depth * (i % 3 === 1 ? 0.7 : 1);
    const shift = i % 2 ? 0.1 : -0.1;
    d += `L${r2(a[0] + dx * (i + 0.5 + shift) + nx * k)} ${r2(a[1] + dy * (i + 0.5 + shift) + ny * k)}L${r2(a[0] + dx * (i + 1))} ${r2(a[1] + dy * (i + 1))}`;
  }
  return d;
}

/** Stitches across the line from `a` to `b`: the seam itself and `n` short ticks across it, as lines. */
export function stitches(a: Pt, b: Pt, n: number, half = 0.9): string {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const len = Math.hypot(dx, dy);
  const [nx, ny] = [(-dy / len) * half, (dx / len) * half];
  let d = `M${r2(a[0])} ${r2(a[1])}L${r2(b[0])} ${r2(b[1])}`;
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const [x, y] = [a[0] + dx * t, a[1] + dy * t];
    d += `M${r2(x - nx)} ${r2(y - ny)}L${r2(x + nx)} ${r2(y + ny)}`;
  }
  return d;
}

/**
 * Stripes across a garment whose outline is `outline` (one closed shape, absolute M L C Q Z): each band from y0 to
 * y1 (level, or from y0 at the left to y0 + tilt at the right) cut to the outline, an area whose ends lie on the
 * garment's edge.
 */
export function stripesOn(outline: string, stripes: [number, number][], tilt = 0): string[] {
  const edge = flatten(outline);
  const xs = edge.map(([x]) => x);
  const [x0, x1] = [Math.min(...xs) - 1, Math.max(...xs) + 1];
  const rise = (x: number) => (tilt * (x - x0)) / (x1 - x0);
  return stripes.flatMap(([y0, y1]) =>
    intersect(
      [
        [x0, y0],
        [x1, y0 + rise(x1)],
        [x1, y1 + rise(x1)],
        [x0, y1],
      ],
      edge,
    ).map((p) => path(polyD(p))),
  );
}

/**
 * Path data mirrored left to right across the line x = `cx` (the figure's middle): the other wing, ear, arm or
 * shoe drawn from the first. Absolute x's are reflected, relative ones negated, an arc's angle negated and its
 * sweep flipped.
 */
export function mirrorX(d: string, cx = 36): string {
  return mapPath(
    d,
    (cmd, a, abs) => {
      const x = (v: number) => r2(abs ? 2 * cx - v : -v);
      if (cmd === 'H') return [x(a[0])];
      if (cmd === 'V') return a;
      if (cmd === 'A') return [a[0], a[1], -a[2], a[3], 1 - a[4], x(a[5]), a[6]];
      return a.map((v, j) => (j % 2 ? v : x(v)));
    },
    'mirrorX',
  );
}

/**
 * The parts of the area `shape` that lie on the garment `outline` (each one closed shape, absolute M L C Q Z): a
 * sash or a trim laid a little past a garment's edge and cut to it, so its edge there lies on the garment's.
 */
export function cutTo(outline: string, shape: string): string[] {
  for (const d of [outline, shape]) if (/[^MLCQZ\d\s.,-]/.test(d)) throw new Error(`cutTo takes absolute M L C Q Z only: ${d}`);
  return intersect(flatten(shape), flatten(outline)).map((p) => path(polyD(p)));
}

/**
 * A limb along the cubic from `a` to `d` (controls `b`, `c`), `w` across: a sleeve, an arm bent at the elbow, a
 * sceptre's rod. Its ends are square; a hand, a cuff or a shoulder covers them.
 */
export function limb(a: Pt, b: Pt, c: Pt, d: Pt, w: number): string {
  return band(along(a, [[b, c, d]], 20), () => w).d;
}

/**
 * A scalloped hem from (x0, y) to (x1, y) in `n` scallops hanging `depth` below it (a gown's ruffle, a tier of a
 * skirt), as Q commands from (x0, y) (not included).
 */
export function hem(x0: number, x1: number, y: number, n: number, depth: number): string {
  const step = (x1 - x0) / n;
  let d = '';
  for (let i = 0; i < n; i++) d += `Q${r2(x0 + (i + 0.5) * step)} ${r2(y + 2 * depth)} ${r2(x0 + (i + 1) * step)} ${r2(y)}`;
  return d;
}

/**
 * An ermine spot on white fur, the black tail a royal trim is dotted with, drawn as an area `h` tall to colour: a
 * drop, pointed at the top, round at the bottom.
 */
export function ermineSpot(x: number, y: number, h = 2.2): string {
  const [t, w] = [h / 2, h * 0.36];
  return `M${r2(x)} ${r2(y - t)}C${r2(x + w * 0.5)} ${r2(y - t * 0.3)} ${r2(x + w * 1.25)} ${r2(y + t * 0.2)} ${r2(x + w * 0.9)} ${r2(y + t * 0.7)}Q${r2(x)} ${r2(y + t * 1.35)} ${r2(x - w * 0.9)} ${r2(y + t * 0.7)}C${r2(x - w * 1.25)} ${r2(y + t * 0.2)} ${r2(x - w * 0.5)} ${r2(y - t * 0.3)} ${r2(x)} ${r2(y - t)}Z`;
}

/**
 * Long hair seen from the front, behind the head, the same both sides of x = 36: from its top (36, `top`) round to
 * the right temple `temple`, then down in `waves` (each a Q's control and end point: the outer waves, then the
 * curls at its ends, the last one innermost), straight across behind the body to the mirrored last point and up the
 * left side in the same waves.
 */
export function wavyHair(top: number, temple: Pt, waves: [number, number, number, number][]): string {
  const X = (x: number) => r2(72 - x);
  const [tx, ty] = temple;
  const c1 = `${r2(36 + (tx - 36) * 0.65)} ${top}`;
  const c2 = `${tx} ${r2(top + (ty - top) * 0.4)}`;
  let d = `M36 ${top}C${c1} ${c2} ${tx} ${ty}`;
  for (const [cx, cy, x, y] of waves) d += `Q${cx} ${cy} ${x} ${y}`;
  const ends: Pt[] = [temple, ...waves.map(([, , x, y]): Pt => [x, y])];
  d += `L${X(ends[ends.length - 1][0])} ${ends[ends.length - 1][1]}`;
  for (let i = waves.length - 1; i >= 0; i--) d += `Q${X(waves[i][0])} ${waves[i][1]} ${X(ends[i][0])} ${ends[i][1]}`;
  return `${d}C${X(tx)} ${r2(top + (ty - top) * 0.4)} ${X(36 + (tx - 36) * 0.65)} ${top} 36 ${top}Z`;
}

/** Two lashes curling out from each eye's outer corner, for eyes of radius `r` at `eyes` (left of x = 36 or right). */
export function lashes(eyes: Pt[], r: number): string {
  let d = '';
  for (const [x, y] of eyes) {
    const side = x < 36 ? -1 : 1;
    // where each lash leaves the eye and which way it points (degrees, up from the horizontal outward)
    for (const [from, to] of [
      [-40, -37],
      [-4, -15],
    ]) {
      const [a, b] = [(from * Math.PI) / 180, (to * Math.PI) / 180];
      const [x0, y0] = [x + side * r * Math.cos(a), y + r * Math.sin(a)];
      const [x1, y1] = [x0 + side * 1.5 * Math.cos(b), y0 + 1.5 * Math.sin(b)];
      d += `M${r2(x0)} ${r2(y0)}Q${r2((x0 + x1) / 2 + side * 0.1)} ${r2((y0 + y1) / 2 + 0.25)} ${r2(x1)} ${r2(y1)}`;
    }
  }
  return d;
}
