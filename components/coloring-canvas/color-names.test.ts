import { PALETTES } from '@/lib/engine/coloring';
import { colorName } from './color-names';

describe('colorName', () => {
  it.each([
    ['#e53935', 'red', 'plain'],
    ['#fb8c00', 'orange', 'plain'],
    ['#fdd835', 'yellow', 'plain'],
    ['#43a047', 'green', 'plain'],
    ['#1e88e5', 'blue', 'plain'],
    ['#8e24aa', 'purple', 'plain'],
    ['#d81b60', 'pink', 'plain'],
    ['#6d4c41', 'brown', 'plain'],
    ['#212121', 'grey', 'dark'],
    ['#000000', 'black', 'plain'],
    ['#ffffff', 'white', 'plain'],
    ['#bae1ff', 'blue', 'light'],
    ['#01579b', 'blue', 'dark'],
  ])('%s is %s (%s)', (hex, hue, shade) => {
    expect(colorName(hex)).toEqual({ hue, shade });
  });

  it('gives the twelve crayons twelve different names', () => {
    const names = PALETTES[0].colors.map((c) => JSON.stringify(colorName(c)));
    expect(new Set(names).size).toBe(names.length);
  });
});
