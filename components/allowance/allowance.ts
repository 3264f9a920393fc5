import type { PermissionQuota } from '@/stores/session-store';

/** What the meter shows: the free pages of today and the bought credits, as the API reports them. */
export type Allowance = { freeLeft: number; freeTotal: number; resetsAt: string | null; credits: number };

/**
 * Whether an entry carries what the meter reads. A check by hand rather than the contract's zod
 * schema: the meter is in the header of every page, and zod would be a seventh of their first load.
 */
function isReadableQuota(entry: unknown): entry is PermissionQuota {
  if (!entry || typeof entry !== 'object') return false;
  const q = entry as Record<string, unknown>;
  return (
    typeof q.permission_name === 'string' &&
    typeof q.quota === 'number' &&
    typeof q.remaining === 'number' &&
    (q.resets_at === null || typeof q.resets_at === 'string')
  );
}

/** The allowance of the session's permissions_quota; null until the API has sent one. */
export function allowanceOf(entries: PermissionQuota[]): Allowance | null {
  const parsed = entries.filter(isReadableQuota);
  const free = parsed.find((q) => q.permission_name === 'image_slow_prompts');
  if (!free) return null;
  const credits = parsed.find((q) => q.permission_name === 'image_priority_prompts');
  return { freeLeft: free.remaining, freeTotal: free.quota, resetsAt: free.resets_at, credits: credits?.remaining ?? 0 };
}

/** The `data` of a "not enough pages left" refusal: what was asked, what is left, when it resets. */
export type QuotaRefusal = { asked: number; left: number; freeLeft: number; credits: number; resetsAt: string | null };

export function quotaRefusalOf(data: unknown): QuotaRefusal | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  if (typeof d.asked !== 'number' || typeof d.left !== 'number') return null;
  return {
    asked: d.asked,
    left: d.left,
    freeLeft: typeof d.free_left === 'number' ? d.free_left : d.left,
    credits: typeof d.credits === 'number' ? d.credits : 0,
    resetsAt: typeof d.resets_at === 'string' ? d.resets_at : null,
  };
}

/** The reset time in the reader's language and time zone ("01:00", "1:00 AM"). */
export function resetTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}
