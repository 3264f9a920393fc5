import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { convertToLineArt } from '@/lib/engine/convert';
import { decodeUpload } from '@/lib/server/imaging/decode';
import { sharedPageAhead, sharedPlanesAhead } from '@/lib/server/imaging/line-bands';
import { SharedLease } from '@/lib/server/imaging/shared-ahead';

describe('sharedPageAhead', () => {
  it('hands out the white page it made once, for its length only, and fresh white shared pages after', () => {
    const ahead = sharedPageAhead();
    ahead.touch(10_000);
    const other = ahead.take(9_999);
    expect(other.length).toBe(9_999);
    const first = ahead.take(10_000);
    expect(first.length).toBe(10_000);
    expect(first.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(first.every((v) => v === 255)).toBe(true);
    const second = ahead.take(10_000);
    expect(second.buffer).not.toBe(first.buffer);
    expect(second.every((v) => v === 255)).toBe(true);
    expect(other.every((v) => v === 255)).toBe(true);
  });

  it('hands out the three planes it touched once, for their length only', () => {
    const ahead = sharedPlanesAhead(new SharedLease());
    expect(ahead.take(100).length).toBe(300);
    ahead.touch(1_000);
    expect(ahead.take(999).length).toBe(3 * 999);
    const first = ahead.take(1_000);
    expect(first.length).toBe(3_000);
    expect(first.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(first.every((v) => v === 0)).toBe(true);
    expect(ahead.take(1_000).buffer).not.toBe(first.buffer);
  });

  it('gives the very page and report of a conversion on fresh memory, touched during the decode', async () => {
    const bytes = readFileSync('tests/fixtures/photos/astronaut.jpg');
    const ahead = sharedPageAhead();
    let touched: unknown = null;
    const { image } = await decodeUpload(bytes, undefined, undefined, false, (size, half) => {
      ahead.touch(2480 * 3508);
      touched = { ...size, half };
    });
    expect(touched).toEqual({ width: image.width, height: image.height, half: false });
    const fresh = convertToLineArt(image, { style: 'coloring-page' });
    const reused = convertToLineArt(image, { style: 'coloring-page' }, { newPage: ahead.take });
    expect(reused.page.data.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(Buffer.compare(Buffer.from(reused.page.data), Buffer.from(fresh.page.data))).toBe(0);
    expect(reused.report).toEqual(fresh.report);
  });
});
