// The one error catalogue (SPEC §8), shared by the route handlers, the typed client and the tests.
// Each code maps to its HTTP status; messages/*.json has errors.error_<code> for every code.

export const SUCCESS = 200;

export const ErrorCode = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  unprocessable: 422,
  internal: 500,
  /** E-mail not verified (only said when the password was right). */
  emailNotVerified: 400002,
  /** Wrong e-mail or password: one answer for both. */
  wrongCredentials: 400016,
  /** Link expired or already used. */
  linkExpired: 400047,
  /** Too many attempts. */
  tooManyAttempts: 400102,
  /** The current password given on the profile is wrong. */
  currentPasswordWrong: 400017,
  /** Sign-up needs the Turnstile check, which is missing or failed. */
  captchaRequired: 400103,
  /** Google or Apple sign-in is not configured on this server. */
  providerNotConfigured: 400201,
  /** The Google or Apple token was refused. */
  socialSignInFailed: 400202,
  /** Account deletion: the typed confirmation phrase does not match. */
  confirmationMismatch: 400203,
  /** The account has no password to change (social sign-in only). */
  noPasswordSet: 400204,
  /** Generation: no free or bought prompt left today. */
  noQuotaLeft: 400301,
  /** Generation: a visitor has used the one free try of this tool; sign up to continue. */
  signUpToContinue: 400302,
  /** Upload: not a JPEG, PNG or WebP by its bytes (whatever its name or declared type says). */
  unsupportedFile: 400303,
  /** Upload: more pixels than allowed (a decompression bomb or a huge scan). */
  tooManyPixels: 400304,
  /** Upload: the file is larger than allowed. */
  fileTooLarge: 400305,
  /** Batch: no photo was sent. */
  emptyBatch: 400306,
  /** Batch: more photos than allowed. */
  tooManyFiles: 400307,
  /** The creation chosen as source was deleted. */
  sourceDeleted: 400308,
  /** Upload: the image cannot be read (truncated or corrupt). */
  unreadableImage: 400309,
  /** Upload: the image is too small to trace. */
  imageTooSmall: 400310,
  /** A batch download asked for before every page has finished. */
  resultNotReady: 400311,
  /** The family has turned public sharing off in its settings. */
  sharingOff: 400312,
  /** Buying: this server has no Stripe keys. */
  paymentsNotConfigured: 400401,
  /** Buying: the pack, plan or interval is not in our price table. */
  unknownOffer: 400402,
  /** Stripe webhook: signature missing, wrong or too old, or the body is not an event. */
  webhookRefused: 400403,
  /** Billing portal: this account has never bought anything. */
  noBillingAccount: 400404,
  /** Affiliate programme: this account has already applied. */
  affiliateExists: 400501,
  /** Affiliate programme: this account has not applied, or is not approved (yet). */
  notAnAffiliate: 400502,
  /** The database did not answer within its time limit: try again shortly (Retry-After). */
  databaseUnavailable: 400601,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** HTTP status of each catalogue code. */
export const httpStatusOf: Record<number, number> = {
  400: 400,
  401: 401,
  403: 403,
  404: 404,
  409: 409,
  413: 413,
  415: 415,
  422: 422,
  500: 500,
  400002: 403,
  400016: 401,
  400047: 400,
  400102: 429,
  400017: 400,
  400103: 400,
  400201: 404,
  400202: 401,
  400203: 400,
  400204: 409,
  400301: 402,
  400302: 401,
  400303: 415,
  400304: 413,
  400305: 413,
  400306: 422,
  400307: 422,
  400308: 410,
  400309: 422,
  400310: 422,
  400311: 409,
  400312: 403,
  400401: 503,
  400402: 400,
  400403: 400,
  400404: 404,
  400501: 409,
  400502: 403,
  400601: 503,
};

/** Codes whose toast is translated on the client (SPEC §8). */
export const TRANSLATED_TOAST_CODES = [400102, 400016, 400047] as const;

/** An error a domain function throws on purpose; the handler wrapper turns it into the envelope. */
export class ApiError extends Error {
  readonly code: number;
  readonly status: number;
  readonly data: unknown;
  readonly headers: Record<string, string>;

  constructor(code: number, message: string, options: { data?: unknown; status?: number; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = options.status ?? httpStatusOf[code] ?? 400;
    this.data = options.data ?? null;
    this.headers = options.headers ?? {};
  }
}
