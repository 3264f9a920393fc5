import { getFormatter, getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { LinkButton } from '@/components/ui/link-button';
import { Link } from '@/lib/i18n/navigation';
import { galleryUrls, type GalleryEntry } from './gallery-urls';
import { PrintButton } from './print-button';

/** One gallery item: the big picture, its title, author, date and tags, and what to do with it. */
export async function GalleryItemView({ item }: { item: GalleryEntry }) {
  const t = await getTranslations('gallery');
  const format = await getFormatter();
  const author = item.author ?? t('anonymous');
  return (
    <Container className="py-6 sm:py-10">
      <Link href="/gallery" className="font-bold text-accent underline-offset-4 hover:underline">
        <span aria-hidden="true">← </span>
        {t('back')}
      </Link>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-10">
        <div className="overflow-hidden rounded-card border border-line bg-white p-2 shadow-soft sm:p-4">
          {/* eslint-disable-next-line @next/next/no-img-element -- the stored PNG at print size; the browser scales it */}
          <img
            src={galleryUrls.image(item)}
            alt={t('imageAlt', { title: item.title, author })}
            width={item.width}
            height={item.height}
            className="mx-auto h-auto max-h-[80vh] w-auto"
          />
        </div>
        <div className="flex flex-col gap-4">
          <div>
            <Badge tone={item.kind === 'painting' ? 'sun' : 'sky'}>{t(`kinds.${item.kind}`)}</Badge>
            <h1 className="mt-3 text-3xl font-black tracking-tight text-balance break-words sm:text-4xl">{item.title}</h1>
            <p className="mt-2 text-muted">
              {t('by', { author })}
              <span aria-hidden="true"> · </span>
              <time dateTime={item.publishedAt.toISOString()}>{t('sharedOn', { date: format.dateTime(item.publishedAt, { dateStyle: 'medium' }) })}</time>
            </p>
          </div>
          {item.tags.length > 0 ? (
            <div>
              <h2 className="sr-only">{t('tags')}</h2>
              <ul className="flex flex-wrap gap-2">
                {item.tags.map((tag) => (
                  <li key={tag}>
                    <Badge tone="brand">#{tag}</Badge>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-3">
            {item.colorPageId ? (
              <LinkButton href={galleryUrls.color(item.colorPageId)}>{item.kind === 'painting' ? t('colorYourself') : t('colorThis')}</LinkButton>
            ) : null}
            <a href={galleryUrls.download(item)} download className={buttonClasses('secondary')}>
              {t('download')}
            </a>
            <PrintButton src={galleryUrls.image(item)} title={item.title} label={t('print')} />
          </div>
        </div>
      </div>
    </Container>
  );
}
