// composeMandala's medallion: a named mandala (an owl mandala, a rose mandala) is about its picture at every level,
// not a stamp in the middle of rings, and behind a teens' or adults' picture the medallion is cells, not one field.
import { describe, expect, it } from 'vitest';
import type { UnderstoodMotif } from '../keywords/understand-prompt';
import { size } from '../testing/scene-prompts';
import { composeMandala, type MandalaLevel } from './compose-mandala';
import { motifData } from './motif-art';
import { MARGIN_MM } from './paper';
import { createRng } from './prng';

const being = (id: string): UnderstoodMotif => ({ id, name: id, kind: 'being', word: id });
// owl, cat, unicorn, rose, sunflower, dragon
const NAMED = ['1F989', '1F408', '1F984', '1F339', '1F33B', '1F409'];
const LEVELS: MandalaLevel[] = ['kids', 'teens', 'adults'];
const drawingWidth = size.w - 2 * MARGIN_MM;

describe('composeMandala', () => {
  it.each(LEVELS)('draws a named %s mandala with its picture at least a quarter of the drawing wide or tall', (level) => {
    for (const id of NAMED)
      for (let seed = 1; seed <= 3; seed++) {
        const { picture } = composeMandala([being(id)], size, createRng(seed, 'mandala'), level);
        expect(picture, `${id} seed ${seed}`).toBeDefined();
        // At a fifth of the radius the adults' owl was 25 mm across on a 186 mm drawing (0.13).
        expect(Math.max(picture!.w, picture!.h) / drawingWidth, `${id} seed ${seed}`).toBeGreaterThan(0.25);
      }
  });

  it('puts rays and a halo behind a teens’ or adults’ picture, and keeps a child’s medallion plain', () => {
    const rays = (level: MandalaLevel) => composeMandala([being('1F989')], size, createRng(1, 'mandala'), level).svg;
    // The halo is a motif's silhouette stroked white: its group paints with stroke="#fff".
    expect(rays('adults')).toContain('stroke="#fff"');
    expect(rays('teens')).toContain('stroke="#fff"');
    expect(rays('kids')).not.toContain('stroke="#fff"');
  });

  it('rings a teens’ or adults’ picture with copies of the second motif, or of itself, and not a child’s', () => {
    // How often a motif's first area is drawn: once per copy.
    const copies = (svg: string, id: string) => svg.split(motifData(id)!.f.slice(0, 60)).length - 1;
    const catAndFlower = [being('1F408'), being('1F33C')];
    for (const level of ['teens', 'adults'] as const) {
      const svg = composeMandala(catAndFlower, size, createRng(1, 'mandala'), level).svg;
      expect(copies(svg, '1F33C'), level).toBeGreaterThanOrEqual(8);
      // The cat itself only in the medallion (drawn, its halo's two layers and an adults' fill mask).
      expect(copies(svg, '1F408'), level).toBeLessThan(5);
      expect(copies(composeMandala([being('1F989')], size, createRng(1, 'mandala'), level).svg, '1F989'), level).toBeGreaterThanOrEqual(9);
    }
    expect(copies(composeMandala(catAndFlower, size, createRng(1, 'mandala'), 'kids').svg, '1F33C')).toBe(0);
  });

  it('keeps a mandala without a picture to its small petal medallion', () => {
    const { picture, svg } = composeMandala([], size, createRng(2, 'mandala'), 'adults');
    expect(picture).toBeUndefined();
    expect(svg).not.toContain('stroke="#fff"');
  });
});
