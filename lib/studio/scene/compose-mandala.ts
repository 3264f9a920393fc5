// The mandala style: rings of petals, scallops, zigzags, lattices and dots around a centre medallion, each
// ring with its own 8- to 24-fold symmetry, bounded by circles so every cell is closed. Rays from the
// outer ring to the frame split the corners. Kids get a few bold rings, adults many fine ones.
import type { UnderstoodMotif } from '../keywords/understand-prompt';
import { drawMotif, hasMotif, motifHalo } from './motif-art';
import { f, MARGIN_MM, type Box } from './paper';
import { zentangleFill } from './patterns';
import type { Rng } from './prng';
import { drawingClip, frame } from './scenery';

export type MandalaLevel = 'kids' | 'teens' | 'adults';

/**
 * `centre`: the medallion's radius as a share of the mandala's when it holds a picture, `plain` when it holds only
 * petals. A named mandala (an owl mandala, a rose mandala) is about its picture at every level: with a fifth of the
 * radius the owl of an adults' page was a 25 mm stamp in the middle of rings.
 */
const LEVELS: Record<MandalaLevel, { sw: number; rings: [number, number]; folds: number[]; centre: number; plain: number }> = {
  kids: { sw: 1.3, rings: [3, 4], folds: [8], centre: 0.4, plain: 0.4 },
  teens: { sw: 0.8, rings: [5, 6], folds: [8, 12, 16], centre: 0.5, plain: 0.2 },
  adults: { sw: 0.45, rings: [8, 10], folds: [12, 16, 20, 24], centre: 0.46, plain: 0.2 },
};

type Ring = (cx: number, cy: number, r0: number, r1: number, n: number, turn: number, sw: number, fine: boolean) => string;

const line = (d: string, sw: number) => `<path d="${d}" fill="none" stroke="#000" stroke-width="${f(sw)}" stroke-linejoin="round"/>`;
const closed = (d: string, sw: number) => `<path d="${d}" fill="#fff" stroke="#000" stroke-width="${f(sw)}" stroke-linejoin="round"/>`;
const at = (cx: number, cy: number, a: number, r: number) => `${f(cx + Math.cos(a) * r)} ${f(cy + Math.sin(a) * r)}`;
const circle = (cx: number, cy: number, r: number, sw: number) =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="#fff" stroke="#000" stroke-width="${f(sw)}"/>`;

const petals: Ring = (cx, cy, r0, r1, n, turn, sw, fine) => {
  let d = '',
    inner = '';
  const half = Math.PI / n;
  for (let i = 0; i < n; i++) {
    const a = turn + i * 2 * half;
    d += `M${at(cx, cy, a - half, r0)}Q${at(cx, cy, a - half, r1 * 0.98)} ${at(cx, cy, a, r1)}Q${at(cx, cy, a + half, r1 * 0.98)} ${at(cx, cy, a + half, r0)}Z`;
    if (fine) {
      const m = r0 + (r1 - r0) * 0.15,
        t = r0 + (r1 - r0) * 0.75;
      inner += `M${at(cx, cy, a - half * 0.55, m)}Q${at(cx, cy, a - half * 0.5, t)} ${at(cx, cy, a, t)}Q${at(cx, cy, a + half * 0.5, t)} ${at(cx, cy, a + half * 0.55, m)}Z`;
    }
  }
  return closed(d, sw) + (inner ? closed(inner, sw) : '');
};

const pointed: Ring = (cx, cy, r0, r1, n, turn, sw, fine) => {
  let d = '',
    veins = '';
  const half = Math.PI / n;
  for (let i = 0; i < n; i++) {
    const a = turn + i * 2 * half;
    d += `M${at(cx, cy, a - half, r0)}L${at(cx, cy, a, r1)}L${at(cx, cy, a + half, r0)}Z`;
    if (fine) veins += `M${at(cx, cy, a, r0)}L${at(cx, cy, a, r1 * 0.97)}`;
  }
  return closed(d, sw) + (veins ? line(veins, sw) : '');
};

const scallops: Ring = (cx, cy, r0, r1, n, turn, sw, fine) => {
  let d = '';
  const step = (2 * Math.PI) / n;
  const bump = (r1 - r0) * 0.9;
  d += `M${at(cx, cy, turn, r0)}`;
  for (let i = 0; i < n; i++) {
    const a = turn + i * step;
    d += `Q${at(cx, cy, a + step / 2, r0 + bump * 2)} ${at(cx, cy, a + step, r0)}`;
  }
  let out = closed(d + 'Z', sw);
  if (fine)
    for (let i = 0; i < n; i++)
      out += circle(cx + Math.cos(turn + (i + 0.5) * step) * (r0 + bump * 0.55), cy + Math.sin(turn + (i + 0.5) * step) * (r0 + bump * 0.55), bump * 0.22, sw);
  return out;
};

const zigzag: Ring = (cx, cy, r0, r1, n, turn, sw) => {
  let d = `M${at(cx, cy, turn, r0)}`;
  const step = (2 * Math.PI) / n;
  for (let i = 0; i < n; i++) d += `L${at(cx, cy, turn + (i + 0.5) * step, r1)}L${at(cx, cy, turn + (i + 1) * step, r0)}`;
  return line(d + 'Z', sw);
};

const lattice: Ring = (cx, cy, r0, r1, n, turn, sw) => {
  const step = (2 * Math.PI) / n;
  let d = '';
  for (const phase of [0, 0.5]) {
    d += `M${at(cx, cy, turn + phase * step, phase ? r1 : r0)}`;
    for (let i = 0; i < n; i++)
      d += `L${at(cx, cy, turn + (i + phase + 0.5) * step, phase ? r0 : r1)}L${at(cx, cy, turn + (i + phase + 1) * step, phase ? r1 : r0)}`;
  }
  return (
    line(d, sw) +
    line(
      `M${at(cx, cy, 0, (r0 + r1) / 2)}A${f((r0 + r1) / 2)} ${f((r0 + r1) / 2)} 0 1 1 ${at(cx, cy, Math.PI, (r0 + r1) / 2)}A${f((r0 + r1) / 2)} ${f((r0 + r1) / 2)} 0 1 1 ${at(cx, cy, 0, (r0 + r1) / 2)}`,
      sw,
    )
  );
};

const spokes: Ring = (cx, cy, r0, r1, n, turn, sw, fine) => {
  let d = '';
  const step = (2 * Math.PI) / n;
  for (let i = 0; i < n; i++) d += `M${at(cx, cy, turn + i * step, r0)}L${at(cx, cy, turn + i * step, r1)}`;
  let out = line(d, sw);
  if (fine)
    for (let i = 0; i < n; i++)
      out += circle(
        cx + (Math.cos(turn + (i + 0.5) * step) * (r0 + r1)) / 2,
        cy + (Math.sin(turn + (i + 0.5) * step) * (r0 + r1)) / 2,
        Math.min((r1 - r0) * 0.3, ((r0 + r1) / 2) * Math.sin(step / 2) * 0.6),
        sw,
      );
  return out;
};

const dots: Ring = (cx, cy, r0, r1, n, turn, sw) => {
  let out = '';
  const step = (2 * Math.PI) / n,
    mid = (r0 + r1) / 2;
  const r = Math.min((r1 - r0) * 0.4, mid * Math.sin(step / 2) * 0.8);
  for (let i = 0; i < n; i++) out += circle(cx + Math.cos(turn + i * step) * mid, cy + Math.sin(turn + i * step) * mid, r, sw);
  return out;
};

const RINGS: Ring[] = [petals, pointed, scallops, zigzag, lattice, spokes, dots];

/** `picture`: where the medallion's picture was drawn, when the mandala has one. */
export type MandalaResult = { svg: string; folds: number[]; picture?: Box };

/** The white margin round a medallion's picture, where the rays behind it stop. */
const HALO_MM = 1.6;

/**
 * Behind a teens' or adults' picture the medallion is a sunburst of `n` rays, and on adults' pages a circle across
 * them, so its white round the picture is cells to colour like the rings' and no single field beside fine rings.
 */
function medallionRays(cx: number, cy: number, r: number, n: number, sw: number, circled: boolean): string {
  let d = '';
  for (let i = 0; i < n; i++) d += `M${at(cx, cy, (i * 2 * Math.PI) / n, r * 0.15)}L${at(cx, cy, (i * 2 * Math.PI) / n, r)}`;
  return line(d, sw) + (circled ? `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.8)}" fill="none" stroke="#000" stroke-width="${f(sw)}"/>` : '');
}

/** The band of small pictures round a teens' or adults' medallion, as a share of the mandala's radius. */
const CHARM_BAND = 0.17;

/**
 * `n` small copies of a motif round the ring from `r0` to `r1`, each upright in a circle of its own with a dot
 * between two, so the band is closed cells like the other rings'; `n` a multiple of four, as many as fit.
 */
function charmRing(id: string, cx: number, cy: number, r0: number, r1: number, sw: number): string {
  const mid = (r0 + r1) / 2,
    r = (r1 - r0) * 0.42;
  const n = Math.max(8, Math.floor((2 * Math.PI * mid) / (r * 2.6) / 4) * 4);
  const s = r * 1.45;
  let out = '';
  for (let i = 0; i < n; i++) {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / n,
      between = a + Math.PI / n;
    const x = cx + Math.cos(a) * mid,
      y = cy + Math.sin(a) * mid;
    out += circle(x, y, r, sw) + circle(cx + Math.cos(between) * mid, cy + Math.sin(between) * mid, r * 0.22, sw);
    // Its box's bottom a little under the circle's centre line, so a standing animal sits in the middle of it.
    out += drawMotif(id, { x: x - s / 2, y: y - s * 0.55, w: s, h: s }, { strokeMm: Math.min(sw, s / 40) }).svg;
  }
  return out;
}

/** A mandala with the motif (when there is one) in its centre medallion. */
export function composeMandala(motifs: UnderstoodMotif[], page: { w: number; h: number }, rng: Rng, level: MandalaLevel = 'adults'): MandalaResult {
  const { sw, rings, folds, centre: pictured, plain } = LEVELS[level];
  const id = motifs.map((m) => m.id).find(hasMotif);
  const inner: Box = { x: MARGIN_MM, y: MARGIN_MM, w: page.w - 2 * MARGIN_MM, h: page.h - 2 * MARGIN_MM };
  const cx = page.w / 2,
    cy = page.h / 2;
  const R = Math.min(inner.w, inner.h) / 2 - 3;
  // Beside a picture and its band of charms the rings have half the radius they would have alone: two fewer on
  // teens' and adults' pages keep their cells big enough to colour.
  const count = rng.int(rings[0], rings[1]) - (id && level !== 'kids' ? 2 : 0);
  const centre = R * (id ? pictured : plain);
  const fine = level !== 'kids';
  // A teens' or adults' picture is ringed by small copies of the prompt's second motif (a cat's flowers), or of
  // itself (an owl mandala's owlets), in a band of their own just outside the medallion.
  const charm = fine && id ? (motifs.map((m) => m.id).filter(hasMotif)[1] ?? id) : undefined;
  const band = charm ? R * CHARM_BAND : 0;
  const base = rng.pick(folds);
  const used: number[] = [];
  // Corners: rays from the outer circle to the frame and a second circle of arcs, so no corner is one big field.
  const rayN = level === 'kids' ? 8 : level === 'teens' ? 16 : 24;
  let out = `${drawingClip(inner)}<g clip-path="url(#drawing)">`;
  let rays = '';
  const turn0 = rng.range(0, Math.PI / rayN);
  for (let i = 0; i < rayN; i++) rays += `M${at(cx, cy, turn0 + (i * 2 * Math.PI) / rayN, R)}L${at(cx, cy, turn0 + (i * 2 * Math.PI) / rayN, R * 3)}`;
  out += line(rays, sw);
  for (const k of level === 'kids' ? [1.25] : level === 'teens' ? [1.2, 1.45] : [1.15, 1.32, 1.5, 1.7]) {
    out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * k)}" fill="none" stroke="#000" stroke-width="${f(sw)}"/>`;
  }
  out += '</g>';
  // Rings from the outside in, each painted white over the last, so the inner ones sit on top.
  const edges: number[] = [];
  for (let i = 0; i <= count; i++) edges.push(R - ((R - centre - band) * i) / count);
  let previous = -1;
  for (let i = 0; i < count; i++) {
    const r1 = edges[i],
      r0 = edges[i + 1];
    let kind = rng.int(0, RINGS.length - 1);
    if (kind === previous) kind = (kind + 1) % RINGS.length;
    previous = kind;
    // Symmetry halves towards the centre so cells stay a sensible size.
    const n = Math.max(level === 'kids' ? 8 : 8, Math.round((base * (r1 / R)) / 4) * 4 || 8) * (fine && i % 3 === 1 ? 2 : 1);
    const folds = Math.min(Math.max(n, 8), level === 'kids' ? 12 : 24);
    used.push(folds);
    out += circle(cx, cy, r1, sw * (i === 0 ? 1.4 : 1));
    out += RINGS[kind](cx, cy, r0, r1, folds, rng.range(0, Math.PI / folds), sw, fine);
  }
  if (charm) out += circle(cx, cy, centre + band, sw) + charmRing(charm, cx, cy, centre, centre + band, sw);
  out += circle(cx, cy, centre, sw);
  let picture: Box | undefined;
  if (id) {
    // As big as the medallion holds, its lines no thicker than keeps the motif's own detail open (a sunflower's
    // seeds, a rose's petals closed up into a black blot at the ring's width); never under a child's 1.2 mm.
    // On an adults' page its areas carry a zentangle fill, as a scene's subject does, to match the rings' detail.
    const s = centre * 1.4;
    const box = { x: cx - s / 2, y: cy - s / 2, w: s, h: s };
    const strokeMm = level === 'kids' ? Math.max(1.2, Math.min(sw * 1.2, s / 48)) : Math.min(sw * 1.2, s / 48);
    if (fine) out += medallionRays(cx, cy, centre, base, sw, level === 'adults') + motifHalo(id, box, { strokeMm, haloMm: HALO_MM });
    const fill = level === 'adults' ? { fillPattern: zentangleFill(rng, id), clipId: 'zm' } : {};
    const drawn = drawMotif(id, box, { strokeMm, ...fill });
    out += drawn.svg;
    picture = drawn.box;
  } else {
    out += petals(cx, cy, centre * 0.35, centre * 0.95, base >= 16 ? 12 : 8, 0, sw, false) + circle(cx, cy, centre * 0.35, sw);
  }
  return { svg: out + frame(inner, sw), folds: used, ...(picture ? { picture } : {}) };
}
