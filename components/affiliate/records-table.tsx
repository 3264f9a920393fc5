import { getLocale, getTranslations } from 'next-intl/server';
import type { RecordListData } from '@/lib/api/contracts/distribution';
import { Link } from '@/lib/i18n/navigation';
import { formatCents, formatDay } from './format';

/** Referred sign-ups and the commission of their payments, newest first, with page links. */
export async function RecordsTable({ records }: { records: RecordListData }) {
  const t = await getTranslations('affiliate.details');
  const locale = await getLocale();
  const pages = Math.max(1, Math.ceil(records.total / records.page_size));
  const money = (cents: number | null) => (cents === null ? '--' : formatCents(cents, locale));
  if (records.total === 0) return <p className="mt-6 rounded-card bg-surface-muted p-6 text-muted">{t('empty')}</p>;
  return (
    <div className="mt-6">
      <div className="-mx-6 overflow-x-auto px-6">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">{t('caption')}</caption>
          <thead className="border-b border-line text-muted">
            <tr>
              <th scope="col" className="py-2 pr-3">
                {t('date')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('type')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('user')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                {t('amount')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                {t('commission')}
              </th>
              <th scope="col" className="py-2">
                {t('status')}
              </th>
            </tr>
          </thead>
          <tbody>
            {records.list.map((r) => (
              <tr key={`${r.type}-${r.id}`} className="border-b border-line/60">
                <td className="py-2 pr-3 whitespace-nowrap">{formatDay(r.created_at, locale)}</td>
                <td className="py-2 pr-3">{t(`types.${r.type}`)}</td>
                <td className="py-2 pr-3 font-mono">{r.email}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{money(r.amount_cents)}</td>
                <td className={`py-2 pr-3 text-right tabular-nums ${(r.commission_cents ?? 0) < 0 ? 'text-red-600 dark:text-red-400' : ''}`}>
                  {money(r.commission_cents)}
                </td>
                <td className="py-2">
                  {r.status === 'pending' ? t('statuses.pendingUntil', { date: formatDay(r.available_at, locale) }) : t(`statuses.${r.status}`)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
