import { getTranslations } from 'next-intl/server';
import { ActivityChart } from '@/components/affiliate/activity-chart';
import { CommissionCards } from '@/components/affiliate/commission-cards';
import { ShareLink } from '@/components/affiliate/share-link';
import { AccountPage } from '@/components/layout/account-page';
import { dashboardView } from '@/lib/server/affiliate/pages';
import { metadataFor } from '@/lib/seo/metadata';
import { pages } from '@/lib/seo/pages';
import { requireUser, type SearchParams } from '../../../_lib/access';
import { toApplication } from '../../../_lib/affiliate-access';
import { pageLocale, type LocaleParams } from '../../../_lib/locale';

export const generateMetadata = metadataFor('affiliateDashboard');

export default async function Page({ params, searchParams }: { params: LocaleParams; searchParams: Promise<SearchParams> }) {
  const locale = await pageLocale(params);
  const user = await requireUser(locale, pages.affiliateDashboard.path, await searchParams);
  const view = await dashboardView(user.id);
  if (!view) toApplication(locale);
  const t = await getTranslations('affiliate.dashboard');
  return (
    <AccountPage page="affiliateDashboard" email={user.email}>
      {view.affiliate.status === 'banned' ? (
        <p role="status" className="mt-4 rounded-xl bg-red-50 px-4 py-3 font-semibold text-red-700 dark:bg-red-950/50 dark:text-red-200">
          {t('banned')}
        </p>
      ) : null}
      {view.affiliate.under_review ? (
        <p role="status" className="mt-4 rounded-xl bg-sun-100 px-4 py-3 font-semibold text-amber-900 dark:bg-amber-900/50 dark:text-sun-100">
          {t('underReview')}
        </p>
      ) : null}
      {view.affiliate.link ? <ShareLink link={view.affiliate.link} /> : null}
      <CommissionCards affiliate={view.affiliate} summary={view.summary} />
      <ActivityChart daily={view.summary.daily} currency={view.summary.currency} />
    </AccountPage>
  );
}
