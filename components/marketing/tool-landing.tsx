import { getLocale, getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { LinkButton } from '@/components/ui/link-button';
import { toolByKey, type ToolKey } from '@/lib/catalogue/tools';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { CtaBand } from './cta-band';
import { Hero } from './hero';
import { Steps } from './steps';

const stepKeys = ['step1', 'step2', 'step3'] as const;
const pointKeys = ['point1', 'point2', 'point3'] as const;

/**
 * The public page of a creation tool: what it does, how it works and the way in —
 * sign-up for visitors, the dashboard tool for signed-in users.
 */
export async function ToolLanding({ toolKey, signedIn }: { toolKey: ToolKey; signedIn: boolean }) {
  const t = await getTranslations(`tools.${toolKey}`);
  const common = await getTranslations('tools.common');
  const locale = (await getLocale()) as Locale;
  const tool = toolByKey(toolKey);
  const loginHref = { pathname: '/login', query: { from: localizedPath(locale, tool.dashboard) } };

  const actions = signedIn ? (
    <LinkButton href={tool.dashboard} size="lg">
      {common('openTool')}
    </LinkButton>
  ) : (
    <>
      <LinkButton href="/register" size="lg">
        {common('signUp')}
      </LinkButton>
      <LinkButton href={loginHref} variant="secondary" size="lg">
        {common('logIn')}
      </LinkButton>
    </>
  );

  return (
    <>
      <Hero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} actions={actions} note={signedIn ? null : common('freeNote')} />
      <Steps
        title={common('howItWorks')}
        steps={stepKeys.map((key) => ({ title: t(`${key}Title`), body: t(`${key}Body`) }))}
      />
      <section aria-labelledby="points-title" className="pb-8">
        <Container>
          <h2 id="points-title" className="sr-only">
            {common('whyTitle')}
          </h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {pointKeys.map((key) => (
              <li key={key} className="flex gap-3 rounded-card bg-surface-muted p-5">
                <span aria-hidden="true" className="mt-0.5 text-leaf-500">
                  ✔
                </span>
                <span className="font-semibold">{t(key)}</span>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <CtaBand
        title={common('ctaTitle')}
        body={common('ctaBody')}
        actions={
          <LinkButton
            href={signedIn ? tool.dashboard : '/register'}
            size="lg"
            variant="secondary"
            className="border-0 bg-white text-brand-700 hover:bg-brand-50"
          >
            {signedIn ? common('openTool') : common('signUp')}
          </LinkButton>
        }
      />
    </>
  );
}
