'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { CheckoutBody } from '@/lib/api/contracts/billing';
import { buttonClasses, type ButtonVariant } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { useSessionStore } from '@/stores/session-store-provider';
import { useStripeRedirect } from './use-checkout';

type BuyButtonProps = {
  offer: CheckoutBody;
  label: string;
  variant?: ButtonVariant;
  /** In a list of offers (the pricing dialog) a visitor's link keeps the offer's name instead of "Sign in to buy". */
  namedForVisitors?: boolean;
};

const classes = (variant: ButtonVariant) => buttonClasses(variant, 'md', 'w-full');

/** Buys one offer: signed in, it opens Stripe Checkout; a visitor is asked to sign in first. */
export function BuyButton({ offer, label, variant = 'secondary', namedForVisitors = false }: BuyButtonProps) {
  const t = useTranslations('pricing');
  const tErrors = useTranslations('errors');
  const isLogin = useSessionStore((s) => s.isLogin);
  // The browser's path still has its language prefix, so sign-in comes back to this language.
  const from = usePathname();
  const { busy, error, go } = useStripeRedirect();
  if (!isLogin) {
    return (
      <Link href={{ pathname: '/login', query: { from } }} className={classes(variant)}>
        {namedForVisitors ? label : t('signInToBuy')}
      </Link>
    );
  }
  return (
    <div className="grid gap-2">
      <button type="button" className={classes(variant)} disabled={busy} aria-busy={busy} onClick={() => go('/self-api/v1/billing/checkout', offer)}>
        {busy ? t('redirecting') : label}
      </button>
      {error !== null ? (
        <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
          {error || tErrors('generic')}
        </p>
      ) : null}
    </div>
  );
}
