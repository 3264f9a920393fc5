import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { convertToLineArt } from '@/lib/engine/convert';
import { decodeUpload } from '@/lib/server/imaging/decode';
import { sharedPageAhead } from '@/lib/server/imaging/line-bands';

describe('sharedPageAhead', () => {
  it('hands out the buffer it touched once, for its length only, and fresh shared pages after', () => {
    const ahead = sharedPageAhead(10_000);
    ahead.touch();
    const other = ahead.newPage(9_999);
    expect(other.length).toBe(9_999);
    const first = ahead.newPage(10_000);
    expect(first.length).toBe(10_000);
    expect(first.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(first[0]).toBe(255);
    const second = ahead.newPage(10_000);
    expect(second.buffer).not.toBe(first.buffer);
    expect(second.every((v) => v === 0)).toBe(true);
  });

  it('gives the very page and report of a conversion on fresh memory, touched during the decode', async () => {
    const bytes = readFileSync('tests/fixtures/photos/astronaut.jpg');
    const ahead = sharedPageAhead(2480 * 3508);
    let touched = false;
    const { image } = await decodeUpload(bytes, undefined, undefined, false, () => {
      ahead.touch();
      touched = true;
    });
    expect(touched).toBe(true);
    const fresh = convertToLineArt(image, { style: 'coloring-page' });
    const reused = convertToLineArt(image, { style: 'coloring-page' }, { newPage: ahead.newPage });
    expect(reused.page.data.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(Buffer.compare(Buffer.from(reused.page.data), Buffer.from(fresh.page.data))).toBe(0);
    expect(reused.report).toEqual(fresh.report);
  });
});
