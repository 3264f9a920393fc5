// The rules of the affiliate programme, in one place: the server applies them, /affiliation and the
// affiliate pages show them. Plain values only, so client and server code can both import them.
import { REF_MAX_AGE } from '@/lib/api/cookies';

const DAY_SECONDS = 24 * 60 * 60;

export const AFFILIATE_RULES = {
  /** Commission in basis points of a referred payment without tax (2000 = 20 %). */
  commissionBasisPoints: 2000,
  /** First touch wins: the referral cookie is set once and kept this long. */
  cookieDays: REF_MAX_AGE / DAY_SECONDS,
  /** Payments of a referred user earn commission for this many months after the user signed up. */
  commissionMonths: 12,
  /** A commission stays pending through the refund window, then becomes available. */
  pendingDays: 30,
  /** Available commission is paid once it reaches this much; smaller amounts roll over, never lapse. */
  payoutThresholdCents: 5000,
  currency: 'USD',
  payoutMethod: 'PayPal',
  /** A click is counted once per visitor and code within this window. */
  clickWindowHours: 24,
} as const;

/** The commission rate as a fraction, for display (0.2 → "20 %"). */
export const COMMISSION_RATE = AFFILIATE_RULES.commissionBasisPoints / 10_000;

/**
 * The commission on an amount in integer cents, rounded half-up (half a cent goes to the affiliate):
 * integer arithmetic only, so no float error reaches a payout. Negative amounts round symmetrically.
 */
export function commissionOf(amountCents: number, basisPoints: number = AFFILIATE_RULES.commissionBasisPoints): number {
  if (!Number.isInteger(amountCents)) throw new RangeError('amount must be integer cents');
  const sign = amountCents < 0 ? -1 : 1;
  const scaled = Math.abs(amountCents) * basisPoints;
  return sign * Math.floor((scaled + 5_000) / 10_000);
}

/** The share `part / whole` of `cents`, half-up: a partial refund takes back its part of a commission. */
export function proRata(cents: number, part: number, whole: number): number {
  if (whole <= 0) return 0;
  const clamped = Math.min(Math.max(part, 0), whole);
  return Math.floor((cents * clamped * 2 + whole) / (whole * 2));
}
