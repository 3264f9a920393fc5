import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { ConversionPool, EngineTaskError } from '@/lib/server/imaging/pool';

describe('ConversionPool', () => {
  const pool = new ConversionPool(2);
  afterAll(() => pool.close());

  it('converts two photos at once in worker threads and passes typed errors back', async () => {
    const photo = readFileSync('tests/fixtures/photos/chelsea.jpg');
    const [a, b, bad] = await Promise.allSettled([
      pool.convert(photo, { style: 'line-drawing' }),
      pool.convert(photo, { style: 'line-art' }),
      pool.convert(new TextEncoder().encode('not an image at all'), {}),
    ]);
    if (a.status === 'rejected') throw a.reason;
    expect(a.value.png.length).toBeGreaterThan(1000);
    expect(b.status === 'fulfilled' && b.value.report.pureBlackWhiteShare).toBe(1);
    expect(bad.status).toBe('rejected');
    const reason = (bad as PromiseRejectedResult).reason;
    expect(reason).toBeInstanceOf(EngineTaskError);
    expect(reason.code).toBe('unsupported_type');
  });
});
