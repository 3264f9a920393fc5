import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CatalogueItem, descriptionKey } from '@/components/catalogue/catalogue-item';
import { shareImageUrl, SHARE_IMAGE_SIZE } from '@/lib/catalogue/files';
import { findCataloguePage, popularPages } from '@/lib/catalogue/pages';
import { catalogueText } from '@/lib/catalogue/text';
import { localeOf, metadataFrom } from '@/lib/seo/metadata';
import { pageLocale, type LocaleParams } from '../../../_lib/locale';
import { ClientMessages } from '@/components/providers/client-messages';

type Params = LocaleParams<'theme' | 'handle'>;

// The page must sit under its own theme: /animals/snowman is as unknown as /animals/nothing.
async function lookup(params: Params) {
  const { theme, handle } = await params;
  const page = findCataloguePage(handle);
  return page && page.theme === theme ? page : undefined;
}

// The popular pages are prerendered in every language; the others are rendered on first visit and kept.
export function generateStaticParams() {
  return popularPages().map((page) => ({ theme: page.theme, handle: page.handle }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const page = await lookup(params);
  if (!page) return {};
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'catalogue' });
  const { title, description, alt } = catalogueText(page, locale);
  return metadataFrom(locale, `/${page.theme}/${page.handle}`, {
    title: t('metaTitle', { title }),
    description: `${description} ${t(descriptionKey(page), { title })}`,
    image: { path: shareImageUrl(page.handle), ...SHARE_IMAGE_SIZE, alt },
  });
}

// A printable page of a themed collection; unknown themes and handles are 404.
export default async function Page({ params }: { params: Params }) {
  await pageLocale(params);
  const page = await lookup(params);
  if (!page) notFound();
  return (
    <ClientMessages scope="catalogue">
      <CatalogueItem page={page} />
    </ClientMessages>
  );
}
