import 'server-only';
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@/lib/api/errors';
import { getDb } from '@/lib/server/db/client';
import { localizedError } from '@/lib/server/http/errors';
import { sniffImageType } from '@/lib/server/imaging/sniff';
import { resultStore } from '@/lib/server/storage';
import { loadPageFor } from './pages';
import { paintings } from './schema';

/** The colour layer of an A4 page at 300 dpi is mostly flat areas: a few MB at most. */
export const PAINTING_MAX_BYTES = 10 * 1024 * 1024;

export type SavedPainting = { page_id: string; updated_at: string };

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

/** Stores the colour layer of `pageId` for the user, replacing an earlier save. */
export async function savePainting(userId: string, pageId: string, file: File | undefined): Promise<SavedPainting> {
  const page = await pageOrNotFound(userId, pageId);
  if (!file) throw localizedError(ErrorCode.unprocessable, { messageKey: 'validation.required', values: { field: 'layer' }, data: { field: 'layer' } });
  if (file.size > PAINTING_MAX_BYTES) throw localizedError(ErrorCode.fileTooLarge, { messageKey: 'coloring.api.tooLarge', values: { megabytes: 10 } });
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (sniffImageType(bytes) !== 'png') throw localizedError(ErrorCode.unsupportedFile, { messageKey: 'coloring.api.notPng' });
  const size = pngSize(bytes);
  if (!size) throw localizedError(ErrorCode.unreadableImage);
  if (size.width !== page.width || size.height !== page.height) {
    throw localizedError(ErrorCode.unprocessable, { messageKey: 'coloring.api.wrongSize', values: { width: page.width, height: page.height } });
  }
  const storageKey = `paintings/${userId}/${page.id.replace(':', '_')}.png`;
  await resultStore().put(storageKey, bytes, 'image/png');
  const db = await getDb();
  const updatedAt = new Date();
  await db
    .insert(paintings)
    .values({ userId, pageId: page.id, storageKey, updatedAt })
    .onConflictDoUpdate({ target: [paintings.userId, paintings.pageId], set: { storageKey, updatedAt } });
  return { page_id: page.id, updated_at: updatedAt.toISOString() };
}

/** The user's saved colour layer of `pageId`, or the 404 of nothing. */
export async function loadPainting(userId: string, pageId: string): Promise<{ bytes: Uint8Array; updatedAt: Date }> {
  const db = await getDb();
  const [row] = await db.select().from(paintings).where(and(eq(paintings.userId, userId), eq(paintings.pageId, pageId))).limit(1);
  const bytes = row ? await resultStore().get(row.storageKey) : null;
  if (!row || !bytes) throw localizedError(ErrorCode.notFound);
  return { bytes, updatedAt: row.updatedAt };
}
