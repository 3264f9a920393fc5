import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CollectionPage } from '@/components/marketing/collection-page';
import { findGalleryItem } from '@/lib/catalogue/gallery';
import { localeOf, metadataFrom } from '@/lib/seo/metadata';
import { pageLocale } from '../../../_lib/locale';

type Params = Promise<{ locale: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const item = findGalleryItem((await params).id);
  if (!item) return {};
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'meta' });
  return metadataFrom(locale, `/gallery/${item.id}`, { title: t('gallery.title'), description: t('gallery.description') });
}

export default async function Page({ params }: { params: Params }) {
  await pageLocale(params);
  const item = findGalleryItem((await params).id);
  if (!item) notFound();
  const t = await getTranslations('gallery');
  return <CollectionPage title={t('title')} lead={t('lead')} />;
}
