import { getLocale, getTranslations } from 'next-intl/server';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import type { SettleListData } from '@/lib/api/contracts/distribution';
import { maskEmail } from '@/lib/format/email';
import { formatCents, formatDay } from './format';

type Payout = SettleListData['list'][number];

/** The affiliate's payouts by month. */
export async function PayoutsTable({ payouts }: { payouts: SettleListData }) {
  const t = await getTranslations('affiliate.settlement');
  const locale = await getLocale();
  if (payouts.total === 0) return <p className="mt-4 rounded-card bg-surface-muted p-6 text-muted">{t('empty')}</p>;
  const month = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' });
  const columns: DataColumn<Payout>[] = [
    { label: t('period'), className: 'whitespace-nowrap', cell: (p) => month.format(new Date(`${p.period}-01T00:00:00Z`)) },
    { label: t('amount'), numeric: true, cell: (p) => formatCents(p.amount_cents, locale, p.currency) },
    { label: t('to'), className: 'font-mono', cell: (p) => maskEmail(p.paypal_email) },
    { label: t('status'), cell: (p) => (p.status === 'paid' ? t('paidOn', { date: formatDay(p.paid_at, locale) }) : t('processing')) },
    { label: t('reference'), className: 'font-mono text-xs', cell: (p) => p.id },
  ];
  return <DataTable className="mt-4" caption={t('caption')} columns={columns} rows={payouts.list} rowKey={(p) => p.id} minWidth="sm:min-w-[32rem]" />;
}
