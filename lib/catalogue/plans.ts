// The offer: plans, packs and prices, shared by the pricing page, the pricing dialog and billing.
// Amounts are in US cents; Checkout sessions are built from these entries and nothing the browser sends.
export const CURRENCY = 'USD';

/** Free generations granted to every signed-in account each day (standard queue). */
export const FREE_DAILY_GENERATIONS = 5;

/** One credit buys one generation or conversion in the priority queue. */
export const CREDITS_PER_GENERATION = 1;

/** One-time packs of priority credits; they never expire. */
export const creditPacks = [
  { id: 'starter', credits: 100, priceCents: 499, popular: false },
  { id: 'family', credits: 500, priceCents: 1999, popular: true },
  { id: 'classroom', credits: 1500, priceCents: 4999, popular: false },
] as const;

export type CreditPack = (typeof creditPacks)[number];
export type CreditPackId = CreditPack['id'];

/** The subscription: a monthly allowance of priority credits, bigger batches and commercial use. */
export const SUBSCRIPTION_MONTHLY_CREDITS = 300;
/** Photos one batch may hold. */
export const BATCH_MAX_PAGES = 50;

export const subscriptionPlans = [
  // A month's credits arrive with each monthly invoice; unspent ones lapse when the next month's arrive.
  { id: 'plus', interval: 'month', priceCents: 999, credits: SUBSCRIPTION_MONTHLY_CREDITS },
  // A year is paid at once and its twelve months of credits arrive with the yearly invoice.
  { id: 'plus', interval: 'year', priceCents: 9588, credits: SUBSCRIPTION_MONTHLY_CREDITS * 12 },
] as const;

export type SubscriptionPlan = (typeof subscriptionPlans)[number];
export type PlanInterval = SubscriptionPlan['interval'];

/** Above this many pages a month, the high-quantity dialog offers a custom quote. */
export const HIGH_QUANTITY_THRESHOLD = 2000;

export function pricePerCredit(offer: { priceCents: number; credits: number }): number {
  return offer.priceCents / offer.credits / 100;
}

export function findPack(id: string | undefined): CreditPack | undefined {
  return creditPacks.find((pack) => pack.id === id);
}

export function findPlan(id: string | undefined, interval: string | undefined): SubscriptionPlan | undefined {
  return subscriptionPlans.find((plan) => plan.id === id && plan.interval === interval);
}

/** What a yearly plan saves against twelve monthly payments, as a fraction (0.2 = 20 %). */
export function yearlySaving(): number {
  const month = subscriptionPlans.find((p) => p.interval === 'month')!;
  const year = subscriptionPlans.find((p) => p.interval === 'year')!;
  return 1 - year.priceCents / (month.priceCents * 12);
}
