import { getFormatter, getTranslations } from 'next-intl/server';
import { BuyButton } from '@/components/billing/buy-button';
import { SessionSwitch } from '@/components/session/signed-in';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { LinkButton } from '@/components/ui/link-button';
import {
  BATCH_MAX_PAGES,
  creditPacks,
  CURRENCY,
  FREE_DAILY_GENERATIONS,
  pricePerCredit,
  SUBSCRIPTION_MONTHLY_CREDITS,
  subscriptionPlans,
  yearlySaving,
} from '@/lib/catalogue/plans';

const freeFeatures = ['f1', 'f2', 'f3'] as const;
const packFeatures = ['f1', 'f2', 'f3'] as const;
const freeCtaClass = 'mt-6';

/** The free daily allowance, the Plus subscription and the credit packs, priced from lib/catalogue/plans. */
export async function PricingPlans() {
  const t = await getTranslations('pricing');
  const format = await getFormatter();
  const money = (cents: number, digits = 2) =>
    format.number(cents / 100, { style: 'currency', currency: CURRENCY, minimumFractionDigits: digits, maximumFractionDigits: digits });
  const percent = format.number(yearlySaving(), { style: 'percent', maximumFractionDigits: 0 });

  return (
    <div className="space-y-14">
      <ul className="grid gap-6 lg:grid-cols-3">
        <li className="flex flex-col rounded-card border border-line bg-surface p-6 shadow-soft">
          <h2 className="text-xl font-extrabold">{t('free.name')}</h2>
          <p className="mt-4 text-4xl font-black">{money(0, 0)}</p>
          <p className="mt-1 text-sm text-muted">{t('free.period')}</p>
          <p className="mt-4 font-semibold">{t('free.allowance', { count: FREE_DAILY_GENERATIONS })}</p>
          <FeatureList items={freeFeatures.map((key) => t(`free.${key}`))} />
          {/* Signed in, the free allowance is already theirs: the button leads to making pages, not to a new account. */}
          <SessionSwitch
            signedIn={
              <LinkButton href="/dashboard" variant="secondary" className={freeCtaClass}>
                {t('free.ctaSignedIn')}
              </LinkButton>
            }
            visitor={
              <LinkButton href="/register" variant="secondary" className={freeCtaClass}>
                {t('free.cta')}
              </LinkButton>
            }
          />
        </li>
        <li className="relative flex flex-col rounded-card border border-accent bg-surface p-6 shadow-soft ring-2 ring-accent/30 lg:col-span-2">
          <Badge className="absolute -top-3 left-6">{t('popular')}</Badge>
          <h2 className="text-xl font-extrabold">{t('plus.name')}</h2>
          <p className="mt-2 font-semibold">{t('plus.allowance', { count: SUBSCRIPTION_MONTHLY_CREDITS })}</p>
          <FeatureList items={[t('plus.f1'), t('plus.f2', { count: BATCH_MAX_PAGES }), t('plus.f3'), t('plus.f4')]} />
          <div className="mt-6 grid gap-4 sm:grid-cols-2">
            {subscriptionPlans.map((plan) => (
              <section
                key={plan.interval}
                aria-label={plan.interval === 'month' ? t('plus.monthly') : t('plus.yearly')}
                className="flex flex-col rounded-xl bg-surface-muted p-4"
              >
                <h3 className="flex flex-wrap items-center gap-2 font-extrabold">
                  {plan.interval === 'month' ? t('plus.monthly') : t('plus.yearly')}
                  {plan.interval === 'year' ? <Badge>{t('plus.save', { percent })}</Badge> : null}
                </h3>
                <p className="mt-2 text-3xl font-black">{money(plan.priceCents)}</p>
                <p className="text-sm text-muted">
                  {plan.interval === 'month' ? t('plus.perMonth') : t('plus.yearlyNote', { price: money(Math.round(plan.priceCents / 12)) })}
                </p>
                <div className="mt-4 grid flex-1 content-end">
                  <BuyButton
                    offer={{ plan: plan.id, interval: plan.interval }}
                    variant={plan.interval === 'month' ? 'primary' : 'secondary'}
                    label={plan.interval === 'month' ? t('plus.subscribeMonthly') : t('plus.subscribeYearly')}
                  />
                </div>
              </section>
            ))}
          </div>
        </li>
      </ul>
      <section aria-labelledby="packs-title">
        <h2 id="packs-title" className="text-2xl font-extrabold">
          {t('packsTitle')}
        </h2>
        <p className="mt-2 text-muted">{t('packsLead')}</p>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {creditPacks.map((pack) => (
            <li
              key={pack.id}
              className={cn(
                'relative flex flex-col rounded-card border bg-surface p-6 shadow-soft',
                pack.popular ? 'border-accent ring-2 ring-accent/30' : 'border-line',
              )}
            >
              {pack.popular ? <Badge className="absolute -top-3 left-6">{t('popular')}</Badge> : null}
              <h3 className="text-xl font-extrabold">{t(`packs.${pack.id}`)}</h3>
              <p className="mt-4 text-4xl font-black">{money(pack.priceCents)}</p>
              <p className="mt-1 text-sm text-muted">{t('oneTime')}</p>
              <p className="mt-4 font-semibold">
                {t('credits', { count: pack.credits })}
                <span className="block text-sm font-normal text-muted">{t('perPage', { price: money(pricePerCredit(pack) * 100, 3) })}</span>
              </p>
              <FeatureList items={packFeatures.map((key) => t(`packFeatures.${key}`))} />
              <div className="mt-6 grid">
                <BuyButton offer={{ pack: pack.id }} variant={pack.popular ? 'primary' : 'secondary'} label={t('buy', { count: pack.credits })} />
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
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
