import { ColorizeTool } from '@/components/colorize/colorize-tool';
import { examplesFor } from '@/components/tools/examples';
import { ToolLandingPage } from '@/components/tools/tool-landing-page';
import { TryPanel } from '@/components/tools/try-panel';
import { metadataFor } from '@/lib/seo/metadata';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '../../_lib/locale';
import { QueryProvider } from '@/components/providers/query-provider';

export const generateMetadata = metadataFor('colorizeDrawing');

export default async function Page({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const t = await getTranslations('colorize.page');
  const tryPanel = (
    <TryPanel title={t('tryTitle')} lead={t('tryLead')}>
      <QueryProvider>
        <ColorizeTool />
      </QueryProvider>
    </TryPanel>
  );
  return <ToolLandingPage toolKey="colorizeDrawing" examples={examplesFor('colorize')} tryPanel={tryPanel} />;
}
