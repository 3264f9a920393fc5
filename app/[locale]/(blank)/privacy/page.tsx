import { LegalDocument } from '@/components/marketing/legal-document';
import { metadataFor } from '@/lib/seo/metadata';
import { pageLocale, type LocaleParams } from '../../_lib/locale';

export const generateMetadata = metadataFor('privacy');

export default async function Page({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return <LegalDocument doc="privacy" />;
}
