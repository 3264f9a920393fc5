import { AudienceLanding } from '@/components/marketing/audience-landing';
import { metadataFor } from '@/lib/seo/metadata';
import { pageLocale, type LocaleParams } from '../../_lib/locale';

export const generateMetadata = metadataFor('adultColoringPages');

export default async function Page({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return <AudienceLanding audience="adult" />;
}
