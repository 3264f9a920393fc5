// Published gallery items behind /gallery/{id}. None are published yet, so every id is unknown
// and the page answers 404 (SPEC §2: failed validation → 404) until the gallery domain fills this.
export type GalleryItem = { id: string; theme: string };

const published: readonly GalleryItem[] = [];

export function findGalleryItem(id: string): GalleryItem | undefined {
  return published.find((item) => item.id === id);
}
