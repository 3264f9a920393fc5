import { describe, expect, it } from 'vitest';
import { MAX_UPSCALE, MIN_WORKING_PIXELS, toWorkingSize } from '@/lib/engine/raster/resample';

const image = (width: number, height: number) => ({ data: new Uint8Array(width * height * 3).fill(128), width, height, channels: 3 as const });

describe('working size of small pictures', () => {
  it('brings a small photo up to 1 MP', () => {
    const { width, height } = toWorkingSize(image(222, 243));
    expect(Math.abs(width * height - MIN_WORKING_PIXELS)).toBeLessThan(0.01 * MIN_WORKING_PIXELS);
  });

  it('enlarges a thumbnail at most 8× on each side', () => {
    expect(MAX_UPSCALE).toBe(8);
    const { width, height } = toWorkingSize(image(64, 48));
    expect([width, height]).toEqual([512, 384]);
  });
});
