import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { galleryListing, listGallery } from '@/lib/server/coloring/gallery';
import { galleryEntryById } from '@/lib/server/coloring/line-art';
import { loadPageFor } from '@/lib/server/coloring/pages';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { creations } from '@/lib/server/generation/schema';
import { resultStore } from '@/lib/server/storage';
import { backendsToRun, prepareBackend, type Backend } from '../helpers/backends';
import { startPatternServer } from '../helpers/generation/route-server';
import { signedInUser } from '../helpers/generation/users';
import { apiClient } from '../helpers/http-client';

const backends = await backendsToRun();
const FISH = '/self-api/v1/paintings/example-fish-sea';
type Publication = { id: string | null; published: boolean; title: string | null; tags: string[]; published_at: string | null };

/** A colour layer of the A4 example page: red everywhere (the lines stay black in the finished page). */
const redLayer = (width = 2480, height = 3508) =>
  sharp({ create: { width, height, channels: 4, background: { r: 229, g: 57, b: 53, alpha: 1 } } })
    .png()
    .toBuffer();

async function pixel(png: Uint8Array, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

describe.each(backends)('the gallery on %s', (kind) => {
  let backend: Backend;
  let server: Awaited<ReturnType<typeof startPatternServer>>;
  let api: ReturnType<typeof apiClient>;
  const publish = async (pagePath: string, cookie: string, fields: Record<string, string>, headers: Record<string, string> = {}, size?: [number, number]) => {
    const form = new FormData();
    form.append('layer', new Blob([new Uint8Array(await redLayer(...(size ?? [])))]), 'layer.png');
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    return api<Publication>('PUT', `${pagePath}/publish`, undefined, { raw: form, cookie, headers });
  };
  const get = (url: string, cookie = '') => fetch(server.url + url, { headers: { cookie } });

  /** A published or private creation of `userId` with a real PNG in the store. */
  async function creationOf(userId: string, published: boolean, title = 'Sleepy cat') {
    const id = randomUUID();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    await resultStore().put(`results/${id}/page.png`, png, 'image/png');
    const db = await getDb();
    await db.insert(creations).values({
      id,
      userId,
      jobId: randomUUID(),
      tool: 'text',
      files: { png: `results/${id}/page.png` },
      options: {},
      width: 40,
      height: 30,
      paper: 'a4',
      published,
      title,
      tags: ['cat'],
      publishedAt: published ? new Date() : null,
    });
    return id;
  }

  beforeAll(async () => {
    backend = await prepareBackend(kind);
    server = await startPatternServer({
      '/self-api/v1/paintings/[pageId]': () => import('@/app/self-api/v1/paintings/[pageId]/route'),
      '/self-api/v1/paintings/[pageId]/publish': () => import('@/app/self-api/v1/paintings/[pageId]/publish/route'),
      '/self-api/v1/creations/[id]/publish': () => import('@/app/self-api/v1/creations/[id]/publish/route'),
      '/common-api/v1/gallery/[id]/image': () => import('@/app/common-api/v1/gallery/[id]/image/route'),
      '/common-api/v1/gallery/[id]/line': () => import('@/app/common-api/v1/gallery/[id]/line/route'),
      '/self-api/v1/user': () => import('@/app/self-api/v1/user/route'),
      '/self-api/v1/sharing': () => import('@/app/self-api/v1/sharing/route'),
    });
    api = apiClient(server.url);
  });
  afterAll(async () => {
    await server?.close();
    await backend?.teardown();
  });

  it('shows the nickname given when sharing, never the account name, and refuses when the family turned sharing off', async () => {
    const user = await signedInUser();
    const db = await getDb();
    await db.update(users).set({ name: 'Emma Schmidt' }).where(eq(users.id, user.id));
    const shared = await publish('/self-api/v1/paintings/example-rocket-space', user.cookie, { title: 'Rocket', tags: '', nickname: ' Star painter ' });
    expect(shared.status).toBe(200);
    const entry = await galleryEntryById(shared.body.data.id!);
    expect(entry?.author).toBe('Star painter');
    expect(JSON.stringify(entry)).not.toContain('Emma');
    expect((await api('GET', '/self-api/v1/sharing', undefined, { cookie: user.cookie })).body.data).toEqual({ nickname: 'Star painter', never_share: false });

    const emptied = await api('PUT', '/self-api/v1/sharing', { nickname: '' }, { cookie: user.cookie });
    expect(emptied.body.data).toEqual({ nickname: null, never_share: false });
    expect((await galleryEntryById(shared.body.data.id!))?.author).toBeNull();

    const off = await api('PUT', '/self-api/v1/sharing', { never_share: true }, { cookie: user.cookie });
    expect(off.body.data).toEqual({ nickname: null, never_share: true });
    const refused = await publish('/self-api/v1/paintings/example-fish-sea', user.cookie, { title: 'Fish', tags: '' });
    expect([refused.status, refused.body.code]).toEqual([403, 400312]);
    expect(refused.body.message).toMatch(/turned off/);
    const creation = await creationOf(user.id, false);
    const refusedCreation = await api('PUT', `/self-api/v1/creations/${creation}/publish`, { published: true, title: 'Cat' }, { cookie: user.cookie });
    expect(refusedCreation.body.code).toBe(400312);
  });

  it('saves and shares a painting in one step; anyone sees the finished page, the owner can take it out again', async () => {
    const user = await signedInUser();
    const shared = await publish(FISH, user.cookie, { title: '  Blue fish ', tags: 'Fish, sea, fish' });
    expect(shared.status).toBe(200);
    expect(shared.body.data).toMatchObject({ published: true, title: 'Blue fish', tags: ['fish', 'sea'] });
    const id = shared.body.data.id!;
    expect((await api<Publication>('GET', `${FISH}/publish`, undefined, { cookie: user.cookie })).body.data).toEqual(shared.body.data);
    // The same request saved the colour layer to the account.
    expect((await get(FISH, user.cookie)).status).toBe(200);

    const image = await get(`/common-api/v1/gallery/${id}/image`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const finished = new Uint8Array(await image.arrayBuffer());
    expect(await sharp(finished).metadata()).toMatchObject({ width: 2480, height: 3508 });
    expect(await pixel(finished, 1240, 300)).toEqual([229, 57, 53]); // paper under the colour
    expect(Math.max(...(await pixel(finished, 90, 1500)))).toBeLessThan(40); // the frame line stays black
    const again = await get(`/common-api/v1/gallery/${id}/image`);
    const etag = again.headers.get('etag')!;
    expect((await fetch(`${server.url}/common-api/v1/gallery/${id}/image`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const thumb = await get(`/common-api/v1/gallery/${id}/image?size=thumb`);
    expect([thumb.status, thumb.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect((await sharp(new Uint8Array(await thumb.arrayBuffer())).metadata()).width).toBe(600);
    const download = await get(`/common-api/v1/gallery/${id}/image?download=1`);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    const line = await get(`/common-api/v1/gallery/${id}/line`);
    expect(await pixel(new Uint8Array(await line.arrayBuffer()), 1240, 300)).toEqual([255, 255, 255]);

    const listed = await listGallery(1);
    expect(listed.items[0]).toMatchObject({ id, kind: 'painting', title: 'Blue fish', pageId: 'example-fish-sea', author: null });

    const removed = await api<Publication>('DELETE', `${FISH}/publish`, undefined, { cookie: user.cookie });
    expect(removed.body.data).toMatchObject({ id, published: false, published_at: null });
    expect((await get(`/common-api/v1/gallery/${id}/image`)).status).toBe(404);
    expect((await get(`/common-api/v1/gallery/${id}/line`)).status).toBe(404);
    expect((await listGallery(1)).items.some((item) => item.id === id)).toBe(false);
    expect((await get(FISH, user.cookie)).status).toBe(200); // the saved layer stays
  }, 120_000);

  it('lists creations and paintings together, newest first, and keeps private work out', async () => {
    const user = await signedInUser();
    const privateCreation = await creationOf(user.id, false);
    const older = await creationOf(user.id, true, 'Older cat');
    const painting = (await publish('/self-api/v1/paintings/example-rocket-space', user.cookie, { title: 'Red rocket' })).body.data.id!;
    const { items, total } = await listGallery(1);
    const ids = items.map((item) => item.id);
    expect(ids.indexOf(painting)).toBeLessThan(ids.indexOf(older));
    expect(ids).not.toContain(privateCreation);
    expect(total).toBeGreaterThanOrEqual(2);
    expect((await get(`/common-api/v1/gallery/${privateCreation}/image`)).status).toBe(404);
    expect((await get(`/common-api/v1/gallery/${older}/image`)).status).toBe(200);
    expect((await get(`/common-api/v1/gallery/${older}/line`)).status).toBe(200);
    expect((await get('/common-api/v1/gallery/not-a-uuid/image')).status).toBe(404);
    expect((await get(`/common-api/v1/gallery/${randomUUID()}/image`)).status).toBe(404);
    // "Color this page" opens a published creation for anyone as gallery:<id>; a private one stays closed.
    expect(await loadPageFor(null, `gallery:${older}`)).toMatchObject({ id: `gallery:${older}`, origin: 'gallery', width: 40, height: 30, title: 'Older cat' });
    expect(await loadPageFor(null, `gallery:${privateCreation}`)).toBeNull();
    // A private creation's page stays private even when its painting could be asked for by id.
    const other = await signedInUser();
    const path404 = `/self-api/v1/paintings/${encodeURIComponent(`creation:${privateCreation}`)}`;
    expect((await publish(path404, other.cookie, { title: 'Mine now' })).status).toBe(404);
  }, 120_000);

  it('pages through the gallery 24 at a time', async () => {
    const user = await signedInUser();
    for (let i = 0; i < 25; i++) await creationOf(user.id, true, `Page ${i}`);
    const first = await listGallery(1);
    const second = await listGallery(2);
    expect(first.items).toHaveLength(24);
    expect(second.pages).toBe(first.pages);
    expect(first.total).toBeGreaterThanOrEqual(25);
    expect(second.items.length).toBeGreaterThanOrEqual(1);
    const seen = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(first.items[0].publishedAt.getTime()).toBeGreaterThanOrEqual(first.items[23].publishedAt.getTime());
    expect(await galleryListing(first.pages + 1)).toBeNull();
  }, 120_000);

  const refusals: [string, Record<string, string>, Record<string, string>, number, string][] = [
    [
      'an unsafe title',
      { title: 'Bloody murder' },
      { 'x-locale': 'fr' },
      422,
      'Ce titre ou ce mot-clé ne convient pas à une galerie visitée par des enfants. Choisissez d’autres mots, s’il vous plaît.',
    ],
    ['an unsafe tag', { title: 'Fish', tags: 'sea, kill' }, {}, 422, "That title or tag isn't right for a gallery children visit. Please choose other words."],
    ['no title', { tags: 'sea' }, {}, 422, ''],
  ];
  it.each(refusals)('refuses %s with a translated message and publishes nothing', async (_name, fields, headers, status, message) => {
    const user = await signedInUser();
    const res = await publish(FISH, user.cookie, fields, headers);
    expect(res.status).toBe(status);
    if (message) expect(res.body.message).toBe(message);
    else expect(res.body.message.length).toBeGreaterThan(0);
    expect((await api<Publication>('GET', `${FISH}/publish`, undefined, { cookie: user.cookie })).body.data.published).toBe(false);
  });

  it('needs a session and a same-site request', async () => {
    expect((await publish(FISH, '', { title: 'Fish' })).status).toBe(401);
    const user = await signedInUser();
    const cross = await publish(FISH, user.cookie, { title: 'Fish' }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(cross.status).toBe(403);
  });

  it('keeps a shared painting of a deleted creation in the gallery, without "Color this page yourself"', async () => {
    const user = await signedInUser();
    const creation = await creationOf(user.id, false, 'My own dragon');
    const shared = await publish(`/self-api/v1/paintings/${encodeURIComponent(`creation:${creation}`)}`, user.cookie, { title: 'Green dragon' }, {}, [40, 30]);
    expect(shared.status).toBe(200);
    const id = shared.body.data.id!;
    expect((await galleryEntryById(id))?.colorPageId).toBe(`gallery:${id}`);
    await (await getDb()).delete(creations).where(eq(creations.id, creation));
    const entry = await galleryEntryById(id);
    expect(entry).toMatchObject({ id, kind: 'painting', title: 'Green dragon', colorPageId: null });
    expect((await get(`/common-api/v1/gallery/${id}/image`)).status).toBe(200);
  }, 120_000);

  it('checks creation titles and tags with the same kid-safe filter', async () => {
    const user = await signedInUser();
    const id = await creationOf(user.id, false);
    const refused = await api('PUT', `/self-api/v1/creations/${id}/publish`, { published: true, title: 'Kill the dragon' }, { cookie: user.cookie });
    expect([refused.status, refused.body.message]).toEqual([422, "That title or tag isn't right for a gallery children visit. Please choose other words."]);
    expect((await get(`/common-api/v1/gallery/${id}/image`)).status).toBe(404);
    const ok = await api(
      'PUT',
      `/self-api/v1/creations/${id}/publish`,
      { published: true, title: 'Friendly dragon', tags: ['dragon'] },
      { cookie: user.cookie },
    );
    expect(ok.status).toBe(200);
    expect((await get(`/common-api/v1/gallery/${id}/image`)).status).toBe(200);
  });

  it('deleting the account removes its paintings and creations from storage, after the rows', async () => {
    const user = await signedInUser();
    const creation = await creationOf(user.id, true);
    const shared = (await publish(FISH, user.cookie, { title: 'Goodbye fish' })).body.data.id!;
    const results = path.join(backend.dataDir, 'results');
    const files = [
      path.join(results, 'results', creation, 'page.png'),
      path.join(results, 'paintings', user.id, 'example-fish-sea.png'),
      path.join(results, 'paintings', user.id, 'example-fish-sea.finished.png'),
    ];
    expect(files.map(existsSync)).toEqual([true, true, true]);
    const deleted = await api('DELETE', '/self-api/v1/user', { confirmation: 'DELETE' }, { cookie: user.cookie });
    expect(deleted.body).toEqual({ code: 200, message: 'success', data: null });
    expect(files.map(existsSync)).toEqual([false, false, false]);
    expect((await get(`/common-api/v1/gallery/${shared}/image`)).status).toBe(404);
    expect((await get(`/common-api/v1/gallery/${creation}/image`)).status).toBe(404);
  }, 120_000);
});
