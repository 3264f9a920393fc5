import { PhotoConverter } from '@/components/tools/photo-converter';
import { ToolHeader } from '@/components/tools/tool-header';
import { STYLES, type Style } from '@/lib/engine/types';
import { metadataFor } from '@/lib/seo/metadata';
import { pages } from '@/lib/seo/pages';
import { requireUser, type SearchParams } from '../../_lib/access';
import { pageLocale, type LocaleParams } from '../../_lib/locale';

export const generateMetadata = metadataFor('dashboardPhotoToColoringPage');

export default async function Page({ params, searchParams }: { params: LocaleParams; searchParams: Promise<SearchParams> }) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  await requireUser(locale, pages.dashboardPhotoToColoringPage.path, query);
  // ?style=line-art opens the converter on that style (the line-art and line-drawing landings link here).
  const style = STYLES.find((s) => s === query.style) ?? ('coloring-page' satisfies Style);
  return (
    <ToolHeader namespace="converter.page">
      <PhotoConverter initialStyle={style} />
    </ToolHeader>
  );
}
