import { notFound } from 'next/navigation';
import { audienceListing, audienceMetadata, AudienceListingView, pageOfListing } from '@/components/catalogue/listing-routes';
import { localeOf } from '@/lib/seo/metadata';
import { pageLocale, type LocaleParams } from '../../../../_lib/locale';

type Params = LocaleParams<'n'>;

// Later pages are rendered on their first visit in each language and kept.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }) {
  const page = pageOfListing(audienceListing('teen'), (await params).n);
  return page ? audienceMetadata(await localeOf(params), 'teen', page) : {};
}

export default async function Page({ params }: { params: Params }) {
  await pageLocale(params);
  const page = pageOfListing(audienceListing('teen'), (await params).n);
  if (!page) notFound();
  return <AudienceListingView audience="teen" page={page} />;
}
