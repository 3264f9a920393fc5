import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

// The link preview of a catalogue page through its route: a 1200×630 PNG that shows the page (white
// paper, black lines) on the brand's background, cacheable with an ETag; unknown handles are 404.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'colorwell-share-image-'));
const { GET } = await import('@/app/common-api/v1/catalogue/[handle]/share-image/route');

const get = (handle: string, headers: Record<string, string> = {}) =>
  GET(new Request(`http://localhost/common-api/v1/catalogue/${handle}/share-image`, { headers }), { params: Promise.resolve({ handle }) });

describe('a catalogue page as a link preview', () => {
  let answer: Response;
  let bytes: Buffer;
  beforeAll(async () => {
    answer = await get('cat-playing-with-a-ball');
    bytes = Buffer.from(await answer.arrayBuffer());
  });

  it('is a 1200×630 PNG, public and cacheable', async () => {
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('cache-control')).toMatch(/^public/);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  });

  it('shows the page: a white sheet with black lines in the middle, the background at the edges', async () => {
    const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    expect(at(5, 5)).toEqual([0xfd, 0xee, 0xe6]);
    let dark = 0;
    let white = 0;
    for (let y = 100; y < 530; y += 2) {
      for (let x = 450; x < 750; x += 2) {
        const [r, g, b] = at(x, y);
        if (r + g + b < 150) dark += 1;
        if (r > 245 && g > 245 && b > 245) white += 1;
      }
    }
    const total = (430 / 2) * (300 / 2);
    expect(dark / total).toBeGreaterThan(0.02);
    expect(white / total).toBeGreaterThan(0.5);
  });

  it('answers 304 to its own ETag and is drawn once', async () => {
    const again = await get('cat-playing-with-a-ball', { 'if-none-match': answer.headers.get('etag')! });
    expect(again.status).toBe(304);
    const third = await get('cat-playing-with-a-ball');
    expect(third.headers.get('etag')).toBe(answer.headers.get('etag'));
  });

  it('is 404 for a page that does not exist', async () => {
    expect((await get('no-such-page')).status).toBe(404);
  });
});
