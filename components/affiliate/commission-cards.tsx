import { getLocale, getTranslations } from 'next-intl/server';
import type { CommissionData, Distribution } from '@/lib/api/contracts/distribution';
import { formatCents, formatDay } from './format';

/** Clicks, sign-ups, paying customers, commission by state and the way to the payout threshold. */
export async function CommissionCards({ affiliate, summary }: { affiliate: Distribution; summary: CommissionData }) {
  const t = await getTranslations('affiliate.dashboard');
  const locale = await getLocale();
  const money = (cents: number) => formatCents(cents, locale, summary.currency);
  const counts = [
    ['clicks', affiliate.clicks],
    ['signups', affiliate.signups],
    ['customers', affiliate.customers],
  ] as const;
  const states = [
    ['pending', summary.pending_cents],
    ['available', summary.available_cents],
    ['paid', summary.paid_cents],
    ['reversed', summary.reversed_cents],
    ...(summary.held_cents !== 0 ? ([['held', summary.held_cents]] as const) : []),
  ] as const;
  const progress = Math.max(0, Math.min(1, summary.available_cents / summary.threshold_cents));
  return (
    <div className="mt-6 space-y-6">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {counts.map(([key, value]) => (
          <div key={key} className="rounded-card bg-surface-muted p-4">
            <dt className="text-sm font-semibold text-muted">{t(`counts.${key}`)}</dt>
            <dd className="mt-1 text-3xl font-black tabular-nums">{value.toLocaleString(locale)}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="commission-title">
        <h2 id="commission-title" className="text-xl font-extrabold">
          {t('commissionTitle')}
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4">
          {states.map(([key, cents]) => (
            <div key={key} className="rounded-card border border-line p-4">
              <dt className="text-sm font-semibold text-muted">{t(`states.${key}`)}</dt>
              <dd className="mt-1 text-2xl font-black tabular-nums">{money(key === 'reversed' && cents > 0 ? -cents : cents)}</dd>
              <p className="mt-1 text-xs text-muted">{t(`statesHint.${key}`)}</p>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="threshold-title" className="rounded-card bg-surface-muted p-4">
        <h2 id="threshold-title" className="font-extrabold">
          {t('thresholdTitle', { threshold: money(summary.threshold_cents) })}
        </h2>
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={summary.threshold_cents / 100}
          aria-valuenow={Math.max(0, summary.available_cents) / 100}
          aria-valuetext={t('progress', { available: money(Math.max(0, summary.available_cents)), threshold: money(summary.threshold_cents) })}
          aria-labelledby="threshold-title"
          className="mt-3 h-3 overflow-hidden rounded-pill bg-line"
        >
          <div className="h-full rounded-pill bg-accent" style={{ width: `${progress * 100}%` }} />
        </div>
        <p className="mt-2 text-sm text-muted">
          {summary.payout_ready
            ? t('ready', { date: formatDay(summary.next_settlement_at, locale) })
            : affiliate.paypal_email
              ? t('rollsOver', { date: formatDay(summary.next_settlement_at, locale), threshold: money(summary.threshold_cents) })
              : t('noPaypal')}
        </p>
      </section>
    </div>
  );
}
