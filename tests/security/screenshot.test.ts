import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendsToRun } from '../helpers/backends';
import { photoWithGps, samplePhoto } from '../helpers/generation/images';
import { startHarness, uniqueIp, type Harness } from '../helpers/harness';

// A screenshot is kept for the team to look at; what a parent's phone wrote into it (GPS position,
// camera, owner) and anything smuggled after the image's end must not be kept with it.
const backends = await backendsToRun();
const SECRET = 'SMUGGLED-PAYLOAD-<script>alert(1)</script>';

/** Byte offset just after the image data ends: JPEG's EOI marker, PNG's IEND chunk. */
function imageEnd(bytes: Buffer, kind: 'jpg' | 'png'): number {
  if (kind === 'jpg') return bytes.lastIndexOf(Buffer.from([0xff, 0xd9])) + 2;
  return bytes.lastIndexOf(Buffer.from('IEND')) + 8;
}

describe.each(backends)('feedback screenshots on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  async function send(bytes: Buffer, name: string) {
    const form = new FormData();
    form.set('category', 'bug');
    form.set('message', 'The page looks wrong');
    form.set('screenshot', new Blob([new Uint8Array(bytes)]), name);
    const res = await h.api<{ id: string }>('POST', '/common-api/v1/feedback', undefined, { raw: form, ip: uniqueIp() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.id;
  }

  it('drops EXIF with its GPS position and the bytes appended after a JPEG', async () => {
    const gps = await photoWithGps();
    expect((await sharp(gps).metadata()).exif).toBeDefined();
    const upload = Buffer.concat([gps, Buffer.from(SECRET)]);
    const id = await send(upload, 'shot.jpg');
    const stored = await readFile(path.join(h.backend.dataDir, 'feedback', `${id}.jpg`));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('Secret-Model-42'))).toBe(false);
    expect(stored.includes(Buffer.from('SMUGGLED-PAYLOAD'))).toBe(false);
    expect(imageEnd(stored, 'jpg')).toBe(stored.length);
    expect([meta.width, meta.height]).toEqual([240, 180]);
  });

  it('drops text chunks and a file appended after a PNG’s end', async () => {
    const png = await sharp(await samplePhoto('png'))
      .withMetadata({ exif: { IFD0: { Artist: 'Secret-Model-42' } } })
      .png()
      .toBuffer();
    const zip = Buffer.from('504b0304' + '00'.repeat(26), 'hex');
    const id = await send(Buffer.concat([png, zip, Buffer.from(SECRET)]), 'shot.png');
    const stored = await readFile(path.join(h.backend.dataDir, 'feedback', `${id}.png`));
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Secret-Model-42'))).toBe(false);
    expect(stored.includes(zip)).toBe(false);
    expect(imageEnd(stored, 'png')).toBe(stored.length);
  });

  it('applies the EXIF orientation before dropping it, so the picture stands right', async () => {
    const sideways = await sharp(await samplePhoto('jpeg'))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const id = await send(sideways, 'shot.jpg');
    const meta = await sharp(await readFile(path.join(h.backend.dataDir, 'feedback', `${id}.jpg`))).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([180, 240, undefined]);
  });

  it('refuses bytes that only start like an image', async () => {
    const form = new FormData();
    form.set('category', 'bug');
    form.set('message', 'Broken');
    form.set('screenshot', new Blob([Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(SECRET)])]), 'x.jpg');
    const res = await h.api('POST', '/common-api/v1/feedback', undefined, { raw: form, ip: uniqueIp() });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The screenshot must be a PNG, JPEG or WebP image.');
  });
});
