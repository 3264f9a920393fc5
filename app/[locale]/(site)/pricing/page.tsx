import { getTranslations } from 'next-intl/server';
import { AllowanceButton } from '@/components/billing/allowance-button';
import { CreditDialog } from '@/components/billing/credit-dialog';
import { QuantityDialog } from '@/components/billing/quantity-dialog';
import { Faq } from '@/components/marketing/faq';
import { PricingPlans } from '@/components/marketing/pricing-plans';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { FREE_DAILY_GENERATIONS } from '@/lib/catalogue/plans';
import { metadataFor } from '@/lib/seo/metadata';
import { pageLocale, type LocaleParams } from '../../_lib/locale';
import { ClientMessages } from '@/components/providers/client-messages';

export const generateMetadata = metadataFor('pricing');

const faqKeys = ['q1', 'q2', 'q3', 'q4'] as const;
const creditKeys = ['c1', 'c2', 'c3'] as const;

export default async function Page({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const t = await getTranslations('pricing');
  return (
    <ClientMessages scope="app">
      <Container className="py-14 sm:py-20">
        <Heading as="h1" align="center" eyebrow={t('eyebrow')} lead={t('lead', { count: FREE_DAILY_GENERATIONS })}>
          {t('title')}
        </Heading>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <CreditDialog />
          <QuantityDialog />
          <AllowanceButton />
        </div>
        <div className="mt-12">
          <PricingPlans />
        </div>
        <section aria-labelledby="credits-title" className="mt-16 rounded-card bg-surface-muted p-6 sm:p-10">
          <h2 id="credits-title" className="text-2xl font-extrabold">
            {t('creditsTitle')}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {creditKeys.map((key) => (
              <li key={key}>
                <h3 className="font-extrabold">{t(`${key}Title`)}</h3>
                <p className="mt-2 text-muted">{t(`${key}Body`)}</p>
              </li>
            ))}
          </ul>
        </section>
      </Container>
      <Faq title={t('faqTitle')} items={faqKeys.map((key) => ({ question: t(`faq.${key}`), answer: t(`faq.${key}Answer`) }))} />
    </ClientMessages>
  );
}
