import { redirect } from 'next/navigation';
import { localizedPath } from '@/lib/i18n/locales';
import { applicationView } from '@/lib/server/affiliate/pages';
import { metadataFor } from '@/lib/seo/metadata';
import { pages } from '@/lib/seo/pages';
import { requireUser, type SearchParams } from '../../_lib/access';
import { pageLocale, type LocaleParams } from '../../_lib/locale';

export const generateMetadata = metadataFor('affiliate');

// The affiliate area opens on the dashboard once approved, on the application before.
export default async function Page({ params, searchParams }: { params: LocaleParams; searchParams: Promise<SearchParams> }) {
  const locale = await pageLocale(params);
  const user = await requireUser(locale, pages.affiliate.path, await searchParams);
  const affiliate = await applicationView(user.id);
  const approved = affiliate && (affiliate.status === 'active' || affiliate.status === 'banned');
  redirect(localizedPath(locale, approved ? pages.affiliateDashboard.path : pages.affiliateApply.path));
}
