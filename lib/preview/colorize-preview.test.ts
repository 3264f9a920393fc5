import { describe, expect, it } from 'vitest';
import { colorizeDrawing } from '@/lib/server/generation/render/colorize';
import { applyPalette, chosenColors, recolorAt, startColorize } from './colorize-preview';

/** A white 60×40 page with a black frame and a vertical divider: two closed boxes inside. */
function twoBoxes() {
  const [w, h] = [60, 40];
  const rgba = new Uint8Array(w * h * 4).fill(255);
  const ink = (x: number, y: number) => rgba.fill(0, (y * w + x) * 4, (y * w + x) * 4 + 3);
  for (let x = 5; x < 55; x++) for (const y of [5, 6, 33, 34]) ink(x, y);
  for (let y = 5; y < 35; y++) for (const x of [5, 6, 29, 30, 53, 54]) ink(x, y);
  return { rgba, w, h };
}

describe('colorize preview', () => {
  it('fills the closed boxes and leaves the paper around them white', () => {
    const { rgba, w, h } = twoBoxes();
    const session = startColorize(rgba, w, h);
    const page = applyPalette(session, 'vivid');
    const at = (x: number, y: number) => [...page.subarray((y * w + x) * 4, (y * w + x) * 4 + 3)];
    expect(at(1, 1)).toEqual([255, 255, 255]);
    expect(at(15, 20)).not.toEqual([255, 255, 255]);
  });

  it('re-colours the clicked region and reports it by label', () => {
    const { rgba, w, h } = twoBoxes();
    const session = startColorize(rgba, w, h);
    applyPalette(session, 'pastel');
    const result = recolorAt(session, 42, 20, '#FF0000');
    expect(result).not.toBeNull();
    const p = (20 * w + 42) * 4;
    expect([...result!.rgba.subarray(p, p + 3)]).toEqual([255, 0, 0]);
    expect(chosenColors(session)).toEqual({ [String(result!.label)]: '#ff0000' });
    // A new palette forgets the picks.
    applyPalette(session, 'natural');
    expect(chosenColors(session)).toEqual({});
  });

  it('paints what the service saves, for the same palette and shuffle', () => {
    const { rgba, w, h } = twoBoxes();
    for (const [palette, seed] of [
      ['vivid', 0],
      ['vivid', 9],
      ['pastel', 123],
      ['natural', 4],
    ] as const) {
      const onDevice = applyPalette(startColorize(rgba, w, h), palette, undefined, seed);
      const saved = colorizeDrawing({ rgba, width: w, height: h, palette, seed });
      expect(Buffer.from(saved.rgba).equals(Buffer.from(onDevice))).toBe(true);
    }
    const plain = applyPalette(startColorize(rgba, w, h), 'vivid', undefined, 0);
    const shuffles = [1, 2, 3, 4, 5].map((seed) => Buffer.from(applyPalette(startColorize(rgba, w, h), 'vivid', undefined, seed)));
    expect(shuffles.some((page) => !page.equals(Buffer.from(plain)))).toBe(true);
  });
});
