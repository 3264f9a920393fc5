import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { LinkButton } from '@/components/ui/link-button';
import { creditPacks, CURRENCY, FREE_DAILY_GENERATIONS, pricePerCredit, type CreditPack } from '@/lib/catalogue/plans';

const freeFeatures = ['f1', 'f2', 'f3'] as const;
const packFeatures = ['f1', 'f2', 'f3'] as const;

type PricingPlansProps = {
  /** The buy control of a pack; billing provides the checkout, visitors are asked to sign up first. */
  buyAction?: (pack: CreditPack) => ReactNode;
};

/** The free daily allowance beside the credit packs, prices from lib/catalogue/plans. */
export async function PricingPlans({ buyAction }: PricingPlansProps) {
  const t = await getTranslations('pricing');
  const format = await getFormatter();
  const money = (amount: number, digits = 2) =>
    format.number(amount, { style: 'currency', currency: CURRENCY, minimumFractionDigits: digits, maximumFractionDigits: digits });

  return (
    <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
      <li className="flex flex-col rounded-card border border-line bg-surface p-6 shadow-soft">
        <h2 className="text-xl font-extrabold">{t('free.name')}</h2>
        <p className="mt-4 text-4xl font-black">{money(0, 0)}</p>
        <p className="mt-1 text-sm text-muted">{t('free.period')}</p>
        <p className="mt-4 font-semibold">{t('free.allowance', { count: FREE_DAILY_GENERATIONS })}</p>
        <FeatureList items={freeFeatures.map((key) => t(`free.${key}`))} />
        <LinkButton href="/register" variant="secondary" className="mt-6">
          {t('free.cta')}
        </LinkButton>
      </li>
      {creditPacks.map((pack) => (
        <li
          key={pack.id}
          className={cn(
            'relative flex flex-col rounded-card border bg-surface p-6 shadow-soft',
            pack.popular ? 'border-accent ring-2 ring-accent/30' : 'border-line',
          )}
        >
          {pack.popular ? <Badge className="absolute -top-3 left-6">{t('popular')}</Badge> : null}
          <h2 className="text-xl font-extrabold">{t(`packs.${pack.id}`)}</h2>
          <p className="mt-4 text-4xl font-black">{money(pack.priceCents / 100)}</p>
          <p className="mt-1 text-sm text-muted">{t('oneTime')}</p>
          <p className="mt-4 font-semibold">
            {t('credits', { count: pack.credits })}
            <span className="block text-sm font-normal text-muted">
              {t('perPage', { price: money(pricePerCredit(pack), 3) })}
            </span>
          </p>
          <FeatureList items={packFeatures.map((key) => t(`packFeatures.${key}`))} />
          <div className="mt-6 grid">
            {buyAction ? (
              buyAction(pack)
            ) : (
              <LinkButton href="/register" variant={pack.popular ? 'primary' : 'secondary'}>
                {t('buy', { count: pack.credits })}
              </LinkButton>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

function FeatureList({ items }: { items: string[] }) {
  return (
    <ul className="mt-4 flex-1 space-y-2 text-sm">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className="text-leaf-500">
            ✔
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
