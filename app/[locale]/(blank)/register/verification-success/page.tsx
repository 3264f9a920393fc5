import { AuthFrame } from '@/components/layout/auth-frame';
import { metadataFor } from '@/lib/seo/metadata';
import { pageLocale, type LocaleParams } from '../../../_lib/locale';

export const generateMetadata = metadataFor('registerVerificationSuccess');

export default async function Page({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return <AuthFrame page="registerVerificationSuccess" />;
}
