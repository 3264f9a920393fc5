'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { CURRENCY } from '@/lib/catalogue/plans';

/** Prices in the reader's locale and currency style (US$4.99, 4,99 $US, 4,99 US$ …). */
export function useMoney() {
  const format = useFormatter();
  return (cents: number, digits = 2) =>
    format.number(cents / 100, { style: 'currency', currency: CURRENCY, minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** "Plus · Monthly · US$9.99" style names of offers, for compact lists. */
export function useOfferNames() {
  const t = useTranslations('pricing');
  return {
    plan: (interval: 'month' | 'year') => `${t('plus.name')} · ${interval === 'month' ? t('plus.monthly') : t('plus.yearly')}`,
    pack: (id: string, credits: number) => `${t(`packs.${id}` as 'packs.starter')} · ${t('credits', { count: credits })}`,
  };
}
