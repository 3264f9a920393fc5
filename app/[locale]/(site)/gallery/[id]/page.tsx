import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { GalleryItemView } from '@/components/gallery/gallery-item-view';
import { galleryUrls } from '@/components/gallery/gallery-urls';
import { galleryEntryById } from '@/lib/server/coloring/line-art';
import { localeOf, metadataFrom } from '@/lib/seo/metadata';
import { pageLocale, type LocaleParams } from '../../../_lib/locale';

// An item taken out of the gallery must answer 404 at once, never from a cached render.
export const dynamic = 'force-dynamic';

type Params = LocaleParams<'id'>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const item = await galleryEntryById((await params).id);
  if (!item) return {};
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'meta.galleryItem' });
  const author = item.author ?? (await getTranslations({ locale, namespace: 'gallery' }))('anonymous');
  const metadata = metadataFrom(locale, galleryUrls.item(item.id), {
    title: t('title', { title: item.title }),
    description: t('description', { title: item.title, author }),
  });
  return { ...metadata, openGraph: { ...metadata.openGraph, images: [{ url: galleryUrls.thumb(item), width: 600 }] } };
}

// A published creation or painting; unknown and unpublished ids are 404.
export default async function Page({ params }: { params: Params }) {
  await pageLocale(params);
  const item = await galleryEntryById((await params).id);
  if (!item) notFound();
  return <GalleryItemView item={item} />;
}
