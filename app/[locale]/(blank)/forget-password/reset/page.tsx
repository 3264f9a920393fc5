import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { AuthFrame } from '@/components/layout/auth-frame';
import { metadataFor } from '@/lib/seo/metadata';
import { redirectSignedIn } from '../../../_lib/access';
import { pageLocale, type LocaleParams } from '../../../_lib/locale';

export const generateMetadata = metadataFor('forgetPasswordReset');

type Query = Promise<{ token?: string | string[] }>;

export default async function Page({ params, searchParams }: { params: LocaleParams; searchParams: Query }) {
  const locale = await pageLocale(params);
  await redirectSignedIn(locale);
  const { token } = await searchParams;
  return (
    <AuthFrame page="forgetPasswordReset">
      <ResetPasswordForm token={typeof token === 'string' && token ? token : null} />
    </AuthFrame>
  );
}
