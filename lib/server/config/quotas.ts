import 'server-only';
import type { PermissionQuota, Rank } from '@/lib/api/contracts/accounts';
import { BATCH_MAX_PAGES, FREE_DAILY_GENERATIONS } from '@/lib/catalogue/plans';

// The one place the generation quotas and limits are decided. They reach the client as
// permissions_quota entries named image_slow_prompts and image_priority_prompts.
// The free daily allowance is the number the pricing page shows.
export const DAILY_FREE_SLOW_PROMPTS = FREE_DAILY_GENERATIONS;
/** Bought credits a new account starts with (the payments issue grants more with grantCredits). */
export const PRIORITY_PROMPTS = 0;

/** pg-boss priorities: bought credits run first, the free allowance after them. */
export const QUEUE_PRIORITY = { priority: 10, slow: 0 } as const;

/** A batch: at most 50 photos with one set of options. */
export const BATCH_MAX_FILES = BATCH_MAX_PAGES;

/** What the ledger knows of one user today. */
export type Balance = {
  slowUsedToday: number;
  /** Every bought credit left: the subscription's plus the packs'. */
  priorityBalance: number;
  /** The part of `priorityBalance` that came with the subscription (spent first). */
  subscriptionBalance?: number;
};

export function utcDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

function nextUtcMidnight(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)).toISOString();
}

/** The quota list of the login and user answers, from the live balance. */
export function quotasFor(balance: Balance = { slowUsedToday: 0, priorityBalance: PRIORITY_PROMPTS }, now = new Date()): PermissionQuota[] {
  const used = Math.min(balance.slowUsedToday, DAILY_FREE_SLOW_PROMPTS);
  return [
    {
      permission_name: 'image_slow_prompts',
      quota: DAILY_FREE_SLOW_PROMPTS,
      used,
      remaining: DAILY_FREE_SLOW_PROMPTS - used,
      resets_at: nextUtcMidnight(now),
    },
    // Bought credits do not expire: the quota is what is left.
    { permission_name: 'image_priority_prompts', quota: balance.priorityBalance, used: 0, remaining: balance.priorityBalance, resets_at: null },
  ];
}

export function rankFor(balance: Balance = { slowUsedToday: 0, priorityBalance: PRIORITY_PROMPTS }): Rank {
  return { permission: { image: balance.priorityBalance > 0 ? 'priority' : 'free' } };
}
