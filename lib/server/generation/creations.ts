import 'server-only';
import { prepareToShare } from '@/lib/server/coloring/sharing';
import { keptThumbnail } from '@/lib/server/coloring/thumbnails';
import { and, count, desc, eq } from 'drizzle-orm';
import type { CreationsPage, PublishBody, RenameCreationBody } from '@/lib/api/contracts/generation';
import { ErrorCode } from '@/lib/api/errors';
import { getDb } from '@/lib/server/db/client';
import { localizedError } from '@/lib/server/errors';
import { assertSafeForGallery } from '@/lib/server/safety/publication';
import { resultStore } from '@/lib/server/storage';
import { ownedBy } from './jobs';
import type { Owner } from './owner';
import { creations, type Creation } from './schema';
import { creationView } from './views';

export async function listCreations(owner: Owner, query: { tool?: string; page: number; page_size: number }): Promise<CreationsPage> {
  const db = await getDb();
  const where = and(ownedBy(owner, creations), query.tool ? eq(creations.tool, query.tool) : undefined);
  const [{ total }] = await db.select({ total: count() }).from(creations).where(where);
  const rows = await db
    .select()
    .from(creations)
    .where(where)
    .orderBy(desc(creations.createdAt), desc(creations.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { items: rows.map(creationView), page: query.page, page_size: query.page_size, total: Number(total) };
}

/** The creation if `owner` owns it; for anyone else the same 404 as for nothing (existence is not leaked). */
export async function findOwnedCreation(owner: Owner | null, id: string): Promise<Creation> {
  if (!owner || !/^[0-9a-f-]{36}$/i.test(id)) throw localizedError(ErrorCode.notFound);
  const db = await getDb();
  const [row] = await db
    .select()
    .from(creations)
    .where(and(eq(creations.id, id), ownedBy(owner, creations)))
    .limit(1);
  if (!row) throw localizedError(ErrorCode.notFound);
  return row;
}

export async function creationFile(owner: Owner | null, id: string, format: string): Promise<{ bytes: Uint8Array; creation: Creation }> {
  const creation = await findOwnedCreation(owner, id);
  const key = creation.files[format];
  const bytes = key ? await resultStore().get(key) : null;
  if (!bytes) throw localizedError(ErrorCode.notFound);
  return { bytes, creation };
}

/** A small WebP of the page for lists (My creations, a batch's pages); owner only, like its files. */
export async function creationThumbnail(owner: Owner | null, id: string): Promise<Uint8Array> {
  const creation = await findOwnedCreation(owner, id);
  const key = creation.files.png;
  // A creation's files never change after it is made, so its id names its picture.
  const bytes = key ? await keptThumbnail(`creation:${creation.id}`, () => resultStore().get(key)) : null;
  if (!bytes) throw localizedError(ErrorCode.notFound);
  return bytes;
}

/** Deletes the row and its own files (never a file it borrowed, such as another creation's page). */
export async function deleteCreation(owner: Owner, id: string): Promise<void> {
  const creation = await findOwnedCreation(owner, id);
  const db = await getDb();
  await db.delete(creations).where(eq(creations.id, creation.id));
  const store = resultStore();
  for (const key of Object.values(creation.files)) {
    if (key.startsWith(`results/${creation.id}/`) || key.startsWith(`uploads/${creation.jobId}/`)) await store.delete(key);
  }
}

/** A new name; a page already in the gallery keeps the gallery's rules for its title. */
export async function renameCreation(owner: Owner, id: string, body: RenameCreationBody) {
  const creation = await findOwnedCreation(owner, id);
  if (creation.published) assertSafeForGallery(body.title, creation.tags);
  const db = await getDb();
  const [updated] = await db.update(creations).set({ title: body.title }).where(eq(creations.id, creation.id)).returning();
  return creationView(updated);
}

/** Gallery opt-in: the flag, title and tags (kid-safe) that /gallery shows. */
export async function publishCreation(owner: Owner, id: string, body: PublishBody) {
  const creation = await findOwnedCreation(owner, id);
  if (body.published && !body.title && !creation.title) {
    throw localizedError(ErrorCode.unprocessable, { messageKey: 'validation.required', values: { field: 'title' }, data: { field: 'title' } });
  }
  if (body.published) {
    assertSafeForGallery(body.title ?? creation.title, body.tags);
    if (owner.kind === 'user') await prepareToShare(owner.userId, body.nickname);
  }
  const db = await getDb();
  const [updated] = await db
    .update(creations)
    .set({
      published: body.published,
      title: body.title ?? creation.title,
      tags: [...new Set(body.tags)],
      publishedAt: body.published ? (creation.publishedAt ?? new Date()) : null,
    })
    .where(eq(creations.id, creation.id))
    .returning();
  return creationView(updated);
}
