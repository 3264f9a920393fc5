// The pattern style: a geometric tessellation across the whole framed page (hexagons with stars, eight-point
// star tiles, stained glass, fish scales, triangles), with the prompt's motifs set into a few framed
// medallions. Every line runs frame to frame or closes on itself, so each cell is a closed area.
import type { UnderstoodMotif } from '../keywords/understand-prompt';
import { drawMotif, hasMotif } from './motif-art';
import { patternCharms, type Spot } from './pattern-charms';
import { f, MARGIN_MM, type Box } from './paper';
import type { Rng } from './prng';
import { drawingClip, frame } from './scenery';

export const PATTERN_KINDS = ['hexagons', 'stars', 'glass', 'scales', 'triangles'] as const;
export type PatternKind = (typeof PATTERN_KINDS)[number];
export type PatternLevel = 'kids' | 'teens' | 'adults';

const LEVELS: Record<PatternLevel, { sw: number; cell: number; medallions: number }> = {
  kids: { sw: 1.3, cell: 34, medallions: 1 },
  teens: { sw: 0.8, cell: 22, medallions: 2 },
  adults: { sw: 0.45, cell: 14, medallions: 3 },
};

const stroke = (sw: number) => `fill="none" stroke="#000" stroke-width="${f(sw)}" stroke-linejoin="round"`;

function hexagons(box: Box, cell: number, sw: number, fine: boolean, spots: Spot[]): string {
  const r = cell / 2,
    w = Math.sqrt(3) * r;
  let d = '',
    inner = '';
  for (let row = -1, y = box.y - r; y < box.y + box.h + r; row++, y += 1.5 * r) {
    for (let x = box.x - w + (row % 2 ? w / 2 : 0); x < box.x + box.w + w; x += w) {
      for (let k = 0; k < 6; k++) {
        const a = Math.PI / 6 + (k * Math.PI) / 3;
        d += `${k ? 'L' : 'M'}${f(x + Math.cos(a) * r)} ${f(y + Math.sin(a) * r)}`;
      }
      d += 'Z';
      spots.push({ x, y, r: r * 0.866 });
      if (fine) {
        for (let k = 0; k < 6; k++) {
          const a = (k * Math.PI) / 3;
          inner += `${k ? 'L' : 'M'}${f(x + Math.cos(a) * r * 0.55)} ${f(y + Math.sin(a) * r * 0.55)}L${f(x + Math.cos(a + Math.PI / 6) * r * 0.25)} ${f(y + Math.sin(a + Math.PI / 6) * r * 0.25)}`;
        }
        inner += 'Z';
      }
    }
  }
  return `<path d="${d}" ${stroke(sw)}/>` + (inner ? `<path d="${inner}" ${stroke(sw)}/>` : '');
}

function stars(box: Box, cell: number, sw: number, fine: boolean, spots: Spot[]): string {
  let d = '';
  const r = cell / 2;
  for (let y = box.y; y < box.y + box.h + cell; y += cell) {
    for (let x = box.x; x < box.x + box.w + cell; x += cell) {
      // Two squares, one turned 45°: an eight-point star whose points meet the neighbours'.
      for (const turn of [0, Math.PI / 4]) {
        for (let k = 0; k < 4; k++) {
          const a = turn + Math.PI / 4 + (k * Math.PI) / 2;
          d += `${k ? 'L' : 'M'}${f(x + Math.cos(a) * r)} ${f(y + Math.sin(a) * r)}`;
        }
        d += 'Z';
      }
      // the octagon where the two squares overlap
      spots.push({ x, y, r: r * 0.7 });
      if (fine)
        d += `M${f(x + r * 0.35)} ${f(y)}A${f(r * 0.35)} ${f(r * 0.35)} 0 1 1 ${f(x - r * 0.35)} ${f(y)}A${f(r * 0.35)} ${f(r * 0.35)} 0 1 1 ${f(x + r * 0.35)} ${f(y)}Z`;
    }
  }
  return `<path d="${d}" ${stroke(sw)}/>`;
}

type Pt = [number, number];

/** The part of convex polygon `poly` on `site`'s side of the bisector between `site` and `other`. */
function clipToSite(poly: Pt[], site: Pt, other: Pt): Pt[] {
  const nx = other[0] - site[0],
    ny = other[1] - site[1];
  const c = (nx * (site[0] + other[0])) / 2 + (ny * (site[1] + other[1])) / 2;
  const side = (p: Pt) => p[0] * nx + p[1] * ny - c; // ≤ 0 on the site's side
  const out: Pt[] = [];
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i],
      b = poly[(i + 1) % poly.length];
    const sa = side(a),
      sb = side(b);
    if (sa <= 0) out.push(a);
    if ((sa < 0 && sb > 0) || (sa > 0 && sb < 0)) {
      const t = sa / (sa - sb);
      out.push([a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]);
    }
  }
  return out;
}

/** Voronoi panes of points on a jittered grid `cell` apart, each clipped to `box`. */
export function panes(box: Box, cell: number, rng: Rng): Pt[][] {
  const sites: Pt[] = [];
  const rowH = cell * 0.87;
  for (let row = 0, y = box.y - rowH / 2; y < box.y + box.h + rowH; row++, y += rowH)
    for (let x = box.x - (row % 2 ? cell / 2 : 0); x < box.x + box.w + cell; x += cell)
      sites.push([x + rng.range(-0.3, 0.3) * cell, y + rng.range(-0.3, 0.3) * rowH]);
  const frame: Pt[] = [
    [box.x, box.y],
    [box.x + box.w, box.y],
    [box.x + box.w, box.y + box.h],
    [box.x, box.y + box.h],
  ];
  const reach = (cell * 2.5) ** 2;
  const cells: Pt[][] = [];
  for (const site of sites) {
    let poly = frame;
    for (const other of sites) {
      if (other === site || (other[0] - site[0]) ** 2 + (other[1] - site[1]) ** 2 > reach) continue;
      poly = clipToSite(poly, site, other);
      if (poly.length < 3) break;
    }
    if (poly.length >= 3) cells.push(poly);
  }
  return cells;
}

const ring = (pts: Pt[]) => `M${pts.map((p) => `${f(p[0])} ${f(p[1])}`).join('L')}Z`;

function distanceToSegment(p: Pt, a: Pt, b: Pt): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

/**
 * Leaded glass: irregular panes (a Voronoi mosaic of points on a jittered grid) in bold lead lines. Teens'
 * panes hold a smaller pane of the same shape; adults' are cut like jewels, the inner pane joined to every
 * corner so each side becomes a facet.
 */
function glass(box: Box, cell: number, sw: number, rng: Rng, level: PatternLevel, spots: Spot[]): string {
  const cells = panes(box, cell, rng);
  let lead = '',
    inner = '';
  for (const poly of cells) {
    lead += ring(poly);
    const cx = poly.reduce((sum, p) => sum + p[0], 0) / poly.length,
      cy = poly.reduce((sum, p) => sum + p[1], 0) / poly.length;
    if (level === 'kids') {
      // the round space in the pane: the distance from its middle to its nearest side
      const r = Math.min(...poly.map((a, k) => distanceToSegment([cx, cy], a, poly[(k + 1) % poly.length])));
      spots.push({ x: cx, y: cy, r });
      continue;
    }
    const inset = poly.map((p): Pt => [cx + (p[0] - cx) * 0.45, cy + (p[1] - cy) * 0.45]);
    inner += ring(inset);
    if (level === 'adults') poly.forEach((p, k) => (inner += `M${f(p[0])} ${f(p[1])}L${f(inset[k][0])} ${f(inset[k][1])}`));
  }
  return `<path d="${lead}" ${stroke(sw * (level === 'kids' ? 1.5 : 2))}/>` + (inner ? `<path d="${inner}" ${stroke(sw)}/>` : '');
}

function scales(box: Box, cell: number, sw: number, fine: boolean, spots: Spot[]): string {
  let d = '';
  const r = cell / 2;
  for (let row = 0, y = box.y - r; y < box.y + box.h + cell; row++, y += r) {
    for (let x = box.x - cell + (row % 2 ? r : 0); x < box.x + box.w + cell; x += cell) {
      d += `M${f(x - r)} ${f(y)}A${f(r)} ${f(r)} 0 0 0 ${f(x + r)} ${f(y)}`;
      // the scale: the half disc under the line, whose round space is half its radius across
      spots.push({ x, y: y + r * 0.5, r: r * 0.5 });
      if (fine) d += `M${f(x - r * 0.55)} ${f(y)}A${f(r * 0.55)} ${f(r * 0.55)} 0 0 0 ${f(x + r * 0.55)} ${f(y)}`;
    }
    d += `M${f(box.x - cell)} ${f(y)}H${f(box.x + box.w + cell)}`;
  }
  return `<path d="${d}" ${stroke(sw)}/>`;
}

function triangles(box: Box, cell: number, sw: number, fine: boolean, spots: Spot[]): string {
  const h = (cell * Math.sqrt(3)) / 2;
  let d = '';
  for (let y = box.y; y < box.y + box.h + h; y += h) d += `M${f(box.x - cell)} ${f(y)}H${f(box.x + box.w + cell)}`;
  const span = box.h + 2 * h,
    dx = span / Math.sqrt(3);
  for (let x = box.x - span; x < box.x + box.w + span; x += cell) {
    d += `M${f(x)} ${f(box.y - h)}L${f(x + dx)} ${f(box.y - h + span)}M${f(x)} ${f(box.y - h)}L${f(x - dx)} ${f(box.y - h + span)}`;
  }
  let out = `<path d="${d}" ${stroke(sw)}/>`;
  // Each band between two horizontal lines: a triangle pointing up under every corner of its top line, one
  // pointing down between each two corners; the round space in each is a third of its height across its centroid.
  for (let k = 0, y = box.y; y < box.y + box.h; k++, y += h) {
    const first = box.x - span + ((k + 1) * cell) / 2;
    for (let v = first + Math.floor((box.x - cell - first) / cell) * cell; v < box.x + box.w + cell; v += cell)
      spots.push({ x: v, y: y + (2 * h) / 3, r: h / 3 }, { x: v + cell / 2, y: y + h / 3, r: h / 3 });
  }
  if (fine) {
    let c = '';
    for (let row = 0, y = box.y; y < box.y + box.h + h; row++, y += h) {
      for (let x = box.x - cell + (row % 2 ? cell / 2 : 0); x < box.x + box.w + cell; x += cell) {
        const r = h * 0.22;
        c += `M${f(x + cell / 2 + r)} ${f(y + h * 0.66)}A${f(r)} ${f(r)} 0 1 1 ${f(x + cell / 2 - r)} ${f(y + h * 0.66)}A${f(r)} ${f(r)} 0 1 1 ${f(x + cell / 2 + r)} ${f(y + h * 0.66)}Z`;
      }
    }
    out += `<path d="${c}" ${stroke(sw)}/>`;
  }
  return out;
}

export type PatternResult = { svg: string; kind: PatternKind };

export function composePattern(
  motifs: UnderstoodMotif[],
  page: { w: number; h: number },
  rng: Rng,
  level: PatternLevel = 'adults',
  kind?: PatternKind,
): PatternResult {
  const { sw, cell: baseCell, medallions } = LEVELS[level];
  const inner: Box = { x: MARGIN_MM, y: MARGIN_MM, w: page.w - 2 * MARGIN_MM, h: page.h - 2 * MARGIN_MM };
  const chosen = kind ?? rng.pick(PATTERN_KINDS);
  const cell = baseCell * rng.range(0.9, 1.15);
  const fine = level !== 'kids';
  const spots: Spot[] = [];
  const tiles =
    chosen === 'hexagons'
      ? hexagons(inner, cell, sw, fine, spots)
      : chosen === 'stars'
        ? stars(inner, cell * 1.2, sw, fine, spots)
        : chosen === 'glass'
          ? glass(inner, level === 'kids' ? cell : cell * 1.5, sw, rng, level, spots)
          : chosen === 'scales'
            ? scales(inner, cell, sw, fine, spots)
            : triangles(inner, cell * 1.2, sw, fine, spots);
  // The prompt's motifs in round medallions laid over the tiles, down the page's middle.
  const ids = motifs.map((m) => m.id).filter(hasMotif);
  const size = level === 'kids' ? inner.w * 0.55 : inner.w * 0.36;
  const discs = (ids.length ? Array.from({ length: medallions }, (_, i) => i) : []).map((i) => ({
    x: inner.x + inner.w / 2 + (medallions > 1 ? (i % 2 ? 1 : -1) * inner.w * 0.2 : 0),
    y: inner.y + (inner.h * (i + 0.5)) / medallions,
    r: size * 0.62,
  }));
  // A kids' page has a little picture in some of its cells (pattern-charms.ts); finer levels fill their cells.
  const charms = level === 'kids' ? patternCharms(chosen, spots, inner, discs, sw, rng) : '';
  let out = `${drawingClip(inner)}<g clip-path="url(#drawing)">${tiles}${charms}</g>`;
  discs.forEach((disc, i) => {
    out += `<circle cx="${f(disc.x)}" cy="${f(disc.y)}" r="${f(disc.r)}" fill="#fff" stroke="#000" stroke-width="${f(sw * 1.6)}"/>`;
    out += drawMotif(ids[i % ids.length], { x: disc.x - size / 2, y: disc.y - size / 2, w: size, h: size }, { strokeMm: Math.max(sw, 0.7) }).svg;
  });
  return { svg: out + frame(inner, sw), kind: chosen };
}
