// Helpers the costume and storybook figures drawn by us share (the clown, the zombie, the angel, the fairy, the
// witch, the elf, the genie: figures-*.ts), in OpenMoji's 72-unit box. Ours (MIT).
import { flatten, intersect, polyD } from './clip';
import { KAWAII_FACE, kawaiiFace, pupil, type FaceLayout } from './kawaii-face';
import { path, r2, type Pt } from './shapes';

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

/** How many numbers each path command takes. */
const ARGS: Record<string, number> = { M: 2, L: 2, T: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, A: 7, Z: 0 };

/**
 * Path data mirrored left to right across the line x = `cx` (the figure's middle): the other wing, ear, arm or
 * shoe drawn from the first. Absolute x's are reflected, relative ones negated, an arc's angle negated and its
 * sweep flipped.
 */
export function mirrorX(d: string, cx = 36): string {
  const tokens = d.match(/[MLHVCSQTAZ]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi) ?? [];
  let out = '';
  let cmd = '';
  let i = 0;
  while (i < tokens.length) {
    if (/[a-z]/i.test(tokens[i])) {
      cmd = tokens[i++];
      out += cmd;
      if (cmd.toUpperCase() === 'Z') continue;
    }
    const upper = cmd.toUpperCase();
    const n = ARGS[upper];
    if (!n) throw new Error(`mirrorX: no numbers expected after ${cmd} in ${d}`);
    const a = tokens.slice(i, i + n).map(Number);
    i += n;
    const x = (v: number) => r2(cmd === upper ? 2 * cx - v : -v);
    const moved =
      upper === 'H' ? [x(a[0])] : upper === 'V' ? a : upper === 'A' ? [a[0], a[1], -a[2], a[3], 1 - a[4], x(a[5]), a[6]] : a.map((v, j) => (j % 2 ? v : x(v)));
    out += `${moved.join(' ')} `;
  }
  return out.replace(/ (?=[A-Za-z]|$)/g, '');
}
