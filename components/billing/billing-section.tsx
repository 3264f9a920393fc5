'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { ProfileSection } from '@/components/profile/profile-section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { billingData } from '@/lib/api/contracts/billing';
import { apiFetch } from '@/lib/api/fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useStripeRedirect } from './use-checkout';

/** Plan, renewal, credits left, the Stripe billing portal and the orders with their receipts. */
export function BillingSection() {
  const t = useTranslations('pricing.billing');
  const tErrors = useTranslations('errors');
  const tPricing = useTranslations('pricing');
  const format = useFormatter();
  const portal = useStripeRedirect();
  const { data } = useQuery({ queryKey: queryKeys.billing, queryFn: ({ signal }) => apiFetch('/self-api/v1/billing', { schema: billingData, signal }) });
  if (!data)
    return (
      <ProfileSection id="billing" title={t('title')}>
        …
      </ProfileSection>
    );

  const date = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: 'long' }) : '');
  const subscription = data.plan === 'plus' ? data.subscription : null;
  const money = (cents: number, currency: string) => format.number(cents / 100, { style: 'currency', currency: currency.toUpperCase() });

  return (
    <ProfileSection id="billing" title={t('title')}>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">{t('plan')}</dt>
          <dd className="font-extrabold">{subscription ? t('planPlus', { interval: subscription.interval }) : t('planFree')}</dd>
          {subscription?.renews_at ? (
            <dd className="text-sm">
              {subscription.cancel_at_period_end ? t('ends', { date: date(subscription.renews_at) }) : t('renews', { date: date(subscription.renews_at) })}
            </dd>
          ) : null}
          {subscription?.status === 'past_due' ? (
            <dd role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
              {t('pastDue')}
            </dd>
          ) : null}
        </div>
        <div>
          <dt className="sr-only">{t('balance', { subscription: 0, pack: 0 })}</dt>
          <dd className="text-sm">{t('balance', { subscription: data.balance.subscription_credits, pack: data.balance.pack_credits })}</dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        {data.orders.length > 0 ? (
          <Button variant="secondary" disabled={portal.busy} aria-busy={portal.busy} onClick={() => portal.go('/self-api/v1/billing/portal')}>
            {portal.busy ? t('opening') : t('manage')}
          </Button>
        ) : null}
        <LinkButton href="/pricing" variant={data.orders.length ? 'ghost' : 'primary'}>
          {t('seePlans')}
        </LinkButton>
      </div>
      {portal.error !== null ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700 dark:text-red-300">
          {portal.error || tErrors('generic')}
        </p>
      ) : null}
      <h3 className="mt-6 font-extrabold">{t('orders')}</h3>
      {data.orders.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('noOrders')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line rounded-xl border border-line">
          {data.orders.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <span>
                <span className="font-bold">{date(order.paid_at ?? order.created_at)}</span> · {money(order.amount_cents, order.currency)} ·{' '}
                {tPricing('credits', { count: order.credits })}
              </span>
              <span className="flex items-center gap-3">
                <Badge>{t(`status.${order.status}`)}</Badge>
                {order.receipt_url ? (
                  <a href={order.receipt_url} target="_blank" rel="noopener noreferrer" className="font-bold text-accent underline">
                    {t('receipt')}
                  </a>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}
