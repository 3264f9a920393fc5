import { getTranslations } from 'next-intl/server';
import { PageLinkButton } from '@/components/ui/page-link';

const href = (page: number) => (page <= 1 ? '/gallery' : `/gallery?page=${page}`);

/** Previous / next with "Page n of m"; page numbers live in the URL (`/gallery?page=2`). */
export async function GalleryPagination({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  const t = await getTranslations('gallery');
  return (
    <nav aria-label={t('pagination')} className="flex flex-wrap items-center justify-center gap-3">
      {page > 1 ? (
        <PageLinkButton href={href(page - 1)} variant="secondary" rel="prev">
          {t('previous')}
        </PageLinkButton>
      ) : null}
      <span className="px-2 text-sm font-semibold text-muted" aria-current="page">
        {t('pageOf', { page, pages })}
      </span>
      {page < pages ? (
        <PageLinkButton href={href(page + 1)} variant="secondary" rel="next">
          {t('next')}
        </PageLinkButton>
      ) : null}
    </nav>
  );
}
