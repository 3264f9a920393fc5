// Ground, sky and frame elements drawn directly as closed shapes, so they add regions to colour, never gaps.
import type { Rng } from './prng';
import { motifData } from './motif-art';
import { f, type Box } from './paper';
import { PERCHES } from './subject-kinds';

const stroke = (w: number) => `fill="#fff" stroke="#000" stroke-width="${f(w)}" stroke-linejoin="round" stroke-linecap="round"`;

/** The corner radius of the frame, which clipped backgrounds share so nothing shows outside it. */
export function frameRadius(inner: Box): number {
  return Math.min(inner.w, inner.h) * 0.04;
}

/** The clip path (`#drawing`) that keeps a page's drawing inside its frame's rounded rectangle. */
export function drawingClip(inner: Box): string {
  return `<clipPath id="drawing"><rect x="${f(inner.x)}" y="${f(inner.y)}" width="${f(inner.w)}" height="${f(inner.h)}" rx="${f(frameRadius(inner))}"/></clipPath>`;
}

export function frame(inner: Box, sw: number): string {
  return `<rect x="${f(inner.x)}" y="${f(inner.y)}" width="${f(inner.w)}" height="${f(inner.h)}" rx="${f(frameRadius(inner))}" fill="none" stroke="#000" stroke-width="${f(sw * 1.4)}"/>`;
}

/**
 * Where a bough joins a perched bird's branch (`PERCHES`): the x of the branch's right end (its left, mirrored)
 * and the branch's top and bottom edges there, on the page. `drawn` is the bird's box as drawMotif drew it.
 */
export function perchJoint(id: string, drawn: Box, mirror: boolean): { jx: number; ty: number; by: number } | undefined {
  const perch = PERCHES[id],
    m = motifData(id);
  if (!perch || !m) return undefined;
  const [x0, y0, x1] = m.b;
  const s = drawn.w / (x1 - x0);
  const [px, top, bottom] = perch;
  return { jx: mirror ? drawn.x + drawn.w - (px - x0) * s : drawn.x + (px - x0) * s, ty: drawn.y + (top - y0) * s, by: drawn.y + (bottom - y0) * s };
}

/** The bough's ends and the control points of its edges (see `perchBough`). */
function boughShape(id: string, drawn: Box, mirror: boolean, inner: Box, end?: number) {
  const joint = perchJoint(id, drawn, mirror);
  if (!joint) return undefined;
  const { jx, ty, by } = joint;
  const edge = end ?? (mirror ? inner.x - 2 : inner.x + inner.w + 2);
  const t = by - ty,
    len = Math.abs(edge - jx);
  const dip = Math.min(len * 0.15, t * 1.4);
  const eTop = ty + dip - t * 0.3,
    eBottom = by + dip + t * 0.3;
  // Both edges bow up a little between the branch and the frame.
  return { jx, ty, by, edge, eTop, eBottom, cx: (jx + edge) / 2, cTop: (ty + eTop) / 2 - t * 0.35, cBottom: (by + eBottom) / 2 - t * 0.35 };
}

/**
 * The height of the top edge of the bough `perchBough` draws, at `x` between the branch and its end (for what sits
 * on the bough, a nest); undefined for a motif with no perch.
 */
export function perchBoughTop(id: string, drawn: Box, mirror: boolean, inner: Box, x: number, end?: number): number | undefined {
  const g = boughShape(id, drawn, mirror, inner, end);
  if (!g) return undefined;
  // the control point is halfway along, so the share along the edge is linear in x
  const u = Math.min(Math.max((x - g.jx) / (g.edge - g.jx), 0), 1);
  return (1 - u) ** 2 * g.ty + 2 * u * (1 - u) * g.cTop + u ** 2 * g.eTop;
}

/**
 * The bough a perched bird's branch grows from (`PERCHES`): from the branch's right end (its left, mirrored) out
 * to the drawing's edge, as if from a tree beyond the frame, widening and dipping a little towards it. Drawn over
 * the bird, it hides the branch's end cap; its edges go on from the branch's, so branch and bough are one limb.
 * `drawn` is the bird's box as drawMotif drew it. `end`: where the bough ends instead of the frame's edge (the
 * middle of a tree's trunk, whose near side its open end covers). Empty for a motif with no perch.
 */
export function perchBough(id: string, drawn: Box, mirror: boolean, inner: Box, sw: number, end?: number): string {
  const g = boughShape(id, drawn, mirror, inner, end);
  if (!g) return '';
  const { jx, ty, by, edge, eTop, eBottom, cx, cTop, cBottom } = g;
  const topEdge = `M${f(jx)} ${f(ty)}Q${f(cx)} ${f(cTop)} ${f(edge)} ${f(eTop)}`;
  const bottomEdge = `M${f(jx)} ${f(by)}Q${f(cx)} ${f(cBottom)} ${f(edge)} ${f(eBottom)}`;
  const area = `${topEdge}L${f(edge)} ${f(eBottom)}Q${f(cx)} ${f(cBottom)} ${f(jx)} ${f(by)}Z`;
  return (
    `<path d="${area}" fill="#fff" stroke="none"/>` +
    `<path d="${topEdge}${bottomEdge}" fill="none" stroke="#000" stroke-width="${f(sw)}" stroke-linecap="round"/>`
  );
}

/** A gently waving ground line from frame edge to frame edge, with one or two hills behind it. */
export function ground(inner: Box, groundY: number, sw: number, rng: Rng, kind: 'land' | 'sea'): string {
  const x0 = inner.x,
    x1 = inner.x + inner.w,
    bottom = inner.y + inner.h;
  let out = '';
  if (kind === 'land') {
    const hills = rng.int(1, 2);
    for (let i = 0; i < hills; i++) {
      const cx = x0 + inner.w * (hills === 1 ? rng.range(0.3, 0.7) : i === 0 ? rng.range(0.15, 0.35) : rng.range(0.65, 0.85));
      const half = inner.w * rng.range(0.28, 0.4),
        top = groundY - inner.h * rng.range(0.1, 0.16);
      const a = Math.max(x0, cx - half),
        b = Math.min(x1, cx + half);
      out += `<path d="M${f(a)} ${f(groundY + 2)}Q${f(cx)} ${f(top - (groundY - top))} ${f(b)} ${f(groundY + 2)}Z" ${stroke(sw)}/>`;
    }
  }
  const waves = kind === 'sea' ? 7 : 3;
  let d = `M${f(x0)} ${f(groundY)}`;
  for (let i = 0; i < waves; i++) {
    const xa = x0 + (inner.w * (i + 0.5)) / waves,
      xb = x0 + (inner.w * (i + 1)) / waves;
    d += `Q${f(xa)} ${f(groundY + (i % 2 ? 1 : -1) * (kind === 'sea' ? 3 : rng.range(1.5, 4)))} ${f(xb)} ${f(groundY)}`;
  }
  out += `<path d="${d}L${f(x1)} ${f(bottom)}L${f(x0)} ${f(bottom)}Z" ${stroke(sw)}/>`;
  return out;
}

export function cloud(box: Box, sw: number): string {
  const { x, y, w, h } = box;
  const r1 = h * 0.32,
    r2 = h * 0.45,
    r3 = h * 0.3;
  const base = y + h * 0.85;
  const d =
    `M${f(x + r1)} ${f(base)}A${f(r1)} ${f(r1)} 0 0 1 ${f(x + w * 0.3)} ${f(base - r1 * 1.3)}` +
    `A${f(r2)} ${f(r2)} 0 0 1 ${f(x + w * 0.7)} ${f(base - r2 * 1.2)}A${f(r3)} ${f(r3)} 0 0 1 ${f(x + w - r3)} ${f(base)}Z`;
  return `<path d="${d}" ${stroke(sw)}/>`;
}

export function sun(cx: number, cy: number, r: number, sw: number): string {
  let rays = '';
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2,
      a1 = a - 0.13,
      a2 = a + 0.13;
    const p = (ang: number, rr: number) => `${f(cx + Math.cos(ang) * rr)} ${f(cy + Math.sin(ang) * rr)}`;
    rays += `<path d="M${p(a1, r * 1.25)}L${p(a, r * 1.75)}L${p(a2, r * 1.25)}Z" ${stroke(sw)}/>`;
  }
  return `${rays}<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" ${stroke(sw)}/>`;
}

export function star(cx: number, cy: number, r: number, sw: number, turn = 0): string {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + turn + (i * Math.PI) / 5,
      rr = i % 2 ? r * 0.45 : r;
    d += `${i ? 'L' : 'M'}${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr)}`;
  }
  return `<path d="${d}Z" ${stroke(sw)}/>`;
}

/** Small grass tufts along the ground: each one a closed leaf shape, so no open strokes. */
export function tuft(x: number, y: number, size: number, sw: number): string {
  const leaf = (dx: number, lean: number) =>
    `M${f(x + dx - size * 0.12)} ${f(y)}Q${f(x + dx + lean * 0.4)} ${f(y - size * 0.6)} ${f(x + dx + lean)} ${f(y - size)}Q${f(x + dx + lean * 0.2)} ${f(y - size * 0.4)} ${f(x + dx + size * 0.12)} ${f(y)}Z`;
  return `<path d="${leaf(-size * 0.25, -size * 0.35)}${leaf(0, 0.05 * size)}${leaf(size * 0.25, size * 0.35)}" ${stroke(sw)}/>`;
}
