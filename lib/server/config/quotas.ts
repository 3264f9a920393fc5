import 'server-only';

// The one place the generation quotas are decided until the generation issue replaces it.
// SPEC §3: permissions_quota entries named image_slow_prompts and image_priority_prompts.
export const DAILY_FREE_SLOW_PROMPTS = 10;
export const PRIORITY_PROMPTS = 0;

export type PermissionQuota = {
  permission_name: 'image_slow_prompts' | 'image_priority_prompts';
  /** How many prompts the period allows. */
  quota: number;
  used: number;
  remaining: number;
  /** When the allowance starts again, ISO 8601; null when it never does. */
  resets_at: string | null;
};

export type Rank = { permission: { image: 'free' | 'priority' } };

function nextUtcMidnight(now: Date): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  return d.toISOString();
}

/** The quota list every signed-in user has today (no usage is recorded yet). */
export function quotasFor(now = new Date()): PermissionQuota[] {
  return [
    {
      permission_name: 'image_slow_prompts',
      quota: DAILY_FREE_SLOW_PROMPTS,
      used: 0,
      remaining: DAILY_FREE_SLOW_PROMPTS,
      resets_at: nextUtcMidnight(now),
    },
    { permission_name: 'image_priority_prompts', quota: PRIORITY_PROMPTS, used: 0, remaining: PRIORITY_PROMPTS, resets_at: null },
  ];
}

export function rankFor(): Rank {
  return { permission: { image: 'free' } };
}
