import { ColorizeTool } from '@/components/colorize/colorize-tool';
import { ToolHeader } from '@/components/tools/tool-header';
import { metadataFor } from '@/lib/seo/metadata';
import { pages } from '@/lib/seo/pages';
import { requireUser, type SearchParams } from '../../_lib/access';
import { pageLocale, type LocaleParams } from '../../_lib/locale';

export const generateMetadata = metadataFor('dashboardColorizeDrawing');

export default async function Page({ params, searchParams }: { params: LocaleParams; searchParams: Promise<SearchParams> }) {
  const locale = await pageLocale(params);
  await requireUser(locale, pages.dashboardColorizeDrawing.path, await searchParams);
  return (
    <ToolHeader namespace="colorize.page">
      <ColorizeTool signedIn />
    </ToolHeader>
  );
}
