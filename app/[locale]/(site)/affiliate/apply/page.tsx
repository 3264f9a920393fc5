import { redirect } from 'next/navigation';
import { ApplicationStatus } from '@/components/affiliate/application-status';
import { ApplyForm } from '@/components/affiliate/apply-form';
import { AccountPage } from '@/components/layout/account-page';
import { localizedPath } from '@/lib/i18n/locales';
import { applicationView } from '@/lib/server/affiliate/pages';
import { metadataFor } from '@/lib/seo/metadata';
import { pages } from '@/lib/seo/pages';
import { requireUser, type SearchParams } from '../../../_lib/access';
import { pageLocale, type LocaleParams } from '../../../_lib/locale';

export const generateMetadata = metadataFor('affiliateApply');

export default async function Page({ params, searchParams }: { params: LocaleParams; searchParams: Promise<SearchParams> }) {
  const locale = await pageLocale(params);
  const user = await requireUser(locale, pages.affiliateApply.path, await searchParams);
  const affiliate = await applicationView(user.id);
  if (affiliate && (affiliate.status === 'active' || affiliate.status === 'banned')) redirect(localizedPath(locale, pages.affiliateDashboard.path));
  return (
    <AccountPage page="affiliateApply" email={user.email}>
      {affiliate ? <ApplicationStatus affiliate={affiliate} /> : null}
      {!affiliate || affiliate.status === 'rejected' ? <ApplyForm /> : null}
    </AccountPage>
  );
}
