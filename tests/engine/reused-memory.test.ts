import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dropScratch, giveScratch, keptScratchBytes, overwrittenScratch, zeroedScratch } from '@/lib/engine/raster/scratch';
import { convertUpload } from '@/lib/server/imaging/convert-upload';
import { lineBandHelperRunning, startLineBandHelper, startLineBandHelperOnDemand } from '@/lib/server/imaging/line-bands';
import { dropKeptShared, keptSharedBytes, SharedLease } from '@/lib/server/imaging/shared-ahead';

// Conversions reuse memory: the helper thread's shared buffers and colour planes (`SharedLease`) and the
// steps' scratch arrays (`scratch.ts`). A reused buffer that is not zeroed, or not fully overwritten,
// leaves the last photo's numbers in the next page: these tests convert photos one after another on
// reused memory and compare each page and report with the same photo's on fresh memory.

describe('scratch arrays', () => {
  it('come back zeroed after a caller left them dirty, and as they were when overwritten', () => {
    dropScratch();
    const dirty = new Int32Array(1 << 16).fill(-7);
    giveScratch(dirty);
    expect(keptScratchBytes()).toBe(1 << 18);
    const zeroed = zeroedScratch(Int32Array, 1 << 16);
    expect(zeroed.buffer).toBe(dirty.buffer);
    expect(zeroed.every((v) => v === 0)).toBe(true);
    expect(keptScratchBytes()).toBe(0);
    // Another type of the same byte length shares the kept memory.
    zeroed.fill(3);
    giveScratch(zeroed);
    const overwritten = overwrittenScratch(Float32Array, 1 << 16);
    expect(overwritten.buffer).toBe(dirty.buffer);
  });

  it('keep only whole plain buffers, once each, and drop the oldest past the bound', () => {
    dropScratch();
    const whole = new Uint8Array(1 << 20);
    giveScratch(whole.subarray(0, 1 << 19), new Uint8Array(new SharedArrayBuffer(1 << 20)), new Uint8Array(100));
    expect(keptScratchBytes()).toBe(0);
    giveScratch(whole, whole);
    expect(keptScratchBytes()).toBe(1 << 20);
    for (let i = 0; i < 30; i++) giveScratch(new Uint8Array(1 << 20));
    expect(keptScratchBytes()).toBe(24 << 20);
    // The first one given is gone.
    for (let i = 0; i < 24; i++) expect(zeroedScratch(Uint8Array, 1 << 20).buffer).not.toBe(whole.buffer);
  });
});

describe('shared leases', () => {
  it('hand out kept buffers zeroed after a conversion ends well, and keep nothing when it gave up', () => {
    dropKeptShared();
    const first = new SharedLease();
    first.mapAhead([4096]);
    const buffer = first.take(4096);
    new Uint8Array(buffer).fill(9);
    first.end();
    expect(keptSharedBytes()).toBe(4096);
    const second = new SharedLease();
    second.mapAhead([4096]);
    expect(keptSharedBytes()).toBe(0);
    const again = second.take(4096);
    expect(again).toBe(buffer);
    expect(new Uint8Array(again).every((v) => v === 0)).toBe(true);
    // A helper given up on may still write into what this conversion was lent.
    second.abandon();
    second.end();
    expect(keptSharedBytes()).toBe(0);
  });
});

/** Page and report of a conversion, hashed. */
async function converted(bytes: Uint8Array): Promise<string> {
  const result = await convertUpload(bytes, { style: 'coloring-page' }, ['png']);
  const hash = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');
  return `${hash(result.page.data)} ${hash(JSON.stringify(result.report))}`;
}

// Two photos of the same size (so every buffer of one is reused by the other), large enough to be decoded
// at half the working size with the helper thread's jobs.
async function photo(name: string): Promise<Uint8Array> {
  return sharp(readFileSync(`tests/fixtures/photos/${name}`))
    .resize(2400, 1600, { fit: 'fill' })
    .jpeg({ quality: 90 })
    .toBuffer();
}

describe.runIf(isMainThread)('conversions on reused memory', () => {
  it('give the pages and reports of conversions on fresh memory', async () => {
    const photos = [await photo('chelsea.jpg'), await photo('astronaut.jpg'), await photo('coffee.jpg')];
    // The references on this thread alone (the helper keeps scratch arrays of its own), each on fresh
    // memory: a page is the same on one thread or two (line-bands and smooth-planes tests).
    startLineBandHelperOnDemand(false);
    expect(lineBandHelperRunning()).toBe(false);
    const fresh: string[] = [];
    for (const bytes of photos) {
      dropKeptShared();
      dropScratch();
      fresh.push(await converted(bytes));
    }
    startLineBandHelperOnDemand(true);
    await startLineBandHelper();
    expect(lineBandHelperRunning()).toBe(true);
    // Each photo right after another one, on the memory that one left.
    for (let i = 0; i < photos.length; i++) {
      expect(keptSharedBytes()).toBeGreaterThan(0);
      expect(keptScratchBytes()).toBeGreaterThan(0);
      expect(await converted(photos[i])).toBe(fresh[i]);
    }
  }, 120_000);
});
