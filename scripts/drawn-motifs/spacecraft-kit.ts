// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Three space things that printed as Fluent's thin clip art: a plain slanted rocket with one round window, a
// saucer whose windows were five solid black dots over a bare triangle of beam, and a satellite whose body and
// wings were joined by solid black bars. Ours draw them as a children's book does, to sit beside our astronaut,
// alien and racing car. Each is built as polygons in an upright frame and then turned and fitted to the box, so
// the rocket can be drawn straight and flown at a slant, and bands on a hull are the hull's own outline cut
// (clip.ts) so no sliver opens between them.
// The parts this file's drawings share; each drawing is in a module of its own beside it.
import { intersect, polyD } from '../../lib/studio/art-kit/clip';
import { cubic, r2, type Pt } from '../../lib/studio/art-kit/shapes';

export type Part = { kind: 'f' | 's' | 'd'; pts: Pt[]; closed: boolean; pivot?: Pt };

/** A circle or ellipse as a polygon of `n` points. */
export const oval = (cx: number, cy: number, rx: number, ry = rx, n = 48): Pt[] =>
  Array.from({ length: n }, (_, i): Pt => [cx + rx * Math.cos((i * 2 * Math.PI) / n), cy + ry * Math.sin((i * 2 * Math.PI) / n)]);

/** Points along quadratic pieces: `start` then [control, end] pairs. */
export function quads(start: Pt, ...pieces: [Pt, Pt][]): Pt[] {
  const out: Pt[] = [start];
  let a = start;
  for (const [b, c] of pieces) {
    for (let i = 1; i <= 12; i++) {
      const t = i / 12;
      const u = 1 - t;
      out.push([u * u * a[0] + 2 * u * t * b[0] + t * t * c[0], u * u * a[1] + 2 * u * t * b[1] + t * t * c[1]]);
    }
    a = c;
  }
  return out;
}

/** A rectangle with rounded corners as a polygon. */
export function box(x0: number, y0: number, x1: number, y1: number, r: number): Pt[] {
  return [
    ...quads(
      [x0 + r, y0],
      [
        [x1 - r, y0],
        [x1 - r, y0],
      ],
      [
        [x1, y0],
        [x1, y0 + r],
      ],
    ),
    ...quads(
      [x1, y1 - r],
      [
        [x1, y1],
        [x1 - r, y1],
      ],
    ),
    ...quads(
      [x0 + r, y1],
      [
        [x0, y1],
        [x0, y1 - r],
      ],
    ),
    ...quads(
      [x0, y0 + r],
      [
        [x0, y0],
        [x0 + r, y0],
      ],
    ),
  ];
}

/** The part of `shape` between two curves across it (each a polyline running left to right): a band on a hull. */
export function cut(shape: Pt[], top: Pt[], bottom: Pt[]): Pt[] {
  const strip = [...top, ...[...bottom].reverse()];
  return intersect(shape, strip)[0] ?? [];
}

/** A level curve across x0..x1 at `y`, sagging `sag` at its middle: a band's edge seen a little from below. */
export const across = (x0: number, x1: number, y: number, sag: number): Pt[] =>
  Array.from({ length: 21 }, (_, i): Pt => {
    const t = i / 20;
    return [x0 + (x1 - x0) * t, y + sag * (1 - (2 * t - 1) ** 2)];
  });

/**
 * The parts turned by `deg` about the box's middle, then scaled and moved so the whole fits `margin`..72-margin
 * centred; a part with a pivot only has its pivot turned (a face stays upright in a tilted porthole).
 */
export function emit(parts: Part[], deg: number, margin: number, c?: Part) {
  const a = (deg * Math.PI) / 180;
  const rot = ([x, y]: Pt): Pt => [36 + (x - 36) * Math.cos(a) - (y - 36) * Math.sin(a), 36 + (x - 36) * Math.sin(a) + (y - 36) * Math.cos(a)];
  const placed = (p: Part) => (p.pivot ? p.pts.map(([x, y]): Pt => [rot(p.pivot!)[0] + x - p.pivot![0], rot(p.pivot!)[1] + y - p.pivot![1]]) : p.pts.map(rot));
  const all = parts.filter((p) => p.kind === 'f').flatMap(placed);
  const xs = all.map((p) => p[0]);
  const ys = all.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const k = (72 - 2 * margin) / Math.max(x1 - x0, y1 - y0);
  const [dx, dy] = [36 - ((x0 + x1) / 2) * k, 36 - ((y0 + y1) / 2) * k];
  const fit = (p: Part) => placed(p).map(([x, y]): Pt => [x * k + dx, y * k + dy]);
  const line = (pts: Pt[]) => `M${pts.map(([x, y]) => `${r2(x)} ${r2(y)}`).join('L')}`;
  const f = parts.filter((p) => p.kind === 'f').map((p) => `<path d="${polyD(fit(p))}"/>`);
  const s = parts.filter((p) => p.kind === 's').map((p) => (p.closed ? polyD(fit(p)) : line(fit(p))));
  const d = parts.filter((p) => p.kind === 'd').map((p) => polyD(fit(p)));
  return {
    f: f.join(''),
    s: s.length ? `<path d="${s.join('')}"/>` : '',
    d: d.length ? `<path d="${d.join('')}"/>` : '',
    ...(c ? { c: `<path d="${polyD(fit(c))}"/>` } : {}),
  };
}

export const area = (pts: Pt[], pivot?: Pt): Part => ({ kind: 'f', pts, closed: true, pivot });
export const stroke = (pts: Pt[], pivot?: Pt): Part => ({ kind: 's', pts, closed: false, pivot });
export const dot = (pts: Pt[], pivot?: Pt): Part => ({ kind: 'd', pts, closed: true, pivot });
export const mirror = (pts: Pt[]): Pt[] => pts.map(([x, y]): Pt => [72 - x, y]);

/** A puff of smoke: a round cloud of five bumps. */
export function puff(cx: number, cy: number, r: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < 5; i++) {
    const a0 = (i * 2 * Math.PI) / 5;
    const a1 = a0 + (2 * Math.PI) / 5;
    const at = (a: number, rr: number): Pt => [cx + rr * Math.cos(a), cy + rr * Math.sin(a)];
    for (let j = 0; j <= 10; j++) {
      const t = j / 10;
      out.push(cubic(at(a0, r), at(a0 + 0.1, r * 1.45), at(a1 - 0.1, r * 1.45), at(a1, r), t));
    }
  }
  return out;
}
