import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { AuthFrame } from '@/components/layout/auth-frame';
import { metadataFor } from '@/lib/seo/metadata';
import { redirectSignedIn } from '../../_lib/access';
import { pageLocale, type LocaleParams } from '../../_lib/locale';

export const generateMetadata = metadataFor('forgetPassword');

export default async function Page({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  await redirectSignedIn(locale);
  return (
    <AuthFrame page="forgetPassword">
      <ForgotPasswordForm />
    </AuthFrame>
  );
}
