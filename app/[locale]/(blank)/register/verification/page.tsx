import { VerificationNotice } from '@/components/auth/verification-notice';
import { AuthFrame } from '@/components/layout/auth-frame';
import { maskEmail } from '@/lib/format/email';
import { metadataFor } from '@/lib/seo/metadata';
import { pageLocale, type LocaleParams } from '../../../_lib/locale';

export const generateMetadata = metadataFor('registerVerification');

type Query = Promise<{ email?: string | string[] }>;

export default async function Page({ params, searchParams }: { params: LocaleParams; searchParams: Query }) {
  await pageLocale(params);
  const { email } = await searchParams;
  // The page takes the address the link was sent to; anything that is not one is ignored.
  const address = typeof email === 'string' && /^[^\s@]+@[^\s@]+$/.test(email) ? email : undefined;
  // The page shows the address masked (it may be read over a shoulder or in a screenshot).
  return (
    <AuthFrame page="registerVerification" email={address ? maskEmail(address) : undefined}>
      <VerificationNotice email={address} />
    </AuthFrame>
  );
}
