import { notFound } from 'next/navigation';
import { loadPageFor } from '@/lib/server/coloring/pages';
import { localeOf } from '@/lib/seo/metadata';
import { pages } from '@/lib/seo/pages';
import { coloringMetadata } from '../../(site)/online-coloring/_components/coloring-metadata';
import { OnlineColoringView } from '../../(site)/online-coloring/_components/online-coloring-view';
import { requireUser, type SearchParams } from '../../_lib/access';
import { pageLocale, type LocaleParams } from '../../_lib/locale';

export async function generateMetadata({ params }: { params: LocaleParams }) {
  return coloringMetadata(await localeOf(params), pages.dashboardOnlineColoring.path, false);
}

export default async function Page({ params, searchParams }: { params: LocaleParams; searchParams: Promise<SearchParams> }) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const user = await requireUser(locale, pages.dashboardOnlineColoring.path, query);
  const page = typeof query.page === 'string' ? await loadPageFor(user.id, query.page) : null;
  if (typeof query.page === 'string' && !page) notFound();
  return <OnlineColoringView basePath={pages.dashboardOnlineColoring.path} page={page} signedIn />;
}
