import { examplesFor } from '@/components/tools/examples';
import { ToolLandingPage } from '@/components/tools/tool-landing-page';
import { VisitorPreview } from '@/components/tools/visitor-preview';
import { toolByKey } from '@/lib/catalogue/tools';
import { metadataFor } from '@/lib/seo/metadata';
import { pageLocale, type LocaleParams } from '../../_lib/locale';

export const generateMetadata = metadataFor('photoToLineArt');

export default async function Page({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const tryPanel = <VisitorPreview style="line-art" dashboardPath={toolByKey('photoToLineArt').dashboard} />;
  return <ToolLandingPage toolKey="photoToLineArt" examples={examplesFor('line-art')} tryPanel={tryPanel} />;
}
