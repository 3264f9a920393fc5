import { RecordsTable } from '@/components/affiliate/records-table';
import { AccountPage } from '@/components/layout/account-page';
import { detailsView } from '@/lib/server/affiliate/pages';
import { metadataFor } from '@/lib/seo/metadata';
import { pages } from '@/lib/seo/pages';
import { requireUser, type SearchParams } from '../../../_lib/access';
import { pageNumber, toApplication } from '../../../_lib/affiliate-access';
import { pageLocale, type LocaleParams } from '../../../_lib/locale';

export const generateMetadata = metadataFor('affiliateDetails');

export default async function Page({ params, searchParams }: { params: LocaleParams; searchParams: Promise<SearchParams> }) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const user = await requireUser(locale, pages.affiliateDetails.path, query);
  const records = await detailsView(user.id, pageNumber(query));
  if (!records) toApplication(locale);
  return (
    <AccountPage page="affiliateDetails" email={user.email}>
      <RecordsTable records={records} />
    </AccountPage>
  );
}
