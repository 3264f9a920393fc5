import { describe, expect, it } from 'vitest';
import { pageMargins } from './page-margins';

describe('pageMargins', () => {
  it('finds A4 portrait and US Letter landscape from the page size at 300 dpi', () => {
    const a4 = pageMargins(2480, 3508);
    expect(a4.x).toBeCloseTo((12 / 210) * 100, 5);
    expect(a4.y).toBeCloseTo((12 / 297) * 100, 5);
    const letter = pageMargins(3300, 2550);
    expect(letter.x).toBeCloseTo((12 / 279.4) * 100, 5);
    expect(letter.y).toBeCloseTo((12 / 215.9) * 100, 5);
  });
});
