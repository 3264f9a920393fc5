// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts). Ours (MIT).
//
// Markings that lie on an animal's coat (a zebra's stripes, a donkey's pale belly and muzzle) are closed areas
// cut to the outline they lie on: a band is drawn a little past the body and cut where the outline crosses it,
// so its edge there lies on the outline and no sliver of white opens between them, and a stripe follows the
// body over a leg or round the rump wherever the band is laid.
import { insidePolygon, type Pt, r2 } from './shapes';

/**
 * The points along a path's data (one closed shape, absolute M L C Q and Z), about `step` units apart: an outline
 * to cut markings to.
 */
export function flatten(d: string, step = 0.35): Pt[] {
  const out: Pt[] = [];
  let at: Pt = [0, 0];
  for (const [, c, args] of d.matchAll(/([MLCQZ])([^MLCQZ]*)/g)) {
    const n = args
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (c === 'M' || c === 'L') {
      for (let i = 0; i < n.length; i += 2) {
        at = [n[i], n[i + 1]];
        out.push(at);
      }
    } else if (c === 'C' || c === 'Q') {
      const k = c === 'C' ? 6 : 4;
      for (let i = 0; i < n.length; i += k) {
        const ctl: Pt[] = [at];
        for (let j = 0; j < k; j += 2) ctl.push([n[i + j], n[i + j + 1]]);
        let len = 0;
        for (let j = 1; j < ctl.length; j++) len += Math.hypot(ctl[j][0] - ctl[j - 1][0], ctl[j][1] - ctl[j - 1][1]);
        const steps = Math.max(2, Math.ceil(len / step));
        for (let s = 1; s <= steps; s++) {
          // de Casteljau
          let p = ctl.map((q): Pt => [q[0], q[1]]);
          const t = s / steps;
          while (p.length > 1) p = p.slice(1).map((q, j): Pt => [p[j][0] + (q[0] - p[j][0]) * t, p[j][1] + (q[1] - p[j][1]) * t]);
          out.push(p[0]);
        }
        at = ctl[ctl.length - 1];
      }
    }
  }
  // a closed shape's last point is its first again
  const [a, b] = [out[0], out[out.length - 1]];
  if (out.length > 1 && Math.hypot(a[0] - b[0], a[1] - b[1]) < 1e-6) out.pop();
  return out;
}

type V = { p: Pt; cross: boolean; alpha: number; entry: boolean; seen: boolean; next: V; prev: V; other?: V };

/**
 * The parts of the shape `a` that lie inside the shape `b` (both simple polygons), each a polygon: Greiner and
 * Hormann's walk, along `a` where it runs inside `b` and along `b` where it runs inside `a`.
 */
export function intersect(a: Pt[], b: Pt[]): Pt[][] {
  const node = (p: Pt, cross = false, alpha = 0) => ({ p, cross, alpha, entry: false, seen: false }) as V;
  const ea: V[][] = a.map(() => []);
  const eb: V[][] = b.map(() => []);
  for (let i = 0; i < a.length; i++) {
    const [p, q] = [a[i], a[(i + 1) % a.length]];
    for (let j = 0; j < b.length; j++) {
      const [r, s] = [b[j], b[(j + 1) % b.length]];
      const den = (q[0] - p[0]) * (s[1] - r[1]) - (q[1] - p[1]) * (s[0] - r[0]);
      if (Math.abs(den) < 1e-12) continue;
      const t = ((r[0] - p[0]) * (s[1] - r[1]) - (r[1] - p[1]) * (s[0] - r[0])) / den;
      const u = ((r[0] - p[0]) * (q[1] - p[1]) - (r[1] - p[1]) * (q[0] - p[0])) / den;
      if (t <= 0 || t >= 1 || u <= 0 || u >= 1) continue;
      const x: Pt = [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t];
      const [na, nb] = [node(x, true, t), node(x, true, u)];
      na.other = nb;
      nb.other = na;
      ea[i].push(na);
      eb[j].push(nb);
    }
  }
  const ring = (pts: Pt[], edges: V[][]) => {
    const vs: V[] = [];
    pts.forEach((p, i) => vs.push(node(p), ...edges[i].sort((m, n) => m.alpha - n.alpha)));
    vs.forEach((v, i) => {
      v.next = vs[(i + 1) % vs.length];
      v.prev = vs[(i + vs.length - 1) % vs.length];
    });
    return vs;
  };
  const [ra, rb] = [ring(a, ea), ring(b, eb)];
  if (!ra.some((v) => v.cross)) return insidePolygon(a[0], b) ? [a] : insidePolygon(b[0], a) ? [b] : [];
  for (const [vs, poly, first] of [
    [ra, b, a[0]],
    [rb, a, b[0]],
  ] as [V[], Pt[], Pt][]) {
    let entry = !insidePolygon(first, poly);
    for (const v of vs)
      if (v.cross) {
        v.entry = entry;
        entry = !entry;
      }
  }
  const out: Pt[][] = [];
  for (const start of ra) {
    if (!start.cross || start.seen) continue;
    const poly: Pt[] = [start.p];
    let v = start;
    do {
      v.seen = v.other!.seen = true;
      const forward = v.entry;
      do {
        v = forward ? v.next : v.prev;
        poly.push(v.p);
      } while (!v.cross);
      v = v.other!;
    } while (!v.seen);
    poly.pop();
    out.push(poly);
  }
  return out;
}

/** A polygon as a closed path's data, its points rounded and those closer than 0.05 to the last one left out. */
export function polyD(pts: Pt[]): string {
  const kept: Pt[] = [];
  for (const [x, y] of pts) {
    const p: Pt = [r2(x), r2(y)];
    const last = kept[kept.length - 1];
    if (!last || Math.hypot(p[0] - last[0], p[1] - last[1]) >= 0.05) kept.push(p);
  }
  return `M${kept.map((p) => p.join(' ')).join('L')}Z`;
}
