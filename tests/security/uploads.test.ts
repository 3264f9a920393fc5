import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@/lib/upload-limits';
import { backendsToRun } from '../helpers/backends';
import { largePhoto } from '../helpers/generation/images';
import { BUILD_TIMEOUT_MS, startProductionServer, type ProductionServer } from '../helpers/production-server';

// Through the real web process: the body used to be cut at 10 MB in front of the route (Next copies
// what its middleware sees), so only a test through Next's own request path shows the limits hold.
const backends = await backendsToRun();
const MB = 1024 * 1024;

let photo15: Buffer;
let photo21: Buffer;
beforeAll(async () => {
  [photo15, photo21] = await Promise.all([largePhoto(15 * MB), largePhoto(21 * MB)]);
}, 300_000);

function photoForm(bytes: Buffer, name = 'holiday.jpg', field = 'image', extra: Record<string, string> = { type: 'photo' }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(extra)) form.set(key, value);
  form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  return form;
}

describe.each(backends)('uploads up to the documented limits on %s', (kind) => {
  let site: ProductionServer;
  let cookie = '';
  beforeAll(async () => {
    site = await startProductionServer(kind);
    cookie = await site.signedInCookie();
  }, BUILD_TIMEOUT_MS);
  afterAll(async () => site?.close());

  const post = (path: string, form: FormData, headers: Record<string, string> = {}) =>
    fetch(site.url + path, { method: 'POST', body: form, headers: { cookie, origin: site.url, 'x-platform': 'web', ...headers } });

  it('the photos are real JPEGs of the sizes the tests claim', () => {
    expect(photo15.length).toBeGreaterThan(15 * MB);
    expect(photo15.length).toBeLessThan(UPLOAD_MAX_BYTES);
    expect(photo21.length).toBeGreaterThan(21 * MB);
    expect([...photo15.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('accepts a 15 MB photo and queues its page', async () => {
    const res = await post('/common-api/v1/generation/jobs', photoForm(photo15));
    const body = await res.json();
    expect([res.status, body.code], JSON.stringify(body)).toEqual([200, 200]);
    expect(body.data.job?.id ?? body.data.id).toBeTruthy();
  });

  it('refuses a 21 MB photo with 413 and the 20 MB limit, in the reader’s language', async () => {
    const en = await post('/common-api/v1/generation/jobs', photoForm(photo21));
    expect(en.status).toBe(413);
    expect(await en.json()).toEqual({ code: 400305, message: 'This file is too large (at most 20 MB).', data: null });
    const de = await post('/common-api/v1/generation/jobs', photoForm(photo21), { 'x-locale': 'de' });
    expect(de.status).toBe(413);
    const body = await de.json();
    expect(body.message).toContain('20 MB');
    expect(body.message).not.toBe('This file is too large (at most 20 MB).');
  });

  it('accepts a batch of two 15 MB photos (30 MB in one request)', async () => {
    const form = photoForm(photo15, 'a.jpg', 'a', { style: 'line-art' });
    form.append('b', new Blob([new Uint8Array(photo15)], { type: 'image/jpeg' }), 'b.jpg');
    const res = await post('/common-api/v1/generation/batches', form);
    const body = await res.json();
    expect([res.status, body.code], JSON.stringify(body).slice(0, 300)).toEqual([200, 200]);
  });

  it('refuses a 21 MB photo inside a batch with 413 and the per-photo limit', async () => {
    const form = photoForm(photo15, 'a.jpg', 'a', { style: 'line-art' });
    form.append('b', new Blob([new Uint8Array(photo21)], { type: 'image/jpeg' }), 'b.jpg');
    const res = await post('/common-api/v1/generation/batches', form);
    expect(res.status).toBe(413);
    expect((await res.json()).message).toContain('20 MB');
  });
});
