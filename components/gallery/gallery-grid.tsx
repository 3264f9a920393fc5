import { getTranslations } from 'next-intl/server';
import { PageCardGrid } from '@/components/catalogue/page-card-grid';
import { PageLinkButton } from '@/components/ui/page-link';
import { galleryUrls, type GalleryEntry } from './gallery-urls';
import { GalleryPagination } from './gallery-pagination';

const THUMB_WIDTH = 600;

/** The gallery's cards, newest first, with page numbers; an inviting empty state when nothing is shared. */
export async function GalleryGrid({ items, page, pages }: { items: GalleryEntry[]; page: number; pages: number }) {
  const t = await getTranslations('gallery');
  if (items.length === 0) {
    return (
      <div className="rounded-card border-2 border-dashed border-line bg-surface p-8 text-center sm:p-12">
        <p className="mx-auto max-w-prose text-lg text-muted">{t('empty')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <PageLinkButton href="/online-coloring">{t('emptyCta')}</PageLinkButton>
        </div>
      </div>
    );
  }
  const cards = items.map((item) => ({
    key: item.id,
    href: galleryUrls.item(item.id),
    title: item.title,
    image: { src: galleryUrls.thumb(item), width: THUMB_WIDTH, height: Math.round((THUMB_WIDTH * item.height) / item.width) },
    note: `${t('by', { author: item.author ?? t('anonymous') })} · ${t(`kinds.${item.kind}`)}`,
  }));
  return (
    <div className="flex flex-col gap-8">
      <PageCardGrid cards={cards} eager={4} />
      <GalleryPagination page={page} pages={pages} />
    </div>
  );
}
