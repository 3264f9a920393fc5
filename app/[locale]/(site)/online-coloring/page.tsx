import { notFound } from 'next/navigation';
import { loadPageFor } from '@/lib/server/coloring/pages';
import { getSessionUser } from '@/lib/server/http/session-user';
import { localeOf } from '@/lib/seo/metadata';
import { pages } from '@/lib/seo/pages';
import type { SearchParams } from '@/lib/page-params';
import { pageLocale, type LocaleParams } from '../../_lib/locale';
import { coloringMetadata } from './_components/coloring-metadata';
import { OnlineColoringView } from './_components/online-coloring-view';
import { QueryProvider } from '@/components/providers/query-provider';
import { ClientMessages } from '@/components/providers/client-messages';

export async function generateMetadata({ params }: { params: LocaleParams }) {
  return coloringMetadata(await localeOf(params), pages.onlineColoring.path, true);
}

export default async function Page({ params, searchParams }: { params: LocaleParams; searchParams: Promise<SearchParams> }) {
  await pageLocale(params);
  const { page: id } = await searchParams;
  const user = await getSessionUser();
  const page = typeof id === 'string' ? await loadPageFor(user?.id ?? null, id) : null;
  if (typeof id === 'string' && !page) notFound();
  return (
    <ClientMessages scope="app">
      <QueryProvider>
        <OnlineColoringView basePath={pages.onlineColoring.path} page={page} signedIn={user !== null} />
      </QueryProvider>
    </ClientMessages>
  );
}
