import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { tagMetadata, TagListingView } from '@/components/catalogue/listing-routes';
import { findTag } from '@/lib/catalogue/tags';
import { localeOf } from '@/lib/seo/metadata';
import { pageLocale, type LocaleParams } from '../../../_lib/locale';

type Params = LocaleParams<'handle'>;

// Tag listings are rendered on their first visit in each language and kept.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const tag = findTag((await params).handle);
  return tag ? tagMetadata(await localeOf(params), tag, 1) : {};
}

export default async function Page({ params }: { params: Params }) {
  await pageLocale(params);
  const tag = findTag((await params).handle);
  if (!tag) notFound();
  return <TagListingView tag={tag} page={1} />;
}
