import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { LinkButton } from '@/components/ui/link-button';
import { AFFILIATE_COMMISSION_RATE } from '@/lib/catalogue/plans';
import { CtaBand } from './cta-band';
import { Faq } from './faq';
import { Hero } from './hero';
import { Steps } from './steps';

const benefitKeys = ['b1', 'b2', 'b3'] as const;
const faqKeys = ['q1', 'q2', 'q3'] as const;
// SPEC §9: the referral cookie lives 90 days.
const REFERRAL_DAYS = 90;

/** The marketing page of the affiliate programme. */
export async function AffiliationLanding() {
  const t = await getTranslations('affiliation');
  const values = { rate: AFFILIATE_COMMISSION_RATE, days: REFERRAL_DAYS };
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
      <Faq title={t('faqTitle')} items={faqKeys.map((key) => ({ question: t(`faq.${key}`), answer: t(`faq.${key}Answer`, values) }))} />
      <CtaBand
        title={t('ctaTitle')}
        body={t('ctaBody')}
        actions={
          <LinkButton href="/affiliate/apply" size="lg" variant="secondary" className="border-0 bg-white text-brand-700 hover:bg-brand-50">
            {t('apply')}
          </LinkButton>
        }
      />
    </>
  );
}
