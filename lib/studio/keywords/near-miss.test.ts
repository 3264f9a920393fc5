import { describe, expect, it } from 'vitest';
import { typoDistance } from './near-miss';

describe('typoDistance', () => {
  it.each([
    ['unicorn', 'unicorn', 0],
    ['unicron', 'unicorn', 1], // two neighbours swapped
    ['girafe', 'giraffe', 1], // a letter missing
    ['mariposaa', 'mariposa', 1], // a letter added
    ['dinosour', 'dinosaur', 1], // a letter changed
    ['elefant', 'elephant', 2],
    ['kitten', 'sitting', 3],
  ])('%s → %s is %i', (a, b, d) => {
    expect(typoDistance(a, b, 3)).toBe(d);
  });

  it('stops past its limit', () => {
    expect(typoDistance('butterfly', 'elephant', 1)).toBe(2);
    expect(typoDistance('cat', 'caterpillar', 2)).toBe(3);
  });
});
