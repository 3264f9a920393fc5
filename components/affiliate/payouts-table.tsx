import { getLocale, getTranslations } from 'next-intl/server';
import type { SettleListData } from '@/lib/api/contracts/distribution';
import { maskEmail } from '@/lib/format/email';
import { formatCents, formatDay } from './format';

/** The affiliate's payouts by month. */
export async function PayoutsTable({ payouts }: { payouts: SettleListData }) {
  const t = await getTranslations('affiliate.settlement');
  const locale = await getLocale();
  if (payouts.total === 0) return <p className="mt-4 rounded-card bg-surface-muted p-6 text-muted">{t('empty')}</p>;
  return (
    <div className="-mx-6 mt-4 overflow-x-auto px-6">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="border-b border-line text-muted">
          <tr>
            <th scope="col" className="py-2 pr-3">
              {t('period')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {t('amount')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('to')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('status')}
            </th>
            <th scope="col" className="py-2">
              {t('reference')}
            </th>
          </tr>
        </thead>
        <tbody>
          {payouts.list.map((p) => (
            <tr key={p.id} className="border-b border-line/60">
              <td className="py-2 pr-3 whitespace-nowrap">
                {new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${p.period}-01T00:00:00Z`))}
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatCents(p.amount_cents, locale, p.currency)}</td>
              <td className="py-2 pr-3 font-mono">{maskEmail(p.paypal_email)}</td>
              <td className="py-2 pr-3">{p.status === 'paid' ? t('paidOn', { date: formatDay(p.paid_at, locale) }) : t('processing')}</td>
              <td className="py-2 font-mono text-xs">{p.id}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
