// Test support for the things drawn for words parents type: each is named as its word, big in its box, in areas to
// colour, and the prompt "a <word>" draws it alone.
import { expect } from 'vitest';
import { understandPrompt } from '../keywords/understand-prompt';
import { areaCount, longSide, table } from './motif-raster';

export function expectDrawnWord(id: string, name: string, areas: number): void {
  expect(table[id]!.n).toBe(name);
  expect(areaCount(id)).toBeGreaterThanOrEqual(areas);
  expect(longSide(id)).toBeGreaterThanOrEqual(62);
  const r = understandPrompt(`a ${name}`, 'en');
  expect(r.kind === 'motifs' && r.motifs.map((m) => m.id)).toEqual([id]);
}
