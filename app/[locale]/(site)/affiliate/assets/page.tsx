import { ShareAssets } from '@/components/affiliate/share-assets';
import { AccountPage } from '@/components/layout/account-page';
import { assetsView } from '@/lib/server/affiliate/pages';
import { metadataFor } from '@/lib/seo/metadata';
import { pages } from '@/lib/seo/pages';
import { requireUser, type SearchParams } from '../../../_lib/access';
import { toApplication } from '../../../_lib/affiliate-access';
import { pageLocale, type LocaleParams } from '../../../_lib/locale';

export const generateMetadata = metadataFor('affiliateAssets');

export default async function Page({ params, searchParams }: { params: LocaleParams; searchParams: Promise<SearchParams> }) {
  const locale = await pageLocale(params);
  const user = await requireUser(locale, pages.affiliateAssets.path, await searchParams);
  const view = await assetsView(user.id);
  if (!view) toApplication(locale);
  return (
    <AccountPage page="affiliateAssets" email={user.email}>
      <ShareAssets code={view.code} links={view.links} />
    </AccountPage>
  );
}
