import { z } from 'zod';
import { displayNameText, lineText } from './text';

/** Tags as the publish forms send them: one text field, comma separated (any script's comma). */
const tagList = lineText({ max: 600 })
  .default('')
  .transform((text) => [
    ...new Set(
      text
        .split(/[,，、]/)
        .map((tag) => tag.trim().toLowerCase())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(lineText({ max: 40 })).max(12));

/** The name shown beside a family's pages in the gallery; empty means none ("a Colorwell artist"). */
export const nickname = displayNameText({ max: 40 });

/** PUT /self-api/v1/paintings/{pageId}/publish — multipart: the colour layer `layer` and these fields. */
export const publishPaintingBody = z.object({
  title: lineText({ min: 1, max: 120 }),
  tags: tagList,
  nickname: nickname.optional(),
});

/** GET and PUT /self-api/v1/sharing — the family's sharing settings. */
export const sharingSettingsData = z.object({ nickname: z.string().nullable(), never_share: z.boolean() });
export const sharingSettingsBody = z.object({ nickname: nickname.optional(), never_share: z.boolean().optional() });
export type SharingSettingsData = z.infer<typeof sharingSettingsData>;
export type SharingSettingsBody = z.infer<typeof sharingSettingsBody>;

/** A painting's place in the gallery, as the share dialog shows it. */
export const paintingPublication = z.object({
  /** Gallery id (`/gallery/{id}`), null while nothing is saved. */
  id: z.uuid().nullable(),
  published: z.boolean(),
  title: z.string().nullable(),
  tags: z.array(z.string()),
  published_at: z.string().nullable(),
});

export const GALLERY_PAGE_SIZE = 24;

/** GET /common-api/v1/gallery/{id}/image — the full picture or its thumbnail, optionally as a download. */
export const galleryImageQuery = z.object({
  size: z.enum(['full', 'thumb']).default('full'),
  download: z.enum(['1']).optional(),
  /** Cache buster set by the pages (the item's version); not read. */
  v: z.string().max(20).optional(),
});

/** GET /common-api/v1/gallery/{id}/line — the line page under a published item. */
export const galleryLineQuery = z.object({ download: z.enum(['1']).optional(), v: z.string().max(20).optional() });

/** PUT /self-api/v1/paintings/{pageId} — multipart: the colour layer `layer` and no text fields. */
export const savePaintingBody = z.object({});

/** The answer of PUT /self-api/v1/paintings/{pageId}: which page, saved when. */
export const savedPaintingData = z.object({ page_id: z.string(), updated_at: z.string() });

export type PublishPaintingBody = z.infer<typeof publishPaintingBody>;
export type PaintingPublication = z.infer<typeof paintingPublication>;
export type SavedPainting = z.infer<typeof savedPaintingData>;

/** What the gallery's pages show of an item (no storage keys, no user ids, never an e-mail). */
export type GalleryEntry = {
  id: string;
  kind: 'creation' | 'painting';
  title: string;
  tags: string[];
  publishedAt: Date;
  width: number;
  height: number;
  /** Display name, or null for "a Colorwell artist". */
  author: string | null;
  /** Changes with the picture; image URLs carry it so they can be cached. */
  version: number;
  /** Loader id the canvas opens for "Color this page". */
  colorPageId: string | null;
};
