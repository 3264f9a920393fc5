import { inflateRawSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendsToRun } from '../helpers/backends';
import { startGenerationHarness, waitForJob, type GenerationHarness } from '../helpers/generation/harness';
import { chargesOfUser } from '../helpers/generation/ledger';
import { samplePhoto } from '../helpers/generation/images';
import { startS3Server } from '../helpers/generation/s3-server';
import { signedInUser } from '../helpers/generation/users';

const backends = await backendsToRun();
type Created = { id: string; creation_id: string | null };
type Batch = {
  id: string;
  jobs: { id: string; creation_id: string | null }[];
  ready: boolean;
  failed: boolean;
  counts: Record<string, number>;
  downloads: { zip: string; pdf: string } | null;
  progress: number;
};

/** Names in a ZIP's central directory, and each entry inflated. */
function readZip(zip: Buffer): { name: string; data: Buffer }[] {
  const out: { name: string; data: Buffer }[] = [];
  let p = 0;
  while (zip.readUInt32LE(p) === 0x04034b50) {
    const method = zip.readUInt16LE(p + 8);
    const size = zip.readUInt32LE(p + 18);
    const nameLength = zip.readUInt16LE(p + 26);
    const name = zip.subarray(p + 30, p + 30 + nameLength).toString();
    const body = zip.subarray(p + 30 + nameLength, p + 30 + nameLength + size);
    out.push({ name, data: method === 8 ? inflateRawSync(body) : body });
    p += 30 + nameLength + size;
  }
  return out;
}

// The S3 path runs on PostgreSQL, the local disk on PGlite: both stores are exercised end to end.
describe.each(backends)('colorize, batch and My creations on %s', (kind) => {
  let h: GenerationHarness;
  let s3: Awaited<ReturnType<typeof startS3Server>> | null = null;
  beforeAll(async () => {
    s3 = kind === 'postgres' ? await startS3Server('results') : null;
    h = await startGenerationHarness(
      kind,
      s3 ? { S3_BUCKET: 'results', S3_ENDPOINT: s3.endpoint, S3_ACCESS_KEY_ID: 'test', S3_SECRET_ACCESS_KEY: 'secret' } : { S3_BUCKET: undefined },
    );
  });
  afterAll(async () => {
    await h?.close();
    await s3?.close();
  });

  it('colorizes one of my creations with a palette and a re-colouring, and refuses a deleted source', async () => {
    const user = await signedInUser();
    const page = await h.upload<Created>(
      '/common-api/v1/generation/jobs',
      { image: await samplePhoto() },
      { type: 'photo', style: 'coloring-page' },
      user.cookie,
    );
    const done = await waitForJob(h, page.body.data.id, user.cookie);
    const colors = JSON.stringify({ 1: '#00ff00' });
    const colorize = await h.upload<Created>(
      '/common-api/v1/generation/jobs',
      {},
      { type: 'colorize', palette: 'vivid', creation_id: done.creation_id!, colors },
      user.cookie,
    );
    expect(colorize.status, JSON.stringify(colorize.body)).toBe(200);
    const job = await waitForJob(h, colorize.body.data.id, user.cookie);
    expect(job.status).toBe('done');
    const png = await h.get(`/self-api/v1/creations/${job.creation_id}/download?format=png`, user.cookie);
    const { data, info } = await sharp(Buffer.from(await png.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const colorful = new Set<string>();
    for (let i = 0; i < data.length; i += info.channels * 97)
      if (data[i] !== data[i + 1] || data[i + 1] !== data[i + 2]) colorful.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
    expect(colorful.size).toBeGreaterThan(1);

    const list = await h.api<{ items: { tool: string }[]; total: number }>('GET', '/self-api/v1/creations?tool=colorize', undefined, { cookie: user.cookie });
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.items[0].tool).toBe('colorize');

    expect((await h.api('DELETE', `/self-api/v1/creations/${done.creation_id}`, undefined, { cookie: user.cookie })).status).toBe(200);
    expect((await h.get(`/self-api/v1/creations/${done.creation_id}/download?format=png`, user.cookie)).status).toBe(404);
    const charges = await chargesOfUser(user.id);
    const again = await h.upload('/common-api/v1/generation/jobs', {}, { type: 'colorize', palette: 'pastel', creation_id: done.creation_id! }, user.cookie);
    expect([again.status, again.body.code]).toEqual([410, 400308]);
    expect(await chargesOfUser(user.id)).toBe(charges);
  });

  it('colorizes an uploaded drawing with colours from a reference photo', async () => {
    const user = await signedInUser();
    const drawing = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="160"><rect width="200" height="160" fill="#fff"/><circle cx="100" cy="80" r="50" fill="none" stroke="#000" stroke-width="4"/></svg>',
      ),
    )
      .png()
      .toBuffer();
    const res = await h.upload<Created>(
      '/common-api/v1/generation/jobs',
      { image: drawing, reference: await samplePhoto() },
      { type: 'colorize', palette: 'from-reference-photo' },
      user.cookie,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await waitForJob(h, res.body.data.id, user.cookie)).status).toBe('done');
  });

  it('runs a batch of 5: one job each, then a ZIP of the pages and a PDF book in the order given', async () => {
    const user = await signedInUser();
    // Five different pictures, so each page of the book can be told from the others.
    const sizes = [
      { width: 240, height: 180 },
      { width: 180, height: 240 },
      { width: 300, height: 120 },
      { width: 200, height: 200 },
      { width: 120, height: 280 },
    ];
    const photos = await Promise.all(sizes.map((size) => samplePhoto('jpeg', size)));
    const res = await h.upload<{ id: string; jobs: { id: string }[] }>(
      '/common-api/v1/generation/batches',
      Object.fromEntries(photos.map((photo, i) => [`image${i + 1}`, photo])),
      { style: 'line-drawing', title: 'Summer book' },
      user.cookie,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.jobs).toHaveLength(5);
    expect(await chargesOfUser(user.id)).toBe(5);
    const early = await h.get(`/common-api/v1/generation/batches/${res.body.data.id}/zip`, user.cookie);
    expect([early.status, ((await early.json()) as { code: number }).code]).toEqual([409, 400311]);
    let batch: Batch;
    const deadline = Date.now() + 120_000;
    for (;;) {
      batch = (await h.api<Batch>('GET', `/common-api/v1/generation/batches/${res.body.data.id}`, undefined, { cookie: user.cookie })).body.data;
      if (batch.ready || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 300));
    }
    expect(batch).toMatchObject({ ready: true, counts: { done: 5, failed: 0 }, progress: 100 });
    // The pages of one request share a created_at; they still come back in the order the photos were given.
    expect(batch.jobs.map((j) => j.id)).toEqual(res.body.data.jobs.map((j) => j.id));
    const zip = Buffer.from(await (await h.get(batch.downloads!.zip, user.cookie)).arrayBuffer());
    const entries = readZip(zip);
    expect(entries.map((e) => e.name)).toEqual(['colorwell-1.png', 'colorwell-2.png', 'colorwell-3.png', 'colorwell-4.png', 'colorwell-5.png']);
    expect((await sharp(entries[0].data).metadata()).format).toBe('png');
    for (const [i, job] of batch.jobs.entries()) {
      const own = await h.get(`/self-api/v1/creations/${job.creation_id}/download?format=png`, user.cookie);
      expect(Buffer.from(await own.arrayBuffer()).equals(entries[i].data), `ZIP page ${i + 1} is photo ${i + 1}`).toBe(true);
    }
    const pdf = await h.get(batch.downloads!.pdf, user.cookie);
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="colorwell-Summer-book.pdf"');
    const book = await PDFDocument.load(Buffer.from(await pdf.arrayBuffer()));
    expect(book.getPageCount()).toBe(6);
    expect(book.getTitle()).toBe('Summer book');
    const stranger = await signedInUser();
    expect((await h.get(batch.downloads!.zip, stranger.cookie)).status).toBe(404);
    if (s3) expect([...s3.objects.keys()].some((k) => k.startsWith(`batches/${res.body.data.id}/`))).toBe(true);
    // Each page is named after the book, and the book stays in My creations with its downloads.
    const pages = await h.api<{ items: { title: string | null; thumbnail: string }[] }>('GET', '/self-api/v1/creations', undefined, { cookie: user.cookie });
    expect(pages.body.data.items.map((c) => c.title).sort()).toEqual([
      'Summer book · 1',
      'Summer book · 2',
      'Summer book · 3',
      'Summer book · 4',
      'Summer book · 5',
    ]);
    // Lists show a small WebP, not the 300 dpi sheet; only its owner gets it, and the browser keeps it.
    const thumbnail = await h.get(pages.body.data.items[0].thumbnail, user.cookie);
    expect([thumbnail.status, thumbnail.headers.get('content-type'), thumbnail.headers.get('cache-control')]).toEqual([
      200,
      'image/webp',
      'private, max-age=604800, immutable',
    ]);
    const small = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect([small.format, small.width]).toEqual(['webp', 600]);
    const again = await fetch(h.url + pages.body.data.items[0].thumbnail, {
      headers: { 'x-platform': 'web', cookie: user.cookie, 'if-none-match': thumbnail.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    expect((await h.get(pages.body.data.items[0].thumbnail, (await signedInUser()).cookie)).status).toBe(404);
    const books = await h.api<{ items: { id: string; title: string; ready: boolean; downloads: { zip: string; pdf: string } | null }[] }>(
      'GET',
      '/common-api/v1/generation/batches',
      undefined,
      { cookie: user.cookie },
    );
    expect(books.body.data.items).toEqual([
      expect.objectContaining({ id: res.body.data.id, title: 'Summer book', total: 5, ready: true, failed: false, downloads: batch.downloads }),
    ]);
    expect((await h.get(books.body.data.items[0].downloads!.zip, user.cookie)).status).toBe(200);
    const strangersBooks = await h.api<{ items: unknown[] }>('GET', '/common-api/v1/generation/batches', undefined, { cookie: stranger.cookie });
    expect(strangersBooks.body.data.items).toEqual([]);
  });

  // Only the S3 store can be made to fail on demand (its local server refuses the book's uploads).
  it.runIf(kind === 'postgres')('says at once when a book cannot be put together, and keeps its pages', async () => {
    const user = await signedInUser();
    s3!.fault.refusePutsUnder = 'batches/';
    try {
      const res = await h.upload<{ id: string }>(
        '/common-api/v1/generation/batches',
        { a: await samplePhoto() },
        { style: 'line-drawing', title: 'Lost book' },
        user.cookie,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      let batch: Batch;
      const deadline = Date.now() + 90_000;
      for (;;) {
        batch = (await h.api<Batch>('GET', `/common-api/v1/generation/batches/${res.body.data.id}`, undefined, { cookie: user.cookie })).body.data;
        if (batch.failed || batch.ready || Date.now() > deadline) break;
        await new Promise((r) => setTimeout(r, 300));
      }
      // Every retry was spent on the refused upload, then the batch was marked failed, not left "in progress".
      expect(batch).toMatchObject({ ready: false, failed: true, downloads: null, counts: { done: 1, failed: 0 } });
      expect(s3!.requests.filter((r) => r.startsWith(`PUT batches/${res.body.data.id}/`)).length).toBeGreaterThanOrEqual(3);
      const books = await h.api<{ items: Batch[] }>('GET', '/common-api/v1/generation/batches', undefined, { cookie: user.cookie });
      expect(books.body.data.items).toEqual([expect.objectContaining({ id: res.body.data.id, ready: false, failed: true, downloads: null })]);
      expect((await h.get(`/common-api/v1/generation/batches/${res.body.data.id}/pdf`, user.cookie)).status).toBe(409);
      // The finished page itself is still there to download.
      const pages = await h.api<{ items: { id: string }[] }>('GET', '/self-api/v1/creations', undefined, { cookie: user.cookie });
      expect(pages.body.data.items).toHaveLength(1);
      expect((await h.get(`/self-api/v1/creations/${pages.body.data.items[0].id}/download?format=png`, user.cookie)).status).toBe(200);
    } finally {
      s3!.fault.refusePutsUnder = null;
    }
  });

  it("names a page after its photo's file name and lets its owner rename it", async () => {
    const user = await signedInUser();
    const form = new FormData();
    form.append('type', 'photo');
    form.append('style', 'line-art');
    form.append('image', new Blob([new Uint8Array(await samplePhoto())]), 'garden_party.jpg');
    const res = await h.api<Created>('POST', '/common-api/v1/generation/jobs', undefined, { raw: form, cookie: user.cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const job = await waitForJob(h, res.body.data.id, user.cookie);
    const path = `/self-api/v1/creations/${job.creation_id}`;
    expect((await h.api<{ title: string }>('GET', path, undefined, { cookie: user.cookie })).body.data.title).toBe('garden party');
    const renamed = await h.api<{ title: string }>('PATCH', path, { title: '  Grandma’s garden ' }, { cookie: user.cookie });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.title).toBe('Grandma’s garden');
    expect((await h.api('PATCH', path, { title: '   ' }, { cookie: user.cookie })).status).toBe(422);
    const stranger = await signedInUser();
    expect((await h.api('PATCH', path, { title: 'Mine now' }, { cookie: stranger.cookie })).status).toBe(404);
  });

  it('publishes a creation to the gallery with a title and tags, and unpublishes it', async () => {
    const user = await signedInUser();
    const res = await h.upload<Created>('/common-api/v1/generation/jobs', { image: await samplePhoto() }, { type: 'photo', style: 'line-art' }, user.cookie);
    const job = await waitForJob(h, res.body.data.id, user.cookie);
    const path = `/self-api/v1/creations/${job.creation_id}/publish`;
    const noTitle = await h.api('PUT', path, { published: true }, { cookie: user.cookie });
    expect(noTitle.status).toBe(422);
    const published = await h.api('PUT', path, { published: true, title: 'Our garden', tags: ['Garden', 'garden', 'flowers'] }, { cookie: user.cookie });
    expect(published.body.data).toMatchObject({ published: true, title: 'Our garden', tags: ['garden', 'flowers'] });
    const off = await h.api('PUT', path, { published: false }, { cookie: user.cookie });
    expect(off.body.data).toMatchObject({ published: false, title: 'Our garden' });
  });
});
