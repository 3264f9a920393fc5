// Plans and prices, shared by the pricing page and billing. Amounts are in US cents.
// SPEC §9 leaves numbers open; these are Colorwell's launch prices.
export const CURRENCY = 'USD';

/** Free generations granted to every signed-in account each day (standard queue). */
export const FREE_DAILY_GENERATIONS = 5;

/** One credit buys one generation or conversion in the priority queue. */
export const CREDITS_PER_GENERATION = 1;

export const creditPacks = [
  { id: 'starter', credits: 100, priceCents: 499, popular: false },
  { id: 'family', credits: 500, priceCents: 1999, popular: true },
  { id: 'classroom', credits: 1500, priceCents: 4999, popular: false },
] as const;

export type CreditPack = (typeof creditPacks)[number];
export type CreditPackId = CreditPack['id'];

/** Share of a referred customer's purchases paid to the affiliate. */
export const AFFILIATE_COMMISSION_RATE = 0.2;

export function pricePerCredit(pack: CreditPack): number {
  return pack.priceCents / pack.credits / 100;
}
