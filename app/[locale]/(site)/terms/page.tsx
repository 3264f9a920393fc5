import { LegalDocument } from '@/components/marketing/legal-document';
import { Container } from '@/components/ui/container';
import { metadataFor } from '@/lib/seo/metadata';
import { pageLocale, type LocaleParams } from '../../_lib/locale';

export const generateMetadata = metadataFor('terms');

export default async function Page({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return (
    <Container>
      <LegalDocument doc="terms" />
    </Container>
  );
}
