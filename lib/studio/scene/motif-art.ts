// Draws an OpenMoji motif as bold closed outlines: the colour layer's filled shapes become white areas with
// black edges (they close the black layer's open lines), then the black lines at one uniform width.
import motifs from '../data/motifs.json';
import { CHILD_MOTIFS } from './child-figure';
import { f, type Box } from './paper';

/**
 * f: colour areas (white, black edge); s: black lines; d: dots; u: the lowest ink across the box (`motifUnderside`);
 * l, r: the leftmost and rightmost ink down the box (`motifSides`).
 */
export type MotifData = {
  n: string;
  k: string;
  b: [number, number, number, number];
  u?: number[];
  l?: number[];
  r?: number[];
  f: string;
  s: string;
  d: string;
  c?: string;
};
// The emoji motifs, and the child figures drawn in child-figure.ts (`child:girl:0` …).
const table: Record<string, MotifData> = { ...(motifs as unknown as Record<string, MotifData>), ...(CHILD_MOTIFS as Record<string, MotifData>) };

/** A motif's drawing as the table holds it (undefined for an unknown id). */
export function motifData(id: string): Readonly<MotifData> | undefined {
  return table[id];
}

/**
 * Adds a motif composed from others at run time (a rider on its horse, riders.ts), so it is drawn, haloed and
 * mirrored as any motif is.
 */
export function addMotif(id: string, m: MotifData): void {
  table[id] = m;
}

/** The motif's width over its height (its drawn outline's box). */
export function motifAspect(id: string): number {
  const [x0, y0, x1, y1] = table[id].b;
  return (x1 - x0) / (y1 - y0);
}

export function hasMotif(id: string): boolean {
  return id in table;
}

/** Clear space (mm across, centred on the feature) a zentangle fill leaves around eye dots and inner lines. */
const FEATURE_CLEAR_MM = { dots: 3, strokes: 1.8 } as const;

/** `mirror` flips the motif left to right (an emoji animal faces left; on the left of a child it must face right). */
export type MotifOptions = { strokeMm: number; rotateDeg?: number; fillPattern?: string; clipId?: string; mirror?: boolean };

/** Where the motif lands in `box`: its scale, the box it is drawn in, and the group that places it there. */
function placeMotif(m: MotifData, box: Box, opts: Pick<MotifOptions, 'rotateDeg' | 'mirror'>): { s: number; drawn: Box; head: string } {
  const [x0, y0, x1, y1] = m.b;
  const s = Math.min(box.w / (x1 - x0), box.h / (y1 - y0));
  const w = (x1 - x0) * s,
    h = (y1 - y0) * s;
  const drawn = { x: box.x + (box.w - w) / 2, y: box.y + box.h - h, w, h };
  const rotate = opts.rotateDeg ? ` rotate(${f(opts.rotateDeg)} ${f((x0 + x1) / 2)} ${f((y0 + y1) / 2)})` : '';
  const scale = Math.round(s * 10000) / 10000;
  // Mirrored, the motif's left edge x0 lands on the drawn box's right edge: x ↦ (drawn.x + w + x0·s) − x·s.
  const place = opts.mirror
    ? `translate(${f(drawn.x + w + x0 * s)} ${f(drawn.y - y0 * s)}) scale(${-scale} ${scale})`
    : `translate(${f(drawn.x - x0 * s)} ${f(drawn.y - y0 * s)}) scale(${scale})`;
  return { s, drawn, head: `<g transform="${place}${rotate}" stroke-linejoin="round" stroke-linecap="round">` };
}

/**
 * Where a drawn motif's outline comes lowest, as it lands on the page: `lows` are the lowest ink's y in equal
 * columns across `box`, its drawn box, left to right (the build measures them, `underside` in
 * scripts/studio-build-index.ts); a motif without them (a child figure, a rider) is its box, one column.
 */
export type Underside = { box: Box; lows: number[] };

export function motifUnderside({ id, box, mirror }: DrawnMotif): Underside {
  const m = table[id];
  const { s, drawn } = placeMotif(m, box, { mirror });
  if (!m.u) return { box: drawn, lows: [drawn.y + drawn.h] };
  const lows = m.u.map((y) => drawn.y + (y - m.b[1]) * s);
  return { box: drawn, lows: mirror ? lows.reverse() : lows };
}

/**
 * A motif's sides as they land on the page: `top` of the first of its equal rows, each `row` high, and in each the
 * ink's leftmost and rightmost x (a row with none: the far edge). The build measures them (`sides` in
 * scripts/studio-build-index.ts); a motif without them (a child figure, a rider) has none.
 */
export type Sides = { top: number; row: number; left: number[]; right: number[] };

export function motifSides({ id, box, mirror }: DrawnMotif): Sides | undefined {
  const m = table[id];
  if (!m?.l || !m.r) return undefined;
  const { s, drawn } = placeMotif(m, box, { mirror });
  const x = (v: number) => (mirror ? drawn.x + drawn.w - (v - m.b[0]) * s : drawn.x + (v - m.b[0]) * s);
  // Mirrored, the motif's right side is the page's left.
  const [left, right] = mirror ? [m.r.map(x), m.l.map(x)] : [m.l.map(x), m.r.map(x)];
  return { top: drawn.y, row: drawn.h / m.l.length, left, right };
}

/** Free-standing lines (antennae, whiskers, rays) get this share of the halo more, so parallel ones share one halo. */
const LINE_HALO_EXTRA = 1;

/** A motif as `drawMotif` draws it: its id, its box and whether it is mirrored. */
export type DrawnMotif = { id: string; box: Box; mirror?: boolean };

/**
 * Halos round motifs as `drawMotif` draws them with the same boxes and options: a white margin `haloMm` wide
 * round each outline, closed by a line at the motif's stroke width, as a sticker is cut out round its picture.
 * Drawn under the motifs, they stop whatever lies behind (an adults' patterned sky) at that line. Each is the
 * silhouette (every area, and black lines such as antennae) stroked twice with round joins: black out to the
 * margin plus a line, then white out to the margin; gaps narrower than twice the margin fill in white. Every
 * black silhouette is drawn before any white one, so where two halos meet (a moon beside a rocket, the two of a
 * flat pair) they merge into one sticker instead of the second's line cutting through the first's margin.
 */
export function motifHalos(drawn: DrawnMotif[], opts: MotifOptions & { haloMm: number }): string {
  const layer = (colour: string, mm: number) =>
    drawn
      .map(({ id, box, mirror }) => {
        const m = table[id];
        const { s, head } = placeMotif(m, box, { ...opts, mirror });
        return (
          `${head}<g stroke="${colour}"><g fill="${colour}" stroke-width="${f((2 * mm) / s)}">${m.f}</g>` +
          `<g fill="none" stroke-width="${f((2 * (mm + LINE_HALO_EXTRA * opts.haloMm)) / s)}">${m.s}</g></g></g>`
        );
      })
      .join('');
  return layer('#000', opts.haloMm + opts.strokeMm) + layer('#fff', opts.haloMm);
}

/** The halo round one motif (`motifHalos`). */
export function motifHalo(id: string, box: Box, opts: MotifOptions & { haloMm: number }): string {
  return motifHalos([{ id, box, mirror: opts.mirror }], opts);
}

/** Fits the motif into `box` (keeping its proportions, centred, resting on the box's bottom edge). */
export function drawMotif(id: string, box: Box, opts: MotifOptions): { svg: string; box: Box } {
  const m = table[id];
  const { s, drawn, head } = placeMotif(m, box, opts);
  const sw = f(opts.strokeMm / s);
  let body = `<g fill="#fff" stroke="#000" stroke-width="${sw}">${m.f}</g>`;
  if (opts.fillPattern && opts.clipId && m.f) {
    // Zentangle-like fill: the pattern is masked to the coloured areas as they are painted (white, edged in
    // black, later over earlier), so it stops at the edges that show and the edges stay as drawn. Drawing every
    // area's edge again on top had brought back the edges hidden under later areas: a whole figure's arms and
    // legs showed through its coat. The mask keeps it clear of the features (eyes, a mouth, whiskers) by a
    // margin, so a face stays a face under the pattern instead of drowning in it.
    const eyes = `<g fill="#000" stroke="#000" stroke-width="${f(FEATURE_CLEAR_MM.dots / s)}">${m.d}</g>`;
    const lines = `<g fill="none" stroke="#000" stroke-width="${f(FEATURE_CLEAR_MM.strokes / s)}">${m.s}</g>`;
    const skin = m.c ? `<g fill="#000" stroke="none">${m.c}</g>` : '';
    body += `<mask id="${opts.clipId}"><g fill="#fff" stroke="#000" stroke-width="${sw}">${m.f}</g>${skin}${m.d ? eyes : ''}${m.s ? lines : ''}</mask>`;
    body += `<g mask="url(#${opts.clipId})" fill="none" stroke="#000" stroke-width="${f(Number(sw) * 0.55)}">${opts.fillPattern}</g>`;
  }
  body += `<g fill="none" stroke="#000" stroke-width="${sw}">${m.s}</g>`;
  body += `<g fill="#000">${m.d}</g>`;
  return { svg: `${head}${body}</g>`, box: drawn };
}
