import { CompleteSignup } from '@/components/auth/complete-signup';
import { AuthFrame } from '@/components/layout/auth-frame';
import { metadataFor } from '@/lib/seo/metadata';
import { pageLocale, type LocaleParams } from '../../../_lib/locale';

export const generateMetadata = metadataFor('registerVerificationSuccess');

type Query = Promise<{ token?: string | string[] }>;

export default async function Page({ params, searchParams }: { params: LocaleParams; searchParams: Query }) {
  await pageLocale(params);
  const { token } = await searchParams;
  // The verification mail links here with ?token= (lib/server/accounts/signup.ts); the visitor confirms with a click.
  if (typeof token === 'string' && token) return <CompleteSignup token={token} />;
  return <AuthFrame page="registerVerificationSuccess" />;
}
