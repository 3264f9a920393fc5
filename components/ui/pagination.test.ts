import { pageWindow } from './pagination';

describe('pageWindow', () => {
  it('shows every number of a short listing', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the neighbours of the current page, in at most seven entries', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 6, 7, 8, 9, 10]);
    for (let count = 1; count <= 30; count++) {
      for (let current = 1; current <= count; current++) {
        const shown = pageWindow(current, count);
        expect(shown.length).toBeLessThanOrEqual(7);
        expect(shown).toContain(current);
        expect(shown[0]).toBe(1);
        expect(shown.at(-1)).toBe(count);
        // Numbers rise, and a gap stands only for missing numbers.
        const numbers = shown.filter((n): n is number => n !== null);
        numbers.forEach((n, i) => i > 0 && expect(n).toBeGreaterThan(numbers[i - 1]));
        shown.forEach((n, i) => {
          if (n === null) expect((shown[i + 1] as number) - (shown[i - 1] as number)).toBeGreaterThan(1);
          else if (i > 0 && shown[i - 1] !== null) expect(n - (shown[i - 1] as number)).toBe(1);
        });
      }
    }
  });
});
