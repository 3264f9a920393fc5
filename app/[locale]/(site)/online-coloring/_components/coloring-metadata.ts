import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { metadataFrom } from '@/lib/seo/metadata';

/** Title and description of an online coloring page, from the `coloring.meta` messages. */
export async function coloringMetadata(locale: Locale, path: string, index: boolean): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'coloring.meta' });
  return metadataFrom(locale, path, { title: t('title'), description: t('description'), index });
}
