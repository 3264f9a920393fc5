// Turns one flat-colour emoji (Fluent Emoji Flat: layered filled shapes on a 32-unit square) into the motif
// fragments the studio draws, in OpenMoji's 72-unit box:
//   f: the silhouette, drawn white with a black outline
//   s: every border between two colour areas, drawn as a black line (each colour area becomes a closed area)
//   d: the small dark areas (eyes, pupils, nostrils, mouths), drawn solid black so faces read
// The shapes overlap (later ones paint over earlier ones), so the visible colour areas are found on a raster
// drawn without anti-aliasing (every pixel is one of the emoji's own colours), then their borders are traced
// as a graph: each stretch of border between two junctions is smoothed and simplified once, so two areas that
// share a border share the same line and no slivers open between them.
import sharp from 'sharp';

const UNITS = 32; // the set's square
const PX = 20; // raster pixels per unit: 640 px, a pixel is 1/20 of a unit
const OUT = 72 / UNITS; // output units per source unit (the OpenMoji box)

/** Areas smaller than this (source units²) are merged into a neighbour: at the size a motif is printed they are specks. */
const MIN_AREA = 1.1;
/** Areas thinner than this (twice area over perimeter, source units) are slivers a line would fill. */
const MIN_THICKNESS = 0.5;
/** Dark areas up to this share of the figure are drawn solid black: eyes, pupils, noses, mouths. */
const DOT_MAX_SHARE = 0.03;
/** Dark areas smaller than this (source units²) are dropped even as dots. */
const DOT_MIN_AREA = 0.12;
const DARK_LUMINANCE = 0.3;
/** A dark area more colourful than this is a dot only when under DOT_TINY_SHARE of the figure. */
const DOT_MAX_CHROMA = 0.25;
const DOT_TINY_SHARE = 0.004;
/** Round dots (eyes) smaller than this (source units²) are enlarged towards it, by at most DOT_GROW: the set's eyes are small for a printed face. */
const DOT_TARGET_AREA = 2.8;
const DOT_GROW = 2;
/** A dark area bigger than a grown eye is a dot only inside the figure: past this share of its border on the outline it is a foot, a leg, a claw or a bar (a nose at the tip of a snout has a third). */
const DOT_MAX_OUTLINE_SHARE = 0.4;
/**
 * Past twice a grown eye, a dark area is a dot only when thin (a mouth's line, source units) or a round pupil in a light
 * eye: a patch, a band or a spot on a coloured wing is an area.
 */
const BIG_DOT_MAX_THICKNESS = 0.7;
const PUPIL_MIN_ROUNDNESS = 0.7;
const EYE_WHITE_LUMINANCE = 0.7;

type Comp = { id: number; area: number; perimeter: number; colour: number; dot: boolean; nb: Map<number, number> };

function luminance(rgb: number): number {
  return (0.2126 * ((rgb >> 16) & 255) + 0.7152 * ((rgb >> 8) & 255) + 0.0722 * (rgb & 255)) / 255;
}

/** How far from grey a colour is (0 grey, 1 a pure hue). */
function chroma(rgb: number): number {
  const c = [(rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255];
  return (Math.max(...c) - Math.min(...c)) / 255;
}

/** The visible colour areas as a label raster (0 = outside), tiny areas merged and dark small ones marked as dots. */
async function colourAreas(body: string) {
  const size = UNITS * PX;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${UNITS} ${UNITS}" width="${size}" height="${size}" shape-rendering="crispEdges">${body}</svg>`;
  const { data } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const W = size,
    H = size,
    n = W * H;
  const colour = new Int32Array(n);
  for (let i = 0; i < n; i++) colour[i] = data[i * 4 + 3] < 128 ? -1 : (data[i * 4] << 16) | (data[i * 4 + 1] << 8) | data[i * 4 + 2];
  // 4-connected components of one colour.
  const label = new Int32Array(n);
  const comps: Comp[] = [{ id: 0, area: 0, perimeter: 0, colour: -1, dot: false, nb: new Map() }];
  const stack = new Int32Array(n);
  for (let start = 0; start < n; start++) {
    if (label[start] || colour[start] < 0) continue;
    const id = comps.length;
    const c: Comp = { id, area: 0, perimeter: 0, colour: colour[start], dot: false, nb: new Map() };
    comps.push(c);
    let top = 0;
    stack[top++] = start;
    label[start] = id;
    while (top) {
      const p = stack[--top];
      c.area++;
      const x = p % W;
      for (const q of [p >= W ? p - W : -1, p < n - W ? p + W : -1, x > 0 ? p - 1 : -1, x < W - 1 ? p + 1 : -1]) {
        if (q < 0 || label[q] || colour[q] !== c.colour) continue;
        label[q] = id;
        stack[top++] = q;
      }
    }
  }
  // Shared border lengths between areas (the outside counts as area 0, also past the raster's edge).
  const touch = (a: number, b: number) => {
    if (a === b) return;
    comps[a].nb.set(b, (comps[a].nb.get(b) ?? 0) + 1);
    comps[b].nb.set(a, (comps[b].nb.get(a) ?? 0) + 1);
    comps[a].perimeter++;
    comps[b].perimeter++;
  };
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const p = y * W + x;
      touch(label[p], x < W - 1 ? label[p + 1] : 0);
      touch(label[p], y < H - 1 ? label[p + W] : 0);
      if (x === 0) touch(label[p], 0);
      if (y === 0) touch(label[p], 0);
    }
  const px2 = PX * PX;
  let figure = 0;
  for (const c of comps) if (c.id) figure += c.area;
  // A dark area is a dot when it is near grey (an eye, a pupil, a mouth) or tiny (a nostril): a deep red or brown
  // part (a crab's legs, a scorpion's tail) is a part of the body to colour, not ink. One bigger than a grown eye
  // must also sit inside the figure and, past twice that, be a line or a pupil in a light eye: the scorpion's grey
  // legs and claws, the skunk's feet, the tram's skirt, the rocket's band and the butterfly's wing spots printed as
  // large solid black; the owl's pupils stay.
  const eyeLike = (c: Comp) => {
    if (c.area <= DOT_TARGET_AREA * px2) return true;
    if ((c.nb.get(0) ?? 0) > DOT_MAX_OUTLINE_SHARE * c.perimeter) return false;
    if (c.area <= 2 * DOT_TARGET_AREA * px2) return true;
    const thickness = (2 * c.area) / c.perimeter;
    if (thickness < BIG_DOT_MAX_THICKNESS * PX) return true;
    let host = 0,
      shared = 0;
    for (const [b, len] of c.nb)
      if (b && len > shared) {
        host = b;
        shared = len;
      }
    const roundness = thickness / Math.sqrt(c.area / Math.PI);
    return host > 0 && roundness >= PUPIL_MIN_ROUNDNESS && luminance(comps[host].colour) > EYE_WHITE_LUMINANCE;
  };
  for (const c of comps)
    c.dot =
      c.id > 0 &&
      luminance(c.colour) < DARK_LUMINANCE &&
      c.area <= DOT_MAX_SHARE * figure &&
      (chroma(c.colour) < DOT_MAX_CHROMA || c.area <= DOT_TINY_SHARE * figure) &&
      eyeLike(c);
  // Merge the smallest too-small area into the neighbour it shares most border with, until none is left.
  const parent = comps.map((c) => c.id);
  const find = (a: number): number => (parent[a] === a ? a : (parent[a] = find(parent[a])));
  const alive = new Set(comps.slice(1).map((c) => c.id));
  const tooSmall = (c: Comp) => (c.dot ? c.area < DOT_MIN_AREA * px2 : c.area < MIN_AREA * px2 || (2 * c.area) / c.perimeter < MIN_THICKNESS * PX);
  for (;;) {
    let worst: Comp | undefined;
    for (const id of alive) if (tooSmall(comps[id]) && (!worst || comps[id].area < worst.area)) worst = comps[id];
    if (!worst) break;
    // A light speck inside an eye joins the eye; otherwise the longest shared border wins, the outside last.
    let into = 0,
      best = -1;
    for (const [b, len] of worst.nb) {
      const score = (b === 0 ? 0 : len) + (comps[b].dot && !worst.dot ? 1e6 : 0);
      if (score > best) {
        best = score;
        into = b;
      }
    }
    alive.delete(worst.id);
    parent[worst.id] = into;
    const target = comps[into];
    target.area += worst.area;
    target.perimeter += worst.perimeter - 2 * (worst.nb.get(into) ?? 0);
    for (const [b, len] of worst.nb) {
      comps[b].nb.delete(worst.id);
      if (b === into) continue;
      target.nb.set(b, (target.nb.get(b) ?? 0) + len);
      comps[b].nb.set(into, (comps[b].nb.get(into) ?? 0) + len);
    }
    target.nb.delete(into);
  }
  // Dots that touch once the specks between them are merged print as one blot (the SUV's roof rack is a row of
  // small dark pieces): each group of them is judged whole, and stays ink or becomes areas together.
  const judged = new Set<number>();
  for (const id of alive) {
    const c = comps[id];
    if (!c.dot || judged.has(c.id)) continue;
    const group = [c];
    judged.add(c.id);
    for (let i = 0; i < group.length; i++)
      for (const b of group[i].nb.keys())
        if (comps[b].dot && !judged.has(b)) {
          judged.add(b);
          group.push(comps[b]);
        }
    const whole: Comp = { id: c.id, area: 0, perimeter: 0, colour: c.colour, dot: true, nb: new Map() };
    const inGroup = new Set(group.map((g) => g.id));
    for (const g of group) {
      whole.area += g.area;
      whole.perimeter += g.perimeter;
      for (const [b, len] of g.nb) {
        if (inGroup.has(b)) whole.perimeter -= len;
        else whole.nb.set(b, (whole.nb.get(b) ?? 0) + len);
      }
    }
    if (!eyeLike(whole)) for (const g of group) g.dot = false;
  }
  // Centre and growth factor of each dot: only round ones grow (a mouth's line keeps its length).
  const sx = new Float64Array(comps.length),
    sy = new Float64Array(comps.length);
  for (let i = 0; i < n; i++) {
    label[i] = label[i] ? find(label[i]) : 0;
    sx[label[i]] += i % W;
    sy[label[i]] += Math.floor(i / W);
  }
  const grow = (id: number) => {
    const c = comps[id];
    const roundness = (2 * c.area) / c.perimeter / Math.sqrt(c.area / Math.PI);
    return roundness < 0.45 ? 1 : Math.min(DOT_GROW, Math.max(1, Math.sqrt((DOT_TARGET_AREA * px2) / c.area)));
  };
  const centre = (id: number): Pt => [sx[id] / comps[id].area + 0.5, sy[id] / comps[id].area + 0.5];
  return { label, W, H, dot: (id: number) => comps[id].dot, grow, centre };
}

type Pt = [number, number];
type Chain = { pts: Pt[]; left: number; right: number; closed: boolean };

/**
 * Traces the borders between labels on the pixel-corner lattice. A corner where three or more areas meet (or two
 * meet diagonally) is a junction; the border between two junctions is one chain, with the area on its left and right
 * (walking from the first point to the last, y pointing down).
 */
function traceChains(label: Int32Array, W: number, H: number): Chain[] {
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= W || y >= H ? 0 : label[y * W + x]);
  // Unit edges from corner (x, y): 0 right, 1 down, 2 left, 3 up. A border edge separates two different labels.
  const DX = [1, 0, -1, 0],
    DY = [0, 1, 0, -1];
  // Labels left and right of the unit edge leaving (x, y) in direction dir.
  const sides = (x: number, y: number, dir: number): [number, number] => {
    if (dir === 0) return [at(x, y - 1), at(x, y)];
    if (dir === 1) return [at(x, y), at(x - 1, y)];
    if (dir === 2) return [at(x - 1, y), at(x - 1, y - 1)];
    return [at(x - 1, y - 1), at(x, y - 1)];
  };
  const isBorder = (x: number, y: number, dir: number) => {
    const [l, r] = sides(x, y, dir);
    return l !== r;
  };
  const CW = W + 1;
  const degree = (x: number, y: number) => {
    let d = 0;
    for (let dir = 0; dir < 4; dir++) if (isBorder(x, y, dir)) d++;
    return d;
  };
  // Each undirected unit edge is keyed by its lower-left corner and axis (horizontal or vertical).
  const used = new Uint8Array(CW * (H + 1) * 2);
  const key = (x: number, y: number, dir: number) => {
    if (dir === 0) return (y * CW + x) * 2;
    if (dir === 2) return (y * CW + x - 1) * 2;
    if (dir === 1) return (y * CW + x) * 2 + 1;
    return ((y - 1) * CW + x) * 2 + 1;
  };
  const chains: Chain[] = [];
  const walk = (sx: number, sy: number, sdir: number, isJunction: (x: number, y: number) => boolean) => {
    const [left, right] = sides(sx, sy, sdir);
    const pts: Pt[] = [[sx, sy]];
    let x = sx,
      y = sy,
      dir = sdir;
    for (;;) {
      used[key(x, y, dir)] = 1;
      x += DX[dir];
      y += DY[dir];
      pts.push([x, y]);
      if (isJunction(x, y) || (x === sx && y === sy)) break;
      // Continue along the one other border edge that keeps the same two areas on the same sides.
      let next = -1;
      for (const d of [dir, (dir + 1) % 4, (dir + 3) % 4]) {
        if (!isBorder(x, y, d) || used[key(x, y, d)]) continue;
        const [l, r] = sides(x, y, d);
        if (l === left && r === right) next = d;
      }
      if (next < 0) break;
      dir = next;
    }
    chains.push({ pts, left, right, closed: x === sx && y === sy });
  };
  const junction = new Uint8Array(CW * (H + 1));
  for (let y = 0; y <= H; y++)
    for (let x = 0; x <= W; x++) {
      const d = degree(x, y);
      if (d > 2) junction[y * CW + x] = 1;
    }
  const isJunction = (x: number, y: number) => junction[y * CW + x] === 1;
  for (let y = 0; y <= H; y++)
    for (let x = 0; x <= W; x++) {
      if (!isJunction(x, y)) continue;
      for (let dir = 0; dir < 4; dir++) if (isBorder(x, y, dir) && !used[key(x, y, dir)]) walk(x, y, dir, isJunction);
    }
  // Borders with no junction are closed rings (an eye inside a face).
  for (let y = 0; y <= H; y++)
    for (let x = 0; x <= W; x++) for (const dir of [0, 1]) if (isBorder(x, y, dir) && !used[key(x, y, dir)]) walk(x, y, dir, isJunction);
  return chains;
}

/** Removes the pixel staircase (edge midpoints, then a few smoothing passes) and drops points within `tol` of the line. */
function smoothChain(c: Chain, tol: number): Pt[] {
  const p = c.pts;
  let pts: Pt[];
  if (c.closed) pts = p.slice(0, -1).map((a, i) => [(a[0] + p[i + 1][0]) / 2, (a[1] + p[i + 1][1]) / 2]);
  else pts = [p[0], ...p.slice(0, -1).map((a, i): Pt => [(a[0] + p[i + 1][0]) / 2, (a[1] + p[i + 1][1]) / 2]), p[p.length - 1]];
  for (let pass = 0; pass < 3; pass++) {
    const n = pts.length;
    pts = pts.map((a, i) => {
      if (!c.closed && (i === 0 || i === n - 1)) return a;
      const b = pts[(i - 1 + n) % n],
        d = pts[(i + 1) % n];
      return [(b[0] + 2 * a[0] + d[0]) / 4, (b[1] + 2 * a[1] + d[1]) / 4];
    });
  }
  if (c.closed) {
    const half = Math.floor(pts.length / 2);
    const a = simplify(pts.slice(0, half + 1), tol),
      b = simplify([...pts.slice(half), pts[0]], tol);
    return [...a, ...b.slice(1)];
  }
  return simplify(pts, tol);
}

function simplify(pts: Pt[], tol: number): Pt[] {
  if (pts.length < 3) return pts;
  const keep = new Uint8Array(pts.length);
  keep[0] = keep[pts.length - 1] = 1;
  const todo: [number, number][] = [[0, pts.length - 1]];
  while (todo.length) {
    const [i, j] = todo.pop()!;
    const [ax, ay] = pts[i],
      [bx, by] = pts[j];
    const len = Math.hypot(bx - ax, by - ay) || 1;
    let far = -1,
      farD = tol;
    for (let k = i + 1; k < j; k++) {
      const d = Math.abs((bx - ax) * (ay - pts[k][1]) - (ax - pts[k][0]) * (by - ay)) / len;
      if (d > farD) {
        farD = d;
        far = k;
      }
    }
    if (far > 0) {
      keep[far] = 1;
      todo.push([i, far], [far, j]);
    }
  }
  return pts.filter((_, i) => keep[i]);
}

const num = (v: number) => {
  const r = Math.round((v / PX) * OUT * 10) / 10;
  return String(r === 0 ? 0 : r);
};
const pathOf = (pts: Pt[], close: boolean) => `M${pts.map(([x, y]) => `${num(x)} ${num(y)}`).join(' ')}${close ? 'z' : ''}`;

/** Joins chains (already turned so the area is on their left) into closed loops, end to start. */
function loops(parts: Pt[][]): Pt[][] {
  const out: Pt[][] = [];
  const byStart = new Map<string, number[]>();
  const k = (p: Pt) => `${p[0]},${p[1]}`;
  parts.forEach((p, i) => byStart.set(k(p[0]), [...(byStart.get(k(p[0])) ?? []), i]));
  const used = new Uint8Array(parts.length);
  for (let i = 0; i < parts.length; i++) {
    if (used[i]) continue;
    used[i] = 1;
    const loop = [...parts[i]];
    const first = k(loop[0]);
    for (let guard = 0; guard < parts.length && k(loop[loop.length - 1]) !== first; guard++) {
      const next = (byStart.get(k(loop[loop.length - 1])) ?? []).find((j) => !used[j]);
      if (next === undefined) break;
      used[next] = 1;
      loop.push(...parts[next].slice(1));
    }
    out.push(loop);
  }
  return out;
}

/** The motif fragments of one flat emoji body (the SVG inside a 0 0 32 32 viewBox). */
export async function outlineFlatEmoji(body: string): Promise<{ f: string; s: string; d: string }> {
  const { label, W, H, dot, grow, centre } = await colourAreas(body);
  const chains = traceChains(label, W, H);
  const tol = 0.6;
  const smooth = chains.map((c) => smoothChain(c, tol));
  const rev = (p: Pt[]) => [...p].reverse();
  // The silhouette: borders with the outside, turned so the figure is on the left; the same for each dark dot.
  const outer: Pt[][] = [];
  const dots = new Map<number, Pt[][]>();
  const addDot = (id: number, pts: Pt[]) => dots.set(id, [...(dots.get(id) ?? []), pts]);
  let lines = '';
  chains.forEach((c, i) => {
    const pts = smooth[i];
    if (c.right === 0) outer.push(pts);
    else if (c.left === 0) outer.push(rev(pts));
    if (dot(c.left)) addDot(c.left, pts);
    if (dot(c.right)) addDot(c.right, rev(pts));
    if (c.left && c.right && !dot(c.left) && !dot(c.right)) lines += pathOf(pts, c.closed);
  });
  const ring = (p: Pt[]) => pathOf(p.length > 1 && p[0][0] === p.at(-1)![0] && p[0][1] === p.at(-1)![1] ? p.slice(0, -1) : p, true);
  const shape = (parts: Pt[][]) => loops(parts).map(ring).join('');
  const f = outer.length ? `<path d="${shape(outer)}"/>` : '';
  const s = lines ? `<path d="${lines}"/>` : '';
  let dotPaths = '';
  for (const [id, parts] of dots) {
    const k = grow(id),
      [cx, cy] = centre(id);
    const scaled = loops(parts).map((p) => p.map(([x, y]): Pt => [cx + k * (x - cx), cy + k * (y - cy)]));
    dotPaths += scaled.map(ring).join('');
  }
  const d = dotPaths ? `<path d="${dotPaths}"/>` : '';
  return { f, s, d };
}
