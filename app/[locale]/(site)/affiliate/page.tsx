import { AccountPage } from '@/components/layout/account-page';
import { metadataFor } from '@/lib/seo/metadata';
import { pages } from '@/lib/seo/pages';
import { requireUser, type SearchParams } from '../../_lib/access';
import { pageLocale, type LocaleParams } from '../../_lib/locale';

export const generateMetadata = metadataFor('affiliate');

export default async function Page({ params, searchParams }: { params: LocaleParams; searchParams: Promise<SearchParams> }) {
  const locale = await pageLocale(params);
  const user = await requireUser(locale, pages.affiliate.path, await searchParams);
  return <AccountPage page="affiliate" email={user.email} />;
}
