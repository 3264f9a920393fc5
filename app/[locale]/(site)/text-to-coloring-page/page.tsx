import { ToolLanding } from '@/components/marketing/tool-landing';
import { metadataFor } from '@/lib/seo/metadata';
import { getSessionUser } from '@/lib/server/sessions/current';
import { pageLocale, type LocaleParams } from '../../_lib/locale';

export const generateMetadata = metadataFor('textToColoringPage');

export default async function Page({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const user = await getSessionUser();
  return <ToolLanding toolKey="textToColoringPage" signedIn={user !== null} />;
}
