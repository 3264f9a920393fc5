import 'server-only';
import { prepareToShare } from './sharing';
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@/lib/api/errors';
import { getDb, type Tx } from '@/lib/server/db/client';
import { localizedError } from '@/lib/server/errors';
import { sniffImageType } from '@/lib/server/imaging/sniff';
import { resultStore } from '@/lib/server/storage';
import type { ColoringPageSource } from '@/lib/coloring-pages';
import type { PaintingPublication, PublishPaintingBody, SavedPainting } from '@/lib/api/contracts/gallery';
import { assertSafeForGallery } from '@/lib/server/safety/publication';
import { composeFinishedPage } from './finished-page';
import { lineArtOf } from './line-art';
import { loadPageFor } from './pages';
import { paintings, type Painting } from './schema';

/** The colour layer of an A4 page at 300 dpi is mostly flat areas: a few MB at most. */
export const PAINTING_MAX_BYTES = 10 * 1024 * 1024;

async function pageOrNotFound(userId: string, pageId: string) {
  const page = await loadPageFor(userId, pageId);
  if (!page) throw localizedError(ErrorCode.notFound);
  return page;
}

/** Width and height from the PNG header (IHDR, right after the signature). */
function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The checked colour layer: a PNG of exactly the page's size, at most 10 MB. */
async function readLayer(page: ColoringPageSource, file: File | undefined): Promise<Uint8Array> {
  if (!file) throw localizedError(ErrorCode.unprocessable, { messageKey: 'validation.required', values: { field: 'layer' }, data: { field: 'layer' } });
  if (file.size > PAINTING_MAX_BYTES) throw localizedError(ErrorCode.fileTooLarge, { messageKey: 'coloring.api.tooLarge', values: { megabytes: 10 } });
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (sniffImageType(bytes) !== 'png') throw localizedError(ErrorCode.unsupportedFile, { messageKey: 'coloring.api.notPng' });
  const size = pngSize(bytes);
  if (!size) throw localizedError(ErrorCode.unreadableImage);
  if (size.width !== page.width || size.height !== page.height) {
    throw localizedError(ErrorCode.unprocessable, { messageKey: 'coloring.api.wrongSize', values: { width: page.width, height: page.height } });
  }
  return bytes;
}

// Every colon of the id goes ("catalogue:cat:letter" has two): storage keys allow none.
const keyOf = (pageId: string) => pageId.replaceAll(':', '_');
const layerKey = (userId: string, pageId: string) => `paintings/${userId}/${keyOf(pageId)}.png`;
const finishedKey = (userId: string, pageId: string) => `paintings/${userId}/${keyOf(pageId)}.finished.png`;

/** Stores the colour layer of `pageId` for the user, replacing an earlier save. */
export async function savePainting(userId: string, pageId: string, file: File | undefined): Promise<SavedPainting> {
  const page = await pageOrNotFound(userId, pageId);
  const bytes = await readLayer(page, file);
  const storageKey = layerKey(userId, page.id);
  await resultStore().put(storageKey, bytes, 'image/png');
  const db = await getDb();
  const updatedAt = new Date();
  await db
    .insert(paintings)
    .values({ userId, pageId: page.id, storageKey, updatedAt })
    .onConflictDoUpdate({ target: [paintings.userId, paintings.pageId], set: { storageKey, updatedAt } });
  return { page_id: page.id, updated_at: updatedAt.toISOString() };
}

function publicationOf(row: Painting | undefined): PaintingPublication {
  return {
    id: row?.id ?? null,
    published: row?.published ?? false,
    title: row?.title ?? null,
    tags: row?.tags ?? [],
    published_at: row?.published && row.publishedAt ? row.publishedAt.toISOString() : null,
  };
}

async function paintingRow(userId: string, pageId: string): Promise<Painting | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(paintings)
    .where(and(eq(paintings.userId, userId), eq(paintings.pageId, pageId)))
    .limit(1);
  return row;
}

/** Whether the user's painting of `pageId` is in the gallery, with its title and tags. */
export async function paintingPublication(userId: string, pageId: string): Promise<PaintingPublication> {
  const page = await pageOrNotFound(userId, pageId);
  return publicationOf(await paintingRow(userId, page.id));
}

/**
 * Saves the current colour layer and shares the painting in one step: the finished page is
 * composed here from the real line art (never taken from the browser), both files are written,
 * then one transaction records the save and the publication. Sharing again keeps the first date.
 */
export async function publishPainting(userId: string, pageId: string, file: File | undefined, body: PublishPaintingBody): Promise<PaintingPublication> {
  const page = await pageOrNotFound(userId, pageId);
  assertSafeForGallery(body.title, body.tags);
  await prepareToShare(userId, body.nickname);
  const layer = await readLayer(page, file);
  const line = await lineArtOf(page, userId);
  if (!line) throw localizedError(ErrorCode.notFound);
  const finished = await composeFinishedPage(layer, line, page.width, page.height);
  const storageKey = layerKey(userId, page.id);
  const imageKey = finishedKey(userId, page.id);
  const store = resultStore();
  await store.put(storageKey, layer, 'image/png');
  await store.put(imageKey, finished, 'image/png');
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(paintings)
      .where(and(eq(paintings.userId, userId), eq(paintings.pageId, page.id)))
      .limit(1)
      .for('update');
    const now = new Date();
    const publication = { published: true, title: body.title, tags: body.tags, imageKey, width: page.width, height: page.height, storageKey, updatedAt: now };
    const publishedAt = existing?.published && existing.publishedAt ? existing.publishedAt : now;
    const [saved] = await tx
      .insert(paintings)
      .values({ userId, pageId: page.id, ...publication, publishedAt })
      .onConflictDoUpdate({ target: [paintings.userId, paintings.pageId], set: { ...publication, publishedAt } })
      .returning();
    return saved;
  });
  return publicationOf(row);
}

/** Takes the painting out of the gallery; the saved colour layer stays, the finished page is removed. */
export async function unpublishPainting(userId: string, pageId: string): Promise<PaintingPublication> {
  const page = await pageOrNotFound(userId, pageId);
  const db = await getDb();
  const [row] = await db
    .update(paintings)
    .set({ published: false, publishedAt: null, imageKey: null })
    .where(and(eq(paintings.userId, userId), eq(paintings.pageId, page.id)))
    .returning();
  if (!row) throw localizedError(ErrorCode.notFound);
  await resultStore().delete(finishedKey(userId, page.id));
  return publicationOf(row);
}

/** Every stored file of the user's paintings (colour layers and finished pages), for account deletion. */
export async function paintingFilesOf(userId: string, db: Tx): Promise<string[]> {
  const rows = await db.select({ storageKey: paintings.storageKey, imageKey: paintings.imageKey }).from(paintings).where(eq(paintings.userId, userId));
  return rows.flatMap((row) => [row.storageKey, row.imageKey].filter((key): key is string => Boolean(key)));
}

/**
 * The user's saved colour layer of `pageId`; null when the page is open to the user and nothing is
 * saved yet (an ordinary state of a first visit, not an error). An unknown or closed page is a 404.
 */
export async function loadPainting(userId: string, pageId: string): Promise<{ bytes: Uint8Array; updatedAt: Date } | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(paintings)
    .where(and(eq(paintings.userId, userId), eq(paintings.pageId, pageId)))
    .limit(1);
  const bytes = row ? await resultStore().get(row.storageKey) : null;
  if (row && bytes) return { bytes, updatedAt: row.updatedAt };
  await pageOrNotFound(userId, pageId);
  return null;
}
