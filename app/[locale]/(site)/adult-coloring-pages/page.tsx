import { audienceMetadata, AudienceListingView } from '@/components/catalogue/listing-routes';
import { localeOf } from '@/lib/seo/metadata';
import { pageLocale, type LocaleParams } from '../../_lib/locale';

export async function generateMetadata({ params }: { params: LocaleParams }) {
  return audienceMetadata(await localeOf(params), 'adult', 1);
}

export default async function Page({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return <AudienceListingView audience="adult" page={1} />;
}
