import { getLocale, getTranslations } from 'next-intl/server';
import { formatCents, formatDay } from '@/components/affiliate/format';
import { PayoutsTable } from '@/components/affiliate/payouts-table';
import { PaypalForm } from '@/components/affiliate/paypal-form';
import { AccountPage } from '@/components/layout/account-page';
import { settlementView } from '@/lib/server/affiliate/pages';
import { metadataFor } from '@/lib/seo/metadata';
import { pages } from '@/lib/seo/pages';
import { requireUser, type SearchParams } from '../../../_lib/access';
import { pageNumber, toApplication } from '../../../_lib/affiliate-access';
import { pageLocale, type LocaleParams } from '../../../_lib/locale';

export const generateMetadata = metadataFor('affiliateSettlement');

export default async function Page({ params, searchParams }: { params: LocaleParams; searchParams: Promise<SearchParams> }) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const user = await requireUser(locale, pages.affiliateSettlement.path, query);
  const view = await settlementView(user.id, pageNumber(query));
  if (!view) toApplication(locale);
  const t = await getTranslations('affiliate.settlement');
  const lang = await getLocale();
  const { summary, affiliate } = view;
  return (
    <AccountPage page="affiliateSettlement" email={user.email}>
      {!affiliate.paypal_email ? (
        <p role="alert" className="mt-4 rounded-xl bg-sun-100 px-4 py-3 font-bold text-amber-900 dark:bg-amber-900/50 dark:text-sun-100">
          {t('noPaypal')}
        </p>
      ) : null}
      <p className="mt-4">
        {t('next', {
          date: formatDay(summary.next_settlement_at, lang),
          available: formatCents(summary.available_cents, lang, summary.currency),
          threshold: formatCents(summary.threshold_cents, lang, summary.currency),
        })}
      </p>
      <section aria-labelledby="payouts-title" className="mt-8">
        <h2 id="payouts-title" className="text-xl font-extrabold">
          {t('payoutsTitle')}
        </h2>
        <PayoutsTable payouts={view.payouts} />
      </section>
      <section aria-labelledby="paypal-title" className="mt-10">
        <h2 id="paypal-title" className="text-xl font-extrabold">
          {t('paypalTitle')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('paypalLead')}</p>
        <PaypalForm current={affiliate.paypal_email} hasPassword={user.hasPassword} />
      </section>
    </AccountPage>
  );
}
