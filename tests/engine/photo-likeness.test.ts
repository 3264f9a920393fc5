import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { convertUpload } from '@/lib/server/imaging/convert-upload';
import { fitPhoto, pageLikeness, photoLikeness } from '@/lib/server/imaging/likeness';

// The likeness figure a photo page's report carries, which the coloring check's verdict reads.
describe('photo likeness', () => {
  const photo = readFileSync('tests/fixtures/photos/astronaut.jpg');

  it('is nothing for an empty page, and about what the line art keeps for the coloring page', async () => {
    const options = { paper: 'a4', orientation: 'auto' } as const;
    const fitted = await fitPhoto(photo, options);
    expect(fitted.edges.some((e) => e === 1)).toBe(true);
    const page = await convertUpload(photo, { style: 'coloring-page', detail: 'medium', ...options });
    const art = await convertUpload(photo, { style: 'line-art', ...options });
    const blank = sharp({ create: { width: page.sheet.width, height: page.sheet.height, channels: 3, background: '#ffffff' } });
    const empty = await pageLikeness(await blank.png().toBuffer(), fitted);
    const coloring = await pageLikeness(page.png, fitted);
    // A job measures the page's pixels as they are, without decoding its PNG: the same figure.
    expect(await pageLikeness(page.page, fitted)).toBe(coloring);
    const lineArt = await pageLikeness(art.png, fitted);
    expect(empty).toBe(0);
    expect(coloring).toBeGreaterThan(0.4);
    expect(lineArt).toBeGreaterThanOrEqual(coloring - 0.05);
  });

  it('is rounded to two decimals, and left out when the background was removed on purpose', async () => {
    const page = await convertUpload(photo, { style: 'coloring-page', detail: 'medium' });
    const figure = await photoLikeness(photo, page.png, page.options);
    expect(figure).toBe(Math.round(figure! * 100) / 100);
    expect(await photoLikeness(photo, page.png, { ...page.options, removeBackground: true })).toBeUndefined();
  });
});
