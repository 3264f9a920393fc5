import { LoginForm } from '@/components/auth/login-form';
import { SocialSignIn } from '@/components/auth/social-sign-in';
import { AuthFrame } from '@/components/layout/auth-frame';
import { metadataFor } from '@/lib/seo/metadata';
import { configuredProviders, providersPhrase } from '@/lib/server/oauth/providers';
import { redirectSignedIn } from '../../_lib/access';
import { pageLocale, type LocaleParams } from '../../_lib/locale';
import { QueryProvider } from '@/components/providers/query-provider';

export const generateMetadata = metadataFor('login');

type Query = Promise<{ from?: string | string[] }>;

export default async function Page({ params, searchParams }: { params: LocaleParams; searchParams: Query }) {
  const locale = await pageLocale(params);
  await redirectSignedIn(locale);
  const providers = configuredProviders();
  // Checked again on the client before it is followed (components/auth/safe-from.ts).
  const { from } = await searchParams;
  const destination = typeof from === 'string' ? from : null;
  return (
    <AuthFrame page="login" providers={providersPhrase(providers)}>
      <QueryProvider>
        <LoginForm from={destination} />
        <SocialSignIn from={destination} providers={providers} />
      </QueryProvider>
    </AuthFrame>
  );
}
