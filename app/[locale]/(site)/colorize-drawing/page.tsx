import { ColorizeTool } from '@/components/colorize/colorize-tool';
import { examplesFor } from '@/components/tools/examples';
import { ToolLandingPage } from '@/components/tools/tool-landing-page';
import { metadataFor } from '@/lib/seo/metadata';
import { getSessionUser } from '@/lib/server/sessions/current';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '../../_lib/locale';

export const generateMetadata = metadataFor('colorizeDrawing');

export default async function Page({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const signedIn = (await getSessionUser()) !== null;
  const t = await getTranslations('colorize.page');
  const tryPanel = (
    <section aria-labelledby="try-title" className="space-y-4">
      <div>
        <h2 id="try-title" className="text-2xl font-extrabold sm:text-3xl">
          {t('tryTitle')}
        </h2>
        <p className="mt-1 text-muted">{t('tryLead')}</p>
      </div>
      <ColorizeTool signedIn={signedIn} />
    </section>
  );
  return <ToolLandingPage toolKey="colorizeDrawing" signedIn={signedIn} examples={examplesFor('colorize')} tryPanel={tryPanel} />;
}
