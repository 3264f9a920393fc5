import { AffiliationLanding } from '@/components/marketing/affiliation-landing';
import { metadataFor } from '@/lib/seo/metadata';
import { pageLocale, type LocaleParams } from '../../_lib/locale';

export const generateMetadata = metadataFor('affiliation');

export default async function Page({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return <AffiliationLanding />;
}
