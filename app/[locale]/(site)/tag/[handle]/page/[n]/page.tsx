import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageOfListing, tagListing, tagMetadata, TagListingView } from '@/components/catalogue/listing-routes';
import { findTag } from '@/lib/catalogue/tags';
import { localeOf } from '@/lib/seo/metadata';
import { pageLocale, type LocaleParams } from '../../../../../_lib/locale';

type Params = LocaleParams<'handle' | 'n'>;

/** The tag and page number of `/tag/{handle}/page/{n}`, or null when there is no such page. */
async function tagPage(params: Params) {
  const { handle, n } = await params;
  const tag = findTag(handle);
  const page = tag ? pageOfListing(tagListing(tag), n) : null;
  return tag && page ? { tag, page } : null;
}

// Later pages of a tag listing are rendered on their first visit in each language and kept.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const found = await tagPage(params);
  return found ? tagMetadata(await localeOf(params), found.tag, found.page) : {};
}

export default async function Page({ params }: { params: Params }) {
  await pageLocale(params);
  const found = await tagPage(params);
  if (!found) notFound();
  return <TagListingView tag={found.tag} page={found.page} />;
}
