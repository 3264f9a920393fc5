// Path pieces for the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box.
// The art kit (this file, clip.ts, kawaii-face.ts, figures-kit.ts) lives under lib/ because the studio draws with
// it at run time too (the storybook children, lib/studio/scene/child-*.ts), not only the motif build.

export const r2 = (n: number) => Math.round(n * 100) / 100;
export const pt = (cx: number, cy: number, r: number, a: number) => `${r2(cx + r * Math.cos(a))} ${r2(cy + r * Math.sin(a))}`;
export const path = (d: string) => `<path d="${d}"/>`;

export type Pt = [number, number];
/** The point at `t` on the cubic Bézier from `a` to `d` with controls `b`, `c`. */
export const cubic = (a: Pt, b: Pt, c: Pt, d: Pt, t: number): Pt => {
  const u = 1 - t;
  return [0, 1].map((i) => r2(u * u * u * a[i] + 3 * u * u * t * b[i] + 3 * u * t * t * c[i] + t * t * t * d[i])) as Pt;
};
export const circle = (cx: number, cy: number, r: number) => `M${r2(cx - r)} ${cy}a${r} ${r} 0 1 0 ${r2(2 * r)} 0a${r} ${r} 0 1 0 ${r2(-2 * r)} 0Z`;

/** A four-pointed sparkle centred on (cx, cy), `r` to its points, its waist a third of that. */
export function sparkle(cx: number, cy: number, r: number): string {
  const points = Array.from({ length: 8 }, (_, i) => pt(cx, cy, i % 2 ? r * 0.34 : r, (i * Math.PI) / 4 - Math.PI / 2));
  return `M${points.join('L')}Z`;
}

/** A five-pointed star centred on (cx, cy), `r` to its points, its inner corners at 0.45 r. */
export function starPath(cx: number, cy: number, r: number): string {
  const points = Array.from({ length: 10 }, (_, i) => pt(cx, cy, i % 2 ? r * 0.45 : r, -Math.PI / 2 + (i * Math.PI) / 5));
  return `M${points.join('L')}Z`;
}

/** A rectangle from (x0, y0) to (x1, y1) with corners rounded by `r`. */
export const roundRect = (x0: number, y0: number, x1: number, y1: number, r: number) =>
  `M${x0 + r} ${y0}H${x1 - r}Q${x1} ${y0} ${x1} ${y0 + r}V${y1 - r}Q${x1} ${y1} ${x1 - r} ${y1}H${x0 + r}Q${x0} ${y1} ${x0} ${y1 - r}V${y0 + r}Q${x0} ${y0} ${x0 + r} ${y0}Z`;

/** An ellipse centred on (cx, cy) with radii `rx`, `ry`. */
export const ellipse = (cx: number, cy: number, rx: number, ry: number) =>
  `M${r2(cx - rx)} ${cy}a${rx} ${ry} 0 1 0 ${r2(2 * rx)} 0a${rx} ${ry} 0 1 0 ${r2(-2 * rx)} 0Z`;

/** A point on the ellipse centred on (cx, cy) at angle `a` (radians, y down). */
export const onEllipse = (cx: number, cy: number, rx: number, ry: number, a: number): Pt => [r2(cx + rx * Math.cos(a)), r2(cy + ry * Math.sin(a))];

/** An ellipse centred on (cx, cy) with radii `rx`, `ry`, its long axis turned `deg` degrees. */
export function turnedEllipse(cx: number, cy: number, rx: number, ry: number, deg = 0): string {
  const a = (deg * Math.PI) / 180;
  const [x0, y0] = [cx - rx * Math.cos(a), cy - rx * Math.sin(a)];
  const [x1, y1] = [cx + rx * Math.cos(a), cy + rx * Math.sin(a)];
  return `M${r2(x0)} ${r2(y0)}A${rx} ${ry} ${deg} 1 0 ${r2(x1)} ${r2(y1)}A${rx} ${ry} ${deg} 1 0 ${r2(x0)} ${r2(y0)}Z`;
}

/** A ring of `n` round scallops around (cx, cy): the scallops' tips at `r + bump`, their valleys at `r`. */
export function scallops(cx: number, cy: number, r: number, n: number, bump: number): string {
  let d = `M${pt(cx, cy, r, -Math.PI / 2)}`;
  for (let i = 0; i < n; i++) {
    const a0 = -Math.PI / 2 + (i * 2 * Math.PI) / n;
    const a1 = a0 + (2 * Math.PI) / n;
    const mid = (a0 + a1) / 2;
    // a cubic through the tip, its controls pushed out either side of it
    d += `C${pt(cx, cy, r + bump * 1.3, a0 + (mid - a0) * 0.2)} ${pt(cx, cy, r + bump * 1.3, a1 - (a1 - mid) * 0.2)} ${pt(cx, cy, r, a1)}`;
  }
  return `${d}Z`;
}

/** Points along a chain of cubics (each [b, c, d] after the start `a`), `n` to a cubic. */
export function along(a: Pt, cubics: [Pt, Pt, Pt][], n = 16): Pt[] {
  const out: Pt[] = [a];
  let from = a;
  for (const [b, c, d] of cubics) {
    for (let i = 1; i <= n; i++) out.push(cubic(from, b, c, d, i / n));
    from = d;
  }
  return out;
}

/** A closed band along `line`, `width(t)` across at the share `t` of the way: a trunk, a horn, a tail. */
export function band(line: Pt[], width: (t: number) => number): { d: string; left: Pt[]; right: Pt[] } {
  const left: Pt[] = [];
  const right: Pt[] = [];
  line.forEach(([x, y], i) => {
    const [ax, ay] = line[Math.max(0, i - 1)];
    const [bx, by] = line[Math.min(line.length - 1, i + 1)];
    const len = Math.hypot(bx - ax, by - ay) || 1;
    const [nx, ny] = [-(by - ay) / len, (bx - ax) / len];
    const w = width(i / (line.length - 1)) / 2;
    left.push([r2(x + nx * w), r2(y + ny * w)]);
    right.push([r2(x - nx * w), r2(y - ny * w)]);
  });
  const d = `M${left.map((p) => p.join(' ')).join('L')}L${right
    .reverse()
    .map((p) => p.join(' '))
    .join('L')}Z`;
  right.reverse();
  return { d, left, right };
}

/** A scalloped ring around an ellipse: `n` round bumps standing `bump` out of it (a sheep's wool, a cloud). */
export function fleece(cx: number, cy: number, rx: number, ry: number, n: number, bump: number, turn = 0): string {
  const at = (a: number, out: number) => onEllipse(cx, cy, rx + out, ry + out, a).join(' ');
  let d = `M${at(turn, 0)}`;
  for (let i = 0; i < n; i++) {
    const a0 = turn + (i * 2 * Math.PI) / n;
    const a1 = a0 + (2 * Math.PI) / n;
    d += `C${at(a0 + (a1 - a0) * 0.1, bump * 1.35)} ${at(a1 - (a1 - a0) * 0.1, bump * 1.35)} ${at(a1, 0)}`;
  }
  return `${d}Z`;
}

/** How many numbers each path command takes. */
export const PATH_ARGS: Record<string, number> = { M: 2, L: 2, T: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, A: 7, Z: 0 };
/** Path data cut into its commands and numbers. */
export const pathTokens = (d: string): string[] => d.match(/[MLHVCSQTAZ]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi) ?? [];

/**
 * Path data with each command's numbers replaced by `map(cmd, numbers, abs)` (`cmd` upper-cased; `abs`: the
 * numbers are absolute, as a path's first moveto is even when written `m`): the one walk over a path's commands
 * that moving, scaling and mirroring share.
 */
export function mapPath(d: string, map: (cmd: string, a: number[], abs: boolean) => number[], name = 'mapPath'): string {
  const tokens = pathTokens(d);
  let out = '';
  let cmd = '';
  let i = 0;
  let first = true;
  while (i < tokens.length) {
    if (/[a-z]/i.test(tokens[i])) {
      cmd = tokens[i++];
      out += cmd;
      if (cmd.toUpperCase() === 'Z') continue;
    }
    const upper = cmd.toUpperCase();
    const n = PATH_ARGS[upper];
    if (!n) throw new Error(`${name}: no numbers expected after ${cmd} in ${d}`);
    const a = tokens.slice(i, i + n).map(Number);
    i += n;
    const abs = cmd === upper || (upper === 'M' && first);
    first = false;
    out += `${map(upper, a, abs).join(' ')} `;
  }
  return out.replace(/ (?=[A-Za-z]|$)/g, '');
}

/**
 * Path data drawn again `k` times as large (k > 0), then moved by (dx, dy): a drawing of one motif reused inside
 * another (the goldfish in its bowl). Absolute points are scaled and moved, relative ones only scaled, an arc's
 * radii scaled and its angle and flags kept.
 */
export function movePath(d: string, k: number, dx: number, dy: number): string {
  return mapPath(
    d,
    (cmd, a, abs) => {
      const x = (v: number) => r2(abs ? v * k + dx : v * k);
      const y = (v: number) => r2(abs ? v * k + dy : v * k);
      if (cmd === 'H') return [x(a[0])];
      if (cmd === 'V') return [y(a[0])];
      if (cmd === 'A') return [r2(a[0] * k), r2(a[1] * k), a[2], a[3], a[4], x(a[5]), y(a[6])];
      return a.map((v, j) => (j % 2 ? y(v) : x(v)));
    },
    'movePath',
  );
}

/** Every `d="…"` in `markup` moved as `movePath` moves it. */
export const movePaths = (markup: string, k: number, dx: number, dy: number) =>
  markup.replace(/\bd="([^"]*)"/g, (_, d: string) => `d="${movePath(d, k, dx, dy)}"`);

/** Whether the point lies inside the polygon (even-odd rule). */
export function insidePolygon([x, y]: Pt, poly: Pt[]): boolean {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [a, b] = [poly[i], poly[j]];
    if (a[1] > y !== b[1] > y && x < ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]) + a[0]) hit = !hit;
  }
  return hit;
}

/** A closed path through the points, rounded to two decimals. */
export const poly = (p: Pt[]) => `M${p.map(([x, y]) => `${r2(x)} ${r2(y)}`).join('L')}Z`;
/** An open path through the points, rounded to two decimals. */
export const line = (p: Pt[]) => `M${p.map(([x, y]) => `${r2(x)} ${r2(y)}`).join('L')}`;

/** Points along an open Catmull-Rom curve through `pts`, `n` to a span: a leg's, a stalk's or a tail's middle. */
export function curveThrough(pts: Pt[], n = 8): Pt[] {
  const ext = [pts[0], ...pts, pts[pts.length - 1]];
  const out: Pt[] = [];
  for (let i = 1; i + 2 < ext.length; i++) {
    const [p0, p1, p2, p3] = [ext[i - 1], ext[i], ext[i + 1], ext[i + 2]];
    for (let k = 0; k < n; k++) {
      const t = k / n;
      const c = (j: number) =>
        0.5 * (2 * p1[j] + (-p0[j] + p2[j]) * t + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t * t + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t ** 3);
      out.push([r2(c(0)), r2(c(1))]);
    }
  }
  out.push(pts[pts.length - 1]);
  return out;
}

/** The point a share `t` of the way from `a` to `b`. */
export const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
