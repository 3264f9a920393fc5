import 'server-only';

// Lifetimes and limits of the account lifecycle: links, sessions, cookies and abuse limits.
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const SESSION_TTL_SECONDS = 30 * DAY;
/** A session is extended (and its cookie re-sent) at most once a day, to keep writes rare. */
export const SESSION_REFRESH_AFTER_SECONDS = DAY;
export const VERIFY_TOKEN_TTL_SECONDS = DAY;
export const RESET_TOKEN_TTL_SECONDS = HOUR;
export const OAUTH_STATE_TTL_SECONDS = 10 * MINUTE;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export type LimitRule = { limit: number; windowSeconds: number };

/** Abuse limits: per account and per IP. A hit beyond `limit` in `windowSeconds` answers 429. */
export const LIMITS = {
  loginIp: { limit: 30, windowSeconds: 10 * MINUTE },
  /**
   * Password checks per account from one client address, reserved before the check and forgiven
   * by the right password: an attacker's guesses lock out only the attacker's own address.
   */
  loginAccountAddress: { limit: 5, windowSeconds: 15 * MINUTE },
  /**
   * Password checks per account from addresses it has not signed in from: the ceiling on a guess
   * spread over many addresses. Addresses the owner signed in from recently are exempt (they keep
   * only their own limit above), so even at this ceiling the owner gets in from home.
   */
  loginAccount: { limit: 100, windowSeconds: HOUR },
  /** Not a limit: an account+address that signed in with the password is remembered this long. */
  loginKnownAddress: { limit: 1, windowSeconds: 90 * DAY },
  signupIp: { limit: 10, windowSeconds: HOUR },
  signupAccount: { limit: 3, windowSeconds: HOUR },
  resendIp: { limit: 10, windowSeconds: HOUR },
  resendAccount: { limit: 1, windowSeconds: MINUTE },
  forgotIp: { limit: 10, windowSeconds: HOUR },
  forgotAccount: { limit: 3, windowSeconds: HOUR },
  resetIp: { limit: 20, windowSeconds: HOUR },
  socialIp: { limit: 30, windowSeconds: 10 * MINUTE },
  /**
   * Look-ups of a sign-in popup's settings: every visit to login or register makes one per configured
   * provider, so they are counted apart from sign-in attempts and allow a family's pace of page views.
   */
  socialSetupIp: { limit: 240, windowSeconds: 10 * MINUTE },
  feedbackIp: { limit: 10, windowSeconds: HOUR },
  passwordChangeAccount: { limit: 5, windowSeconds: 15 * MINUTE },
  /** Job and batch requests per signed-in user (per IP for visitors): far above a person's pace, it stops upload floods. */
  generationRequests: { limit: 30, windowSeconds: 10 * MINUTE },
  /** Paintings saved to the account per user: a save is a click, so this only stops floods. */
  paintingSaves: { limit: 60, windowSeconds: 10 * MINUTE },
  /** Checkout and portal sessions per user: each is a call to Stripe. */
  billingSessions: { limit: 20, windowSeconds: 10 * MINUTE },
  /** High-quantity requests per IP: each sends a mail. */
  quantityRequestsIp: { limit: 5, windowSeconds: HOUR },
  /** Referral clicks per IP: a family behind one address clicks a few links, a click farm many. */
  affiliateClickIp: { limit: 60, windowSeconds: 10 * MINUTE },
  /** Code checks per IP, so valid codes cannot be harvested by guessing. */
  affiliateCheckIp: { limit: 60, windowSeconds: 10 * MINUTE },
  /** Applications and PayPal changes per account (the latter asks for the password). */
  affiliateChanges: { limit: 10, windowSeconds: HOUR },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMITS;

/** Sign-ups from one IP within the sign-up window after which Turnstile is asked for. */
export const TURNSTILE_SIGNUP_THRESHOLD = 3;

/** Phrase a social-only account types to confirm deletion (compared case-insensitively). */
export const DELETE_CONFIRMATION_PHRASE = 'DELETE';
