import { FeedbackForm } from '@/components/feedback/feedback-form';
import { DashboardToolFrame } from '@/components/layout/dashboard-tool-frame';
import { metadataFor } from '@/lib/seo/metadata';
import { pages } from '@/lib/seo/pages';
import { requireUser, type SearchParams } from '../../_lib/access';
import { pageLocale, type LocaleParams } from '../../_lib/locale';

export const generateMetadata = metadataFor('dashboardFeedback');

export default async function Page({ params, searchParams }: { params: LocaleParams; searchParams: Promise<SearchParams> }) {
  const locale = await pageLocale(params);
  const user = await requireUser(locale, pages.dashboardFeedback.path, await searchParams);
  return (
    <DashboardToolFrame page="dashboardFeedback">
      <FeedbackForm email={user.email || undefined} />
    </DashboardToolFrame>
  );
}
