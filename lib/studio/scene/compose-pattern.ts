// The pattern style: a geometric tessellation across the whole framed page (hexagons with stars, eight-point
// star tiles, stained glass, fish scales, triangles), with the prompt's motifs set into a few framed
// medallions. Every line runs frame to frame or closes on itself, so each cell is a closed area.
import type { UnderstoodMotif } from '../keywords/understand-prompt';
import { drawMotif, hasMotif } from './motif-art';
import { f, MARGIN_MM, type Box } from './paper';
import type { Rng } from './prng';
import { frame, frameRadius } from './scenery';

export const PATTERN_KINDS = ['hexagons', 'stars', 'glass', 'scales', 'triangles'] as const;
export type PatternKind = (typeof PATTERN_KINDS)[number];
export type PatternLevel = 'kids' | 'teens' | 'adults';

const LEVELS: Record<PatternLevel, { sw: number; cell: number; medallions: number }> = {
  kids: { sw: 1.3, cell: 34, medallions: 1 },
  teens: { sw: 0.8, cell: 22, medallions: 2 },
  adults: { sw: 0.45, cell: 14, medallions: 3 },
};

const stroke = (sw: number) => `fill="none" stroke="#000" stroke-width="${f(sw)}" stroke-linejoin="round"`;

function hexagons(box: Box, cell: number, sw: number, fine: boolean): string {
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

function stars(box: Box, cell: number, sw: number, fine: boolean): string {
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
      if (fine)
        d += `M${f(x + r * 0.35)} ${f(y)}A${f(r * 0.35)} ${f(r * 0.35)} 0 1 1 ${f(x - r * 0.35)} ${f(y)}A${f(r * 0.35)} ${f(r * 0.35)} 0 1 1 ${f(x + r * 0.35)} ${f(y)}Z`;
    }
  }
  return `<path d="${d}" ${stroke(sw)}/>`;
}

function glass(box: Box, cell: number, sw: number, rng: Rng): string {
  // Leaded glass: lines from frame to frame at random angles, and a few circles, cut the page into panes.
  const n = Math.round((box.w + box.h) / cell) + 2;
  let d = '';
  const cx = box.x + box.w / 2,
    cy = box.y + box.h / 2,
    far = box.w + box.h;
  for (let i = 0; i < n; i++) {
    const a = rng.range(0, Math.PI),
      off = rng.range(-0.45, 0.45) * Math.min(box.w, box.h);
    const px = cx + Math.cos(a + Math.PI / 2) * off,
      py = cy + Math.sin(a + Math.PI / 2) * off;
    d += `M${f(px - Math.cos(a) * far)} ${f(py - Math.sin(a) * far)}L${f(px + Math.cos(a) * far)} ${f(py + Math.sin(a) * far)}`;
  }
  for (let i = 0; i < Math.round(n / 4); i++) {
    const r = rng.range(cell, cell * 3),
      x = rng.range(box.x, box.x + box.w),
      y = rng.range(box.y, box.y + box.h);
    d += `M${f(x + r)} ${f(y)}A${f(r)} ${f(r)} 0 1 1 ${f(x - r)} ${f(y)}A${f(r)} ${f(r)} 0 1 1 ${f(x + r)} ${f(y)}Z`;
  }
  return `<path d="${d}" ${stroke(sw)}/>`;
}

function scales(box: Box, cell: number, sw: number, fine: boolean): string {
  let d = '';
  const r = cell / 2;
  for (let row = 0, y = box.y - r; y < box.y + box.h + cell; row++, y += r) {
    for (let x = box.x - cell + (row % 2 ? r : 0); x < box.x + box.w + cell; x += cell) {
      d += `M${f(x - r)} ${f(y)}A${f(r)} ${f(r)} 0 0 0 ${f(x + r)} ${f(y)}`;
      if (fine) d += `M${f(x - r * 0.55)} ${f(y)}A${f(r * 0.55)} ${f(r * 0.55)} 0 0 0 ${f(x + r * 0.55)} ${f(y)}`;
    }
    d += `M${f(box.x - cell)} ${f(y)}H${f(box.x + box.w + cell)}`;
  }
  return `<path d="${d}" ${stroke(sw)}/>`;
}

function triangles(box: Box, cell: number, sw: number, fine: boolean): string {
  const h = (cell * Math.sqrt(3)) / 2;
  let d = '';
  for (let y = box.y; y < box.y + box.h + h; y += h) d += `M${f(box.x - cell)} ${f(y)}H${f(box.x + box.w + cell)}`;
  const span = box.h + 2 * h,
    dx = span / Math.sqrt(3);
  for (let x = box.x - span; x < box.x + box.w + span; x += cell) {
    d += `M${f(x)} ${f(box.y - h)}L${f(x + dx)} ${f(box.y - h + span)}M${f(x)} ${f(box.y - h)}L${f(x - dx)} ${f(box.y - h + span)}`;
  }
  let out = `<path d="${d}" ${stroke(sw)}/>`;
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
  const tiles =
    chosen === 'hexagons'
      ? hexagons(inner, cell, sw, fine)
      : chosen === 'stars'
        ? stars(inner, cell * 1.2, sw, fine)
        : chosen === 'glass'
          ? glass(inner, cell * 1.6, sw, rng)
          : chosen === 'scales'
            ? scales(inner, cell, sw, fine)
            : triangles(inner, cell * 1.2, sw, fine);
  let out = `<clipPath id="drawing"><rect x="${f(inner.x)}" y="${f(inner.y)}" width="${f(inner.w)}" height="${f(inner.h)}" rx="${f(frameRadius(inner))}"/></clipPath><g clip-path="url(#drawing)">${tiles}</g>`;
  // The prompt's motifs in round medallions laid over the tiles, down the page's middle.
  const ids = motifs.map((m) => m.id).filter(hasMotif);
  if (ids.length) {
    const size = level === 'kids' ? inner.w * 0.55 : inner.w * 0.36;
    for (let i = 0; i < medallions; i++) {
      const cy = inner.y + (inner.h * (i + 0.5)) / medallions;
      const cx = inner.x + inner.w / 2 + (medallions > 1 ? (i % 2 ? 1 : -1) * inner.w * 0.2 : 0);
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(size * 0.62)}" fill="#fff" stroke="#000" stroke-width="${f(sw * 1.6)}"/>`;
      out += drawMotif(ids[i % ids.length], { x: cx - size / 2, y: cy - size / 2, w: size, h: size }, { strokeMm: Math.max(sw, 0.7) }).svg;
    }
  }
  return { svg: out + frame(inner, sw), kind: chosen };
}
