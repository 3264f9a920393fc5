import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import motifs from '../data/motifs.json';
import { drawMotif } from './motif-art';

const table = motifs as unknown as Record<string, { n: string; f: string; s: string; d: string }>;

// Full-body animals OpenMoji draws as bare silhouettes; the studio takes them from Fluent Emoji Flat so a page
// shows a face (solid eye dots) and inner areas to colour.
const FACED_ANIMALS = ['1F408', '1F415', '1F40E', '1F405', '1F416', '1F404', '1F401', '1F995', '1F996', '1F409', '1F98D'];
// OpenMoji animals whose Fluent version is worse get a face drawn on in the build (FACES).
const GIVEN_A_FACE = ['1F993', '1FACF', '1F419', '1FABC'];

// Animals given a mouth by the build's FACES table (Fluent's rabbit, whale and hedgehog have an eye but no mouth; the
// cat's "w" hangs from its nose, so it is not free-standing and is left out here).
const MOUTHED = ['1F407', '1F40B', '1F994', '1F419', '1FABC'];

const PX = 8; // pixels per unit of the 72-unit box
async function raster(body: string): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72" width="${72 * PX}" height="${72 * PX}"><rect width="72" height="72" fill="#fff"/>${body}</svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).greyscale().raw().toBuffer());
}
const all = (grid: Uint8Array, x: number, y: number, r: number, test: (v: number) => boolean) => {
  for (let dy = -r * PX; dy <= r * PX; dy++)
    for (let dx = -r * PX; dx <= r * PX; dx++) {
      if (dx * dx + dy * dy > r * r * PX * PX) continue;
      const v = grid[Math.round(y * PX + dy) * 72 * PX + Math.round(x * PX + dx)];
      if (v === undefined || !test(v)) return false;
    }
  return true;
};
/**
 * Counts the open strokes (absolute M, then Q/L/C only) whose two ends lie 1 unit inside the silhouette
 * and 0.8 units clear of the outline, every other stroke and the dots: a drawn-on mouth. The borders of the
 * outlined flat emoji end on other lines, so they never count.
 */
async function freeStandingStrokes(m: { f: string; s: string; d: string }): Promise<number> {
  const subpaths = [...m.s.matchAll(/d="([^"]+)"/g)].flatMap((d) => d[1].split(/(?=M)/));
  const inside = await raster(`<g fill="#000">${m.f}</g>`);
  let count = 0;
  for (const [i, sub] of subpaths.entries()) {
    if (!/^M[\d.\s,-]+(?:[QLC][\d.\s,-]+)+$/.test(sub.trim())) continue;
    const numbers = sub.match(/-?[\d.]+/g)!.map(Number);
    const ends = [numbers.slice(0, 2), numbers.slice(-2)];
    const others = subpaths.filter((_, j) => j !== i).join('');
    const ink = await raster(`<g fill="none" stroke="#000" stroke-width="0.3">${m.f}<path d="${others}"/></g><g fill="#000">${m.d}</g>`);
    if (ends.every(([x, y]) => all(inside, x, y, 1, (v) => v < 128) && all(ink, x, y, 0.8, (v) => v > 128))) count++;
  }
  return count;
}

describe('motifs', () => {
  it.each(FACED_ANIMALS)('%s has eyes and inner borders', (id) => {
    const m = table[id];
    expect(m.d).toMatch(/<path d="M[\d. ]+z/);
    expect(m.s.match(/M/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  });

  it.each(GIVEN_A_FACE)('%s has eyes drawn on', (id) => {
    expect(table[id].d).toMatch(/<path d="M[\d. ]+a[\d. ]+/);
  });

  it('gives the octopus and the jellyfish a smile and two cheeks to colour', () => {
    for (const id of ['1F419', '1FABC']) expect(table[id].s.match(/a[\d.]+ [\d.]+ 0 1 0/g)?.length ?? 0).toBe(4);
  });

  it.each(MOUTHED)('%s has a mouth: a free-standing stroke inside the figure, clear of every other line', async (id) => {
    expect(await freeStandingStrokes(table[id])).toBeGreaterThanOrEqual(1);
  });

  it('draws a flat-emoji motif in black and white only, its eyes solid black', () => {
    const { svg } = drawMotif('1F408', { x: 0, y: 0, w: 100, h: 100 }, { strokeMm: 1.4 });
    const paints = new Set([...svg.matchAll(/(?:fill|stroke)="([^"]+)"/g)].map((m) => m[1]));
    expect([...paints].sort()).toEqual(['#000', '#fff', 'none']);
    expect(svg).toContain(`<g fill="#000">${table['1F408'].d}</g>`);
  });
});
