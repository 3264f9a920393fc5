import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { GALLERY_PAGE_SIZE, type GalleryEntry } from '@/lib/api/contracts/gallery';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { creations } from '@/lib/server/generation/schema';
import { paintings, sharingSettings } from './schema';

/**
 * One published piece of the community gallery: a line page made with a tool (a creation) or a
 * page coloured on the canvas and shared (a painting). Both use their own uuid as the gallery id.
 */
export type GalleryItem = Omit<GalleryEntry, 'colorPageId'> & {
  userId: string;
  /** The page a painting colours (loader id); null for a creation, which is its own page. */
  pageId: string | null;
  /** Storage key of the picture shown: the creation's PNG or the painting's finished page. */
  imageKey: string;
};

export type GalleryPage = { items: GalleryItem[]; page: number; pages: number; total: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Row = {
  kind: string;
  id: string;
  title: string | null;
  tags: string[];
  publishedAt: Date | null;
  width: number | null;
  height: number | null;
  author: string | null;
  userId: string | null;
  pageId: string | null;
  imageKey: string | null;
  changedAt: Date | null;
};

function toItem(row: Row): GalleryItem | null {
  if (!row.imageKey || !row.userId || !row.publishedAt || !row.width || !row.height) return null;
  // Unions come back as the first select decoded them; normalise dates that arrive as text.
  const publishedAt = new Date(row.publishedAt);
  const changedAt = row.changedAt ? new Date(row.changedAt) : publishedAt;
  return {
    kind: row.kind === 'painting' ? 'painting' : 'creation',
    id: row.id,
    title: row.title ?? '',
    tags: row.tags ?? [],
    publishedAt,
    width: row.width,
    height: row.height,
    author: row.author?.trim() || null,
    userId: row.userId,
    pageId: row.pageId,
    imageKey: row.imageKey,
    version: changedAt.getTime(),
  };
}

function creationRows(db: Awaited<ReturnType<typeof getDb>>) {
  return (
    db
      .select({
        kind: sql<string>`'creation'`.as('kind'),
        id: creations.id,
        title: creations.title,
        tags: creations.tags,
        publishedAt: creations.publishedAt,
        width: sql<number | null>`${creations.width}`.as('width'),
        height: sql<number | null>`${creations.height}`.as('height'),
        author: sharingSettings.nickname,
        userId: creations.userId,
        pageId: sql<string | null>`null::text`.as('page_id'),
        imageKey: sql<string | null>`${creations.files} ->> 'png'`.as('image_key'),
        changedAt: sql<Date | null>`${creations.publishedAt}`.as('changed_at'),
      })
      .from(creations)
      .innerJoin(users, eq(users.id, creations.userId))
      // The gallery shows the family's nickname, never the account's name.
      .leftJoin(sharingSettings, eq(sharingSettings.userId, creations.userId))
  );
}

function paintingRows(db: Awaited<ReturnType<typeof getDb>>) {
  return db
    .select({
      kind: sql<string>`'painting'`.as('kind'),
      id: paintings.id,
      title: paintings.title,
      tags: paintings.tags,
      publishedAt: paintings.publishedAt,
      width: paintings.width,
      height: paintings.height,
      author: sharingSettings.nickname,
      userId: sql<string | null>`${paintings.userId}`.as('user_id'),
      pageId: paintings.pageId,
      imageKey: paintings.imageKey,
      changedAt: sql<Date | null>`${paintings.updatedAt}`.as('changed_at'),
    })
    .from(paintings)
    .innerJoin(users, eq(users.id, paintings.userId))
    .leftJoin(sharingSettings, eq(sharingSettings.userId, paintings.userId));
}

/** Published items, newest first, `GALLERY_PAGE_SIZE` a page (page numbers start at 1). */
export async function listGallery(page: number): Promise<GalleryPage> {
  const db = await getDb();
  const [[c], [p]] = await Promise.all([
    db.select({ n: count() }).from(creations).where(eq(creations.published, true)),
    db.select({ n: count() }).from(paintings).where(eq(paintings.published, true)),
  ]);
  const total = Number(c.n) + Number(p.n);
  const pages = Math.max(1, Math.ceil(total / GALLERY_PAGE_SIZE));
  if (page > pages) return { items: [], page, pages, total };
  const rows = await unionAll(creationRows(db).where(eq(creations.published, true)), paintingRows(db).where(eq(paintings.published, true)))
    .orderBy(desc(sql`"published_at"`), desc(sql`"id"`))
    .limit(GALLERY_PAGE_SIZE)
    .offset((page - 1) * GALLERY_PAGE_SIZE);
  return { items: rows.map(toItem).filter((item) => item !== null), page, pages, total };
}

/** The published item with this id, or null (unknown, unpublished or not a uuid: the same answer). */
export async function findGalleryItem(id: string): Promise<GalleryItem | null> {
  if (!UUID.test(id)) return null;
  const db = await getDb();
  const [creation] = await creationRows(db)
    .where(and(eq(creations.id, id), eq(creations.published, true)))
    .limit(1);
  if (creation) return toItem(creation);
  const [painting] = await paintingRows(db)
    .where(and(eq(paintings.id, id), eq(paintings.published, true)))
    .limit(1);
  return painting ? toItem(painting) : null;
}

/** The page "Color this page" opens: an example directly, anything else through the gallery's own copy. */
export function colorPageIdOf(item: GalleryItem): string {
  return item.pageId && /^(example-|catalogue:)/.test(item.pageId) ? item.pageId : `gallery:${item.id}`;
}

/** What the pages may show of an item. */
export function galleryEntry(item: GalleryItem): GalleryEntry {
  const { id, kind, title, tags, publishedAt, width, height, author, version } = item;
  return { id, kind, title, tags, publishedAt, width, height, author, version, colorPageId: colorPageIdOf(item) };
}

/** A page of the gallery as the listing shows it; null for a page number past the end. */
export async function galleryListing(page: number): Promise<{ entries: GalleryEntry[]; page: number; pages: number } | null> {
  const listed = await listGallery(page);
  if (page > 1 && page > listed.pages) return null;
  return { entries: listed.items.map(galleryEntry), page: listed.page, pages: listed.pages };
}
