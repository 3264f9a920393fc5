import { getLocale, getTranslations } from 'next-intl/server';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import type { RecordListData } from '@/lib/api/contracts/distribution';
import { Link } from '@/lib/i18n/navigation';
import { formatCents, formatDay } from './format';

type AffiliateRecord = RecordListData['list'][number];

/** Referred sign-ups and the commission of their payments, newest first, with page links. */
export async function RecordsTable({ records }: { records: RecordListData }) {
  const t = await getTranslations('affiliate.details');
  const locale = await getLocale();
  const pages = Math.max(1, Math.ceil(records.total / records.page_size));
  const money = (cents: number | null) => (cents === null ? '--' : formatCents(cents, locale));
  if (records.total === 0) return <p className="mt-6 rounded-card bg-surface-muted p-6 text-muted">{t('empty')}</p>;
  const columns: DataColumn<AffiliateRecord>[] = [
    { label: t('date'), className: 'whitespace-nowrap', cell: (r) => formatDay(r.created_at, locale) },
    { label: t('type'), cell: (r) => t(`types.${r.type}`) },
    { label: t('user'), className: 'font-mono', cell: (r) => r.email },
    { label: t('amount'), numeric: true, cell: (r) => money(r.amount_cents) },
    {
      label: t('commission'),
      numeric: true,
      className: (r) => ((r.commission_cents ?? 0) < 0 ? 'text-red-600 dark:text-red-400' : ''),
      cell: (r) => money(r.commission_cents),
    },
    {
      label: t('status'),
      cell: (r) => (r.status === 'pending' ? t('statuses.pendingUntil', { date: formatDay(r.available_at, locale) }) : t(`statuses.${r.status}`)),
    },
  ];
  return (
    <div className="mt-6">
      <DataTable caption={t('caption')} columns={columns} rows={records.list} rowKey={(r) => `${r.type}-${r.id}`} minWidth="sm:min-w-[36rem]" />
      {pages > 1 ? (
        <nav aria-label={t('pages')} className="mt-4 flex items-center gap-3 text-sm">
          {records.page > 1 ? (
            <Link href={`/affiliate/details?page=${records.page - 1}`} className="font-bold text-accent hover:underline">
              {t('previous')}
            </Link>
          ) : null}
          <span>{t('pageOf', { page: records.page, pages })}</span>
          {records.page < pages ? (
            <Link href={`/affiliate/details?page=${records.page + 1}`} className="font-bold text-accent hover:underline">
              {t('next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
