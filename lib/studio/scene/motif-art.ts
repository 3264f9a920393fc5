// Draws an OpenMoji motif as bold closed outlines: the colour layer's filled shapes become white areas with
// black edges (they close the black layer's open lines), then the black lines at one uniform width.
import motifs from '../data/motifs.json';
import { f, type Box } from './paper';

type MotifData = { n: string; k: string; b: [number, number, number, number]; f: string; s: string; d: string };
const table = motifs as unknown as Record<string, MotifData>;

export function hasMotif(id: string): boolean {
  return id in table;
}

export type MotifOptions = { strokeMm: number; rotateDeg?: number; fillPattern?: string; clipId?: string };

/** Fits the motif into `box` (keeping its proportions, centred, resting on the box's bottom edge). */
export function drawMotif(id: string, box: Box, opts: MotifOptions): { svg: string; box: Box } {
  const m = table[id];
  const [x0, y0, x1, y1] = m.b;
  const s = Math.min(box.w / (x1 - x0), box.h / (y1 - y0));
  const w = (x1 - x0) * s,
    h = (y1 - y0) * s;
  const drawn = { x: box.x + (box.w - w) / 2, y: box.y + box.h - h, w, h };
  const sw = f(opts.strokeMm / s);
  const rotate = opts.rotateDeg ? ` rotate(${f(opts.rotateDeg)} ${f((x0 + x1) / 2)} ${f((y0 + y1) / 2)})` : '';
  const head = `<g transform="translate(${f(drawn.x - x0 * s)} ${f(drawn.y - y0 * s)}) scale(${Math.round(s * 10000) / 10000})${rotate}" stroke-linejoin="round" stroke-linecap="round">`;
  let body = `<g fill="#fff" stroke="#000" stroke-width="${sw}">${m.f}</g>`;
  if (opts.fillPattern && opts.clipId && m.f) {
    // Zentangle-like fill: the pattern is clipped to the coloured areas, then their edges are drawn again on top.
    body += `<clipPath id="${opts.clipId}">${m.f}</clipPath><g clip-path="url(#${opts.clipId})" fill="none" stroke="#000" stroke-width="${f(Number(sw) * 0.55)}">${opts.fillPattern}</g>`;
    body += `<g fill="none" stroke="#000" stroke-width="${sw}">${m.f}</g>`;
  }
  body += `<g fill="none" stroke="#000" stroke-width="${sw}">${m.s}</g><g fill="#000">${m.d}</g>`;
  return { svg: `${head}${body}</g>`, box: drawn };
}
