import { describe, expect, it } from 'vitest';
import { lineMaskFromDrawing } from './line-drawing';

function photoOfDrawing(width: number, height: number) {
  // Greyish paper (lum ≈ 215) with a dark pencil square outline and a few dust specks.
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) rgba.set([215, 212, 205, 255], i * 4);
  const ink = (x: number, y: number) => rgba.set([40, 40, 45, 255], (y * width + x) * 4);
  for (let t = 10; t < 50; t++)
    for (let k = 0; k < 3; k++) {
      ink(t, 10 + k);
      ink(t, 47 + k);
      ink(10 + k, t);
      ink(47 + k, t);
    }
  ink(30, 30);
  ink(5, 55);
  return rgba;
}

describe('lineMaskFromDrawing', () => {
  it('turns the paper into white, the ink into solid line, and drops specks', () => {
    const mask = lineMaskFromDrawing(photoOfDrawing(60, 60), 60, 60, 4);
    expect(mask.coverage[20 * 60 + 20]).toBe(0);
    expect(mask.coverage[11 * 60 + 20]).toBe(255);
    expect(mask.coverage[30 * 60 + 30]).toBe(0);
    expect(mask.coverage[55 * 60 + 5]).toBe(0);
  });
});
