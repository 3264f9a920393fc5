import { redirect } from 'next/navigation';
import { localizedPath } from '@/lib/i18n/locales';
import { pages } from '@/lib/seo/pages';
import { requireUser } from '../_lib/access';
import { pageLocale, type LocaleParams } from '../_lib/locale';

// /dashboard itself has no content of its own: it opens the first tool of the sidebar.
export default async function Page({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  await requireUser(locale, '/dashboard');
  redirect(localizedPath(locale, pages.dashboardAiGenerator.path));
}
