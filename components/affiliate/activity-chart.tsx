import { getLocale, getTranslations } from 'next-intl/server';
import type { CommissionData } from '@/lib/api/contracts/distribution';
import { formatCents, formatDay } from './format';

type Series = 'clicks' | 'signups' | 'commission_cents';
const SERIES: Series[] = ['clicks', 'signups', 'commission_cents'];
const WIDTH = 720;
const HEIGHT = 64;

/** Clicks, sign-ups and commission per day over the last 90 days: three bar strips and a table for screen readers. */
export async function ActivityChart({ daily, currency }: { daily: CommissionData['daily']; currency: string }) {
  const t = await getTranslations('affiliate.dashboard.chart');
  const locale = await getLocale();
  const dayOf = (day: string) => formatDay(Date.parse(`${day}T00:00:00Z`) / 1000, locale);
  const step = WIDTH / daily.length;
  return (
    <section aria-labelledby="chart-title" className="mt-8">
      <h2 id="chart-title" className="text-xl font-extrabold">
        {t('title')}
      </h2>
      <p className="text-sm text-muted">{t('range', { from: dayOf(daily[0].day), to: dayOf(daily.at(-1)!.day) })}</p>
      <div className="mt-4 space-y-4" aria-hidden="true">
        {SERIES.map((series) => {
          const values = daily.map((d) => d[series]);
          const max = Math.max(1, ...values.map(Math.abs));
          const total = values.reduce((a, b) => a + b, 0);
          return (
            <figure key={series}>
              <figcaption className="flex justify-between text-sm font-semibold">
                <span>{t(series)}</span>
                <span className="tabular-nums text-muted">
                  {series === 'commission_cents' ? formatCents(total, locale, currency) : total.toLocaleString(locale)}
                </span>
              </figcaption>
              <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className="mt-1 h-16 w-full rounded-lg bg-surface-muted">
                {values.map((v, i) => {
                  const h = (Math.abs(v) / max) * (HEIGHT - 4);
                  return v === 0 ? null : (
                    <rect key={i} x={i * step + step * 0.15} width={step * 0.7} y={HEIGHT - h} height={h} className={v < 0 ? 'fill-red-500' : 'fill-accent'} />
                  );
                })}
              </svg>
            </figure>
          );
        })}
      </div>
      <table className="sr-only">
        <caption>{t('title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('day')}</th>
            <th scope="col">{t('clicks')}</th>
            <th scope="col">{t('signups')}</th>
            <th scope="col">{t('commission_cents')}</th>
          </tr>
        </thead>
        <tbody>
          {daily
            .filter((d) => d.clicks || d.signups || d.commission_cents)
            .map((d) => (
              <tr key={d.day}>
                <th scope="row">{dayOf(d.day)}</th>
                <td>{d.clicks}</td>
                <td>{d.signups}</td>
                <td>{formatCents(d.commission_cents, locale, currency)}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </section>
  );
}
