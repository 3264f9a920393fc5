import { RegisterForm } from '@/components/auth/register-form';
import { SocialSignIn } from '@/components/auth/social-sign-in';
import { AuthFrame } from '@/components/layout/auth-frame';
import { metadataFor } from '@/lib/seo/metadata';
import { configuredProviders, providersPhrase } from '@/lib/server/oauth/providers';
import { redirectSignedIn } from '../../_lib/access';
import { pageLocale, type LocaleParams } from '../../_lib/locale';
import { QueryProvider } from '@/components/providers/query-provider';

export const generateMetadata = metadataFor('register');

export default async function Page({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  await redirectSignedIn(locale);
  const providers = configuredProviders();
  return (
    <AuthFrame page="register" providers={providersPhrase(providers)}>
      <QueryProvider>
        <RegisterForm />
        <SocialSignIn providers={providers} />
      </QueryProvider>
    </AuthFrame>
  );
}
