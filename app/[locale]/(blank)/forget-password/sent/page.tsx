import { RecoverySentHelp } from '@/components/auth/recovery-sent-help';
import { AuthFrame } from '@/components/layout/auth-frame';
import { metadataFor } from '@/lib/seo/metadata';
import { redirectSignedIn } from '../../../_lib/access';
import { pageLocale, type LocaleParams } from '../../../_lib/locale';

export const generateMetadata = metadataFor('forgetPasswordSent');

export default async function Page({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  await redirectSignedIn(locale);
  return (
    <AuthFrame page="forgetPasswordSent">
      <RecoverySentHelp />
    </AuthFrame>
  );
}
