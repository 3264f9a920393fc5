'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { billingData, type BillingData } from '@/lib/api/contracts/billing';
import { apiFetch } from '@/lib/api/fetch';
import { creditPacks, FREE_DAILY_GENERATIONS, subscriptionPlans } from '@/lib/catalogue/plans';
import { Link } from '@/lib/i18n/navigation';
import { useSessionStore } from '@/stores/session-store-provider';
import { BuyButton } from './buy-button';
import { useMoney, useOfferNames } from './offer-labels';

type PricingDialogProps = { open: boolean; onClose: () => void; /** Opened because a tool refused: no page left. */ outOfPages?: boolean };

/** What is left of the free and bought allowances, when the free one comes back, and the offers. */
export function PricingDialog({ open, onClose, outOfPages = false }: PricingDialogProps) {
  const t = useTranslations('pricing');
  const format = useFormatter();
  const money = useMoney();
  const names = useOfferNames();
  const isLogin = useSessionStore((s) => s.isLogin);
  const [billing, setBilling] = useState<BillingData | null>(null);

  useEffect(() => {
    if (!open || !isLogin) return;
    let live = true;
    apiFetch('/self-api/v1/billing', { schema: billingData, handleErrors: false })
      .then((data) => live && setBilling(data))
      .catch(() => live && setBilling(null));
    return () => {
      live = false;
    };
  }, [open, isLogin]);

  const slow = billing?.permissions_quota.find((q) => q.permission_name === 'image_slow_prompts');
  const credits = billing ? billing.balance.subscription_credits + billing.balance.pack_credits : null;

  return (
    <Dialog open={open} onClose={onClose} title={outOfPages ? t('pricingDialog.outTitle') : t('pricingDialog.title')} closeLabel={t('close')}>
      <div className="space-y-5">
        {isLogin ? (
          <dl className="grid gap-2 rounded-xl bg-surface-muted p-4 text-sm" aria-busy={!billing}>
            <div>
              <dt className="sr-only">{t('free.name')}</dt>
              <dd className="font-bold">{slow ? t('pricingDialog.leftFree', { count: slow.remaining }) : '…'}</dd>
              {slow?.resets_at ? (
                <dd className="text-muted">{t('pricingDialog.resets', { time: format.relativeTime(new Date(slow.resets_at), new Date()) })}</dd>
              ) : null}
            </div>
            <div>
              <dt className="sr-only">{t('packsTitle')}</dt>
              <dd className="font-bold">{credits === null ? '…' : t('pricingDialog.leftCredits', { count: credits })}</dd>
            </div>
          </dl>
        ) : (
          <p className="text-sm">
            {t('pricingDialog.visitor', { count: FREE_DAILY_GENERATIONS })}{' '}
            <Link href="/login" className="font-bold text-accent underline">
              {t('pricingDialog.signIn')}
            </Link>
          </p>
        )}
        <div>
          <p className="font-bold">{t('pricingDialog.choose')}</p>
          <ul className="mt-3 grid gap-2">
            {subscriptionPlans.map((plan) => (
              <li key={plan.interval}>
                <BuyButton
                  offer={{ plan: plan.id, interval: plan.interval }}
                  variant={plan.interval === 'month' ? 'primary' : 'secondary'}
                  label={`${names.plan(plan.interval)} · ${money(plan.priceCents)}`}
                  namedForVisitors
                />
              </li>
            ))}
            {creditPacks.map((pack) => (
              <li key={pack.id}>
                <BuyButton offer={{ pack: pack.id }} label={`${names.pack(pack.id, pack.credits)} · ${money(pack.priceCents)}`} namedForVisitors />
              </li>
            ))}
          </ul>
        </div>
        <Link href="/pricing" className="inline-block font-bold text-accent underline" onClick={onClose}>
          {t('pricingDialog.seeAll')}
        </Link>
      </div>
    </Dialog>
  );
}
