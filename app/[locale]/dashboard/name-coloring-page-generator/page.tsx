import { GeneratorHeader, promptExamples } from '@/components/generators/generator-header';
import { GeneratorTool } from '@/components/generators/generator-tool';
import { metadataFor } from '@/lib/seo/metadata';
import { pages } from '@/lib/seo/pages';
import { requireUser, type SearchParams } from '../../_lib/access';
import { pageLocale, type LocaleParams } from '../../_lib/locale';

export const generateMetadata = metadataFor('dashboardNameGenerator');

export default async function Page({ params, searchParams }: { params: LocaleParams; searchParams: Promise<SearchParams> }) {
  const locale = await pageLocale(params);
  await requireUser(locale, pages.dashboardNameGenerator.path, await searchParams);
  return (
    <GeneratorHeader kind="name">
      <GeneratorTool kind="name" signedIn dashboardPath={pages.dashboardNameGenerator.path} examples={await promptExamples('name')} />
    </GeneratorHeader>
  );
}
