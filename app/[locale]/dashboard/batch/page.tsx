import { BatchTool } from '@/components/batch/batch-tool';
import { ToolHeader } from '@/components/tools/tool-header';
import { metadataFor } from '@/lib/seo/metadata';
import { pages } from '@/lib/seo/pages';
import { requireUser, type SearchParams } from '../../_lib/access';
import { pageLocale, type LocaleParams } from '../../_lib/locale';

export const generateMetadata = metadataFor('dashboardBatch');

export default async function Page({ params, searchParams }: { params: LocaleParams; searchParams: Promise<SearchParams> }) {
  const locale = await pageLocale(params);
  await requireUser(locale, pages.dashboardBatch.path, await searchParams);
  return (
    <ToolHeader namespace="batch.page">
      <BatchTool />
    </ToolHeader>
  );
}
