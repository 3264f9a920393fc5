import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { creations } from '@/lib/server/generation/schema';
import { createSession } from '@/lib/server/sessions/store';
import { backendsToRun, prepareBackend, type Backend } from '../helpers/backends';
import { startPatternServer } from '../helpers/generation/route-server';
import { signedInUser } from '../helpers/generation/users';
import { apiClient } from '../helpers/http-client';

const backends = await backendsToRun();
const EXAMPLE = '/self-api/v1/paintings/example-fish-sea';

const layer = (width = 2480, height = 3508, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 4, background: { r: 229, g: 57, b: 53, alpha: 1 } } })
    [format]()
    .toBuffer();

describe.each(backends)('paintings saved to the account on %s', (kind) => {
  let backend: Backend;
  let server: Awaited<ReturnType<typeof startPatternServer>>;
  let api: ReturnType<typeof apiClient>;
  const save = (path: string, bytes: Buffer, cookie: string, headers: Record<string, string> = {}) => {
    const form = new FormData();
    form.append('layer', new Blob([new Uint8Array(bytes)]), 'layer.png');
    return api<{ page_id: string; updated_at: string }>('PUT', path, undefined, { raw: form, cookie, headers });
  };
  const get = (path: string, cookie: string) => fetch(server.url + path, { headers: { cookie } });

  beforeAll(async () => {
    backend = await prepareBackend(kind);
    server = await startPatternServer({
      '/self-api/v1/paintings/[pageId]': () => import('@/app/self-api/v1/paintings/[pageId]/route'),
    });
    api = apiClient(server.url);
  });
  afterAll(async () => {
    await server?.close();
    await backend?.teardown();
  });

  it('saves in one session and loads the same pixels in another session of the same user', async () => {
    const user = await signedInUser();
    const png = await layer();
    const saved = await save(EXAMPLE, png, user.cookie);
    expect([saved.status, saved.body.data.page_id]).toEqual([200, 'example-fish-sea']);
    const otherDevice = `colorwell_session=${await createSession(user.id)}`;
    const res = await get(EXAMPLE, otherDevice);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-saved-at')).toBe(saved.body.data.updated_at);
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
  }, 90_000); // the first request compiles the routes and opens the database

  it('saves a catalogue page on Letter paper, whose id has two colons', async () => {
    const user = await signedInUser();
    const path = `/self-api/v1/paintings/${encodeURIComponent('catalogue:cat-playing-with-a-ball:letter')}`;
    const png = await layer(2550, 3300);
    const saved = await save(path, png, user.cookie);
    expect([saved.status, saved.body.data.page_id]).toEqual([200, 'catalogue:cat-playing-with-a-ball:letter']);
    const res = await get(path, user.cookie);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
  }, 60_000);

  it('answers 204 for nothing saved (another user sees only their own), 404 for an unknown page; 401 without a session', async () => {
    const owner = await signedInUser();
    await save(EXAMPLE, await layer(), owner.cookie);
    const other = await signedInUser();
    const none = await get(EXAMPLE, other.cookie);
    expect([none.status, none.headers.get('cache-control'), (await none.arrayBuffer()).byteLength]).toEqual([204, 'private, no-store', 0]);
    expect((await get('/self-api/v1/paintings/example-rocket-space', owner.cookie)).status).toBe(204);
    expect((await save('/self-api/v1/paintings/example-nope', await layer(), owner.cookie)).status).toBe(404);
    expect((await get('/self-api/v1/paintings/example-nope', owner.cookie)).status).toBe(404);
    expect((await get(EXAMPLE, '')).status).toBe(401);
  });

  it('saves on a creation page only for the creation’s owner, at the creation’s size', async () => {
    const owner = await signedInUser();
    const id = randomUUID();
    const db = await getDb();
    await db.insert(creations).values({ id, userId: owner.id, jobId: randomUUID(), tool: 'photo', files: {}, options: {}, width: 40, height: 30, paper: 'a4' });
    const path = `/self-api/v1/paintings/${encodeURIComponent(`creation:${id}`)}`;
    expect((await save(path, await layer(40, 30), owner.cookie)).status).toBe(200);
    expect((await get(path, owner.cookie)).status).toBe(200);
    const other = await signedInUser();
    expect((await save(path, await layer(40, 30), other.cookie)).status).toBe(404);
    // Not "nothing saved": another user's creation is closed to them, so it is not found.
    expect((await get(path, other.cookie)).status).toBe(404);
  });

  const refusals: [string, () => Promise<Buffer>, number, number, string][] = [
    ['a JPEG', () => layer(2480, 3508, 'jpeg'), 415, 400303, 'Le calque de couleur doit être une image PNG.'],
    ['HTML named .png', async () => Buffer.from('<html><script>alert(1)</script></html>'), 415, 400303, 'Le calque de couleur doit être une image PNG.'],
    ['a PNG of another size', () => layer(100, 100), 422, 422, 'Le calque de couleur doit mesurer 2480 × 3508 pixels, comme la page.'],
  ];
  it.each(refusals)('refuses %s with a translated message', async (_name, make, status, code, message) => {
    const user = await signedInUser();
    const res = await save(EXAMPLE, await make(), user.cookie, { 'x-locale': 'fr' });
    expect([res.status, res.body.code, res.body.message]).toEqual([status, code, message]);
  });

  it('refuses a save from another site', async () => {
    const user = await signedInUser();
    const res = await save(EXAMPLE, await layer(), user.cookie, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect([res.status, res.body.code]).toEqual([403, 403]);
    // Nothing was written: the page still has no saved painting.
    expect((await get(EXAMPLE, user.cookie)).status).toBe(204);
  });
});
