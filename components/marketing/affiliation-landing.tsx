import { getLocale, getTranslations } from 'next-intl/server';
import { formatCents } from '@/components/affiliate/format';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { LinkButton } from '@/components/ui/link-button';
import { AFFILIATE_RULES, COMMISSION_RATE } from '@/lib/affiliate/rules';
import { CtaBand } from './cta-band';
import { Faq } from './faq';
import { Hero } from './hero';
import { Steps } from './steps';

const benefitKeys = ['b1', 'b2', 'b3'] as const;
const faqKeys = ['q1', 'q2', 'q3', 'q4', 'q5'] as const;
const ruleKeys = ['rate', 'cookie', 'window', 'pending', 'settlement', 'payout'] as const;

/** The marketing page of the affiliate programme. */
export async function AffiliationLanding() {
  const t = await getTranslations('affiliation');
  const locale = await getLocale();
  // The page states the rules the server applies, from the same configuration.
  const values = {
    rate: COMMISSION_RATE,
    days: AFFILIATE_RULES.cookieDays,
    months: AFFILIATE_RULES.commissionMonths,
    pendingDays: AFFILIATE_RULES.pendingDays,
    threshold: formatCents(AFFILIATE_RULES.payoutThresholdCents, locale, AFFILIATE_RULES.currency),
  };
  const apply = (
    <LinkButton href="/affiliate/apply" size="lg">
      {t('apply')}
    </LinkButton>
  );
  return (
    <>
      <Hero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead', values)} actions={apply} />
      <Steps
        title={t('stepsTitle')}
        steps={(['step1', 'step2', 'step3'] as const).map((key) => ({
          title: t(`${key}Title`),
          body: t(`${key}Body`, values),
        }))}
      />
      <section aria-labelledby="benefits-title" className="py-8">
        <Container>
          <Heading id="benefits-title" align="center">
            {t('benefitsTitle')}
          </Heading>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {benefitKeys.map((key) => (
              <li key={key} className="rounded-card bg-surface-muted p-6">
                <h3 className="text-lg font-extrabold">{t(`${key}Title`)}</h3>
                <p className="mt-2 text-muted">{t(`${key}Body`, values)}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <section aria-labelledby="rules-title" className="py-8">
        <Container>
          <Heading id="rules-title" align="center">
            {t('rulesTitle')}
          </Heading>
          <dl className="mx-auto mt-8 grid max-w-4xl gap-4 sm:grid-cols-2">
            {ruleKeys.map((key) => (
              <div key={key} className="rounded-card border border-line bg-surface p-5">
                <dt className="font-extrabold">{t(`rules.${key}Title`, values)}</dt>
                <dd className="mt-1 text-muted">{t(`rules.${key}Body`, values)}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>
      <Faq title={t('faqTitle')} items={faqKeys.map((key) => ({ question: t(`faq.${key}`), answer: t(`faq.${key}Answer`, values) }))} />
      <CtaBand
        title={t('ctaTitle')}
        body={t('ctaBody')}
        actions={
          <LinkButton href="/affiliate/apply" size="lg" variant="onBrand">
            {t('apply')}
          </LinkButton>
        }
      />
    </>
  );
}
