import type { GalleryEntry } from '@/lib/api/contracts/gallery';
import type { ColoringPageSource } from '@/lib/coloring-pages';

export type { GalleryEntry };

const base = (id: string) => `/common-api/v1/gallery/${id}`;

export const galleryUrls = {
  item: (id: string) => `/gallery/${id}`,
  image: (entry: Pick<GalleryEntry, 'id' | 'version'>) => `${base(entry.id)}/image?v=${entry.version}`,
  thumb: (entry: Pick<GalleryEntry, 'id' | 'version'>) => `${base(entry.id)}/image?size=thumb&v=${entry.version}`,
  download: (entry: Pick<GalleryEntry, 'id' | 'version'>) => `${base(entry.id)}/image?download=1&v=${entry.version}`,
  color: (pageId: ColoringPageSource['id']) => `/online-coloring?page=${encodeURIComponent(pageId)}`,
};
