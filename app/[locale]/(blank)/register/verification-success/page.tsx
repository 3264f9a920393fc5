import { CompleteSignup } from '@/components/auth/complete-signup';
import { AuthFrame } from '@/components/layout/auth-frame';
import { getSessionUser } from '@/lib/server/http/session-user';
import { metadataFor } from '@/lib/seo/metadata';
import { pageLocale, type LocaleParams } from '../../../_lib/locale';
import { QueryProvider } from '@/components/providers/query-provider';

export const generateMetadata = metadataFor('registerVerificationSuccess');

type Query = Promise<{ token?: string | string[] }>;

export default async function Page({ params, searchParams }: { params: LocaleParams; searchParams: Query }) {
  await pageLocale(params);
  const { token } = await searchParams;
  // The verification mail links here with ?token= (lib/server/accounts/signup.ts); the visitor confirms with a click.
  if (typeof token === 'string' && token)
    return (
      <QueryProvider>
        <CompleteSignup token={token} />
      </QueryProvider>
    );
  // Without a token: confirmed in this browser (signed in, on to the dashboard) or elsewhere (log in).
  return <AuthFrame page="registerVerificationSuccess" signedIn={Boolean(await getSessionUser())} />;
}
