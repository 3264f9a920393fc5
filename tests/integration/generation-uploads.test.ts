import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_MAX_FILES } from '@/lib/server/config/quotas';
import { backendsToRun } from '../helpers/backends';
import { uniqueIp } from '../helpers/harness';
import { startGenerationHarness, type GenerationHarness } from '../helpers/generation/harness';
import { chargesOfUser } from '../helpers/generation/ledger';
import { photoWithGps, pixelBomb, samplePhoto } from '../helpers/generation/images';
import { signedInUser } from '../helpers/generation/users';

const backends = await backendsToRun();

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe.each(backends)('upload checks on %s', (kind) => {
  let h: GenerationHarness;
  // No worker here: these tests look at what is refused, and at the stored upload before it is used.
  beforeAll(async () => {
    h = await startGenerationHarness(kind, { RUN_WORKER_IN_WEB: 'false' });
  });
  afterAll(async () => h?.close());

  const html = Buffer.from('<html><script>alert(1)</script></html>');
  const cases: [string, () => Promise<Buffer>, number, number][] = [
    ['a disguised file (HTML named .jpg)', async () => html, 415, 400303],
    ['a PDF', async () => Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'), 415, 400303],
    ['a truncated JPEG', async () => (await samplePhoto('jpeg')).subarray(0, 200), 422, 400309],
    ['a pixel bomb (100 megapixels)', pixelBomb, 413, 400304],
    ['a too-small image', () => samplePhoto('png', { width: 8, height: 8 }), 422, 400310],
  ];

  it.each(cases)('refuses %s with a translated message and charges nothing', async (_name, make, status, code) => {
    const user = await signedInUser();
    const res = await h.upload('/common-api/v1/generation/jobs', { image: await make() }, { type: 'photo' }, user.cookie, undefined);
    expect([res.status, res.body.code]).toEqual([status, code]);
    expect(res.body.message).not.toMatch(/error_|Error:|\n\s+at /);
    expect(res.body.message.length).toBeGreaterThan(10);
    expect(await chargesOfUser(user.id)).toBe(0);
  });

  it('answers in the request language', async () => {
    const user = await signedInUser();
    const res = await h.api('POST', '/common-api/v1/generation/jobs', undefined, {
      raw: (() => {
        const form = new FormData();
        form.append('type', 'photo');
        form.append('image', new Blob([html]), 'x.jpg');
        return form;
      })(),
      cookie: user.cookie,
      headers: { 'x-locale': 'fr' },
    });
    expect(res.body.message).toBe("Ce fichier n'est pas une image JPEG, PNG ou WebP. Choisissez une photo dans l'un de ces formats.");
  });

  it('refuses a file over 20 MB', async () => {
    const user = await signedInUser();
    const big = Buffer.concat([await samplePhoto('jpeg'), Buffer.alloc(21 * 1024 * 1024)]);
    const res = await h.upload('/common-api/v1/generation/jobs', { image: big }, { type: 'photo' }, user.cookie);
    expect([res.status, res.body.code]).toEqual([413, 400305]);
  });

  it('refuses an empty batch and a batch of 51, charging nothing', async () => {
    const user = await signedInUser();
    const empty = await h.upload('/common-api/v1/generation/batches', {}, { style: 'line-art' }, user.cookie);
    expect([empty.status, empty.body.code]).toEqual([422, 400306]);
    const tiny = await samplePhoto('png', { width: 24, height: 24 });
    const files = Object.fromEntries(Array.from({ length: BATCH_MAX_FILES + 1 }, (_, i) => [`p${i}`, tiny]));
    const many = await h.upload('/common-api/v1/generation/batches', files, { style: 'line-art' }, user.cookie);
    expect([many.status, many.body.code]).toEqual([422, 400307]);
    expect(many.body.message).toBe('A batch holds at most 50 photos.');
    const oneBad = await h.upload('/common-api/v1/generation/batches', { a: tiny, b: html }, { style: 'line-art' }, user.cookie);
    expect(oneBad.body.code).toBe(400303);
    expect(await chargesOfUser(user.id)).toBe(0);
  });

  it.runIf(kind === 'pglite')('never keeps EXIF or GPS: the stored upload is a clean PNG', async () => {
    const user = await signedInUser();
    const photo = await photoWithGps();
    expect(photo.includes(Buffer.from('Secret-Model-42'))).toBe(true);
    const res = await h.upload('/common-api/v1/generation/jobs', { image: photo }, { type: 'photo' }, user.cookie);
    expect(res.status).toBe(200);
    const stored = await filesUnder(path.join(h.backend.dataDir, 'results', 'uploads'));
    expect(stored.length).toBeGreaterThan(0);
    for (const file of stored) {
      const bytes = await readFile(file);
      expect(bytes.subarray(1, 4).toString()).toBe('PNG');
      expect(bytes.includes(Buffer.from('Secret-Model-42'))).toBe(false);
      expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
    }
  });

  it('refuses malformed multipart bodies with a plain 400, never a stack trace', async () => {
    const bodies = ['not a form at all', '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\n\xff\xd8 cut off'];
    for (const path of ['/common-api/v1/generation/jobs', '/common-api/v1/generation/batches']) {
      for (const raw of bodies) {
        const res = await h.api('POST', path, undefined, {
          raw,
          cookie: (await signedInUser()).cookie,
          headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        });
        expect(res.status, `${path}: ${raw.slice(0, 12)}`).toBe(400);
        expect(JSON.stringify(res.body)).not.toMatch(/ at |\.ts:|node_modules|Error:/);
      }
    }
  });

  it('limits job requests per user (whatever the IP) and per visitor IP, before reading the upload', async () => {
    const user = await signedInUser();
    const other = await signedInUser();
    // An empty form: refused after the limit is counted, so 30 requests cost nothing but the count.
    const attempt = (cookie: string | undefined, ip: string) => h.upload('/common-api/v1/generation/jobs', {}, { type: 'photo' }, cookie, ip);
    for (let i = 0; i < 30; i += 1) expect((await attempt(user.cookie, uniqueIp())).status).not.toBe(429);
    const over = await attempt(user.cookie, uniqueIp());
    expect(over.status).toBe(429);
    expect(over.body.code).toBe(400102);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    const batch = await h.upload('/common-api/v1/generation/batches', {}, { style: 'line-art' }, user.cookie, uniqueIp());
    expect(batch.status).toBe(429);
    expect((await attempt(other.cookie, uniqueIp())).status).not.toBe(429);

    const visitorIp = uniqueIp();
    for (let i = 0; i < 30; i += 1) expect((await attempt(undefined, visitorIp)).status).not.toBe(429);
    expect((await attempt(undefined, visitorIp)).status).toBe(429);
    expect((await attempt(undefined, uniqueIp())).status).not.toBe(429);
  });
});
