import { describe, expect, it } from 'vitest';
import motifs from '../data/motifs.json';
import { drawMotif } from './motif-art';

const table = motifs as unknown as Record<string, { n: string; f: string; s: string; d: string }>;

// Full-body animals OpenMoji draws as bare silhouettes; the studio takes them from Fluent Emoji Flat so a page
// shows a face (solid eye dots) and inner areas to colour.
const FACED_ANIMALS = ['1F408', '1F415', '1F40E', '1F405', '1F416', '1F404', '1F401', '1F995', '1F996', '1F409', '1F98D'];
// OpenMoji animals whose Fluent version is worse get a face drawn on in the build (FACES).
const GIVEN_A_FACE = ['1F993', '1FACF', '1F419', '1FABC'];

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

  it('draws a flat-emoji motif in black and white only, its eyes solid black', () => {
    const { svg } = drawMotif('1F408', { x: 0, y: 0, w: 100, h: 100 }, { strokeMm: 1.4 });
    const paints = new Set([...svg.matchAll(/(?:fill|stroke)="([^"]+)"/g)].map((m) => m[1]));
    expect([...paints].sort()).toEqual(['#000', '#fff', 'none']);
    expect(svg).toContain(`<g fill="#000">${table['1F408'].d}</g>`);
  });
});
