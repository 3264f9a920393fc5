// The one error catalogue, shared by the route handlers, the typed client and the tests: each entry
// is a code with its HTTP status, and messages/*.json has errors.error_<code> for every code.

export const SUCCESS = 200;

type Entry = { readonly code: number; readonly status: number };

const catalogue = {
  badRequest: { code: 400, status: 400 },
  unauthorized: { code: 401, status: 401 },
  forbidden: { code: 403, status: 403 },
  notFound: { code: 404, status: 404 },
  conflict: { code: 409, status: 409 },
  payloadTooLarge: { code: 413, status: 413 },
  unsupportedMediaType: { code: 415, status: 415 },
  unprocessable: { code: 422, status: 422 },
  internal: { code: 500, status: 500 },
  /** E-mail not verified (only said when the password was right). */
  emailNotVerified: { code: 400002, status: 403 },
  /** Wrong e-mail or password: one answer for both. */
  wrongCredentials: { code: 400016, status: 401 },
  /** Link expired or already used. */
  linkExpired: { code: 400047, status: 400 },
  /** Too many attempts. */
  tooManyAttempts: { code: 400102, status: 429 },
  /** The current password given on the profile is wrong. */
  currentPasswordWrong: { code: 400017, status: 400 },
  /** Sign-up needs the Turnstile check, which is missing or failed. */
  captchaRequired: { code: 400103, status: 400 },
  /** Google or Apple sign-in is not configured on this server. */
  providerNotConfigured: { code: 400201, status: 404 },
  /** The Google or Apple token was refused. */
  socialSignInFailed: { code: 400202, status: 401 },
  /** Account deletion: the typed confirmation phrase does not match. */
  confirmationMismatch: { code: 400203, status: 400 },
  /** The account has no password to change (social sign-in only). */
  noPasswordSet: { code: 400204, status: 409 },
  /** Generation: no free or bought prompt left today. */
  noQuotaLeft: { code: 400301, status: 402 },
  /** Generation: a visitor has used the one free try of this tool; sign up to continue. */
  signUpToContinue: { code: 400302, status: 401 },
  /** Upload: not a JPEG, PNG or WebP by its bytes (whatever its name or declared type says). */
  unsupportedFile: { code: 400303, status: 415 },
  /** Upload: more pixels than allowed (a decompression bomb or a huge scan). */
  tooManyPixels: { code: 400304, status: 413 },
  /** Upload: the file is larger than allowed. */
  fileTooLarge: { code: 400305, status: 413 },
  /** Batch: no photo was sent. */
  emptyBatch: { code: 400306, status: 422 },
  /** Batch: more photos than allowed. */
  tooManyFiles: { code: 400307, status: 422 },
  /** The creation chosen as source was deleted. */
  sourceDeleted: { code: 400308, status: 410 },
  /** Upload: the image cannot be read (truncated or corrupt). */
  unreadableImage: { code: 400309, status: 422 },
  /** Upload: the image is too small to trace. */
  imageTooSmall: { code: 400310, status: 422 },
  /** A batch download asked for before every page has finished. */
  resultNotReady: { code: 400311, status: 409 },
  /** The family has turned public sharing off in its settings. */
  sharingOff: { code: 400312, status: 403 },
  /** Buying: this server has no Stripe keys. */
  paymentsNotConfigured: { code: 400401, status: 503 },
  /** Buying: the pack, plan or interval is not in our price table. */
  unknownOffer: { code: 400402, status: 400 },
  /** Stripe webhook: signature missing, wrong or too old, or the body is not an event. */
  webhookRefused: { code: 400403, status: 400 },
  /** Billing portal: this account has never bought anything. */
  noBillingAccount: { code: 400404, status: 404 },
  /** Affiliate programme: this account has already applied. */
  affiliateExists: { code: 400501, status: 409 },
  /** Affiliate programme: this account has not applied, or is not approved (yet). */
  notAnAffiliate: { code: 400502, status: 403 },
  /** The database did not answer within its time limit: try again shortly (Retry-After). */
  databaseUnavailable: { code: 400601, status: 503 },
} as const satisfies Record<string, Entry>;

type Catalogue = typeof catalogue;

/** The catalogue's codes by name. */
export const ErrorCode = Object.fromEntries(Object.entries(catalogue).map(([name, entry]) => [name, entry.code])) as {
  readonly [K in keyof Catalogue]: Catalogue[K]['code'];
};

export type ErrorCodeValue = Catalogue[keyof Catalogue]['code'];

/** HTTP status of each catalogue code. */
export const httpStatusOf = Object.fromEntries(Object.values(catalogue).map((entry) => [entry.code, entry.status])) as Record<ErrorCodeValue, number>;

/** Codes whose toast the client translates itself rather than showing the server's message. */
export const TRANSLATED_TOAST_CODES: readonly ErrorCodeValue[] = [ErrorCode.tooManyAttempts, ErrorCode.wrongCredentials, ErrorCode.linkExpired];

/** An error a domain function throws on purpose; the handler wrapper turns it into the envelope. */
export class ApiError extends Error {
  readonly code: ErrorCodeValue;
  readonly status: number;
  readonly data: unknown;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCodeValue, message: string, options: { data?: unknown; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = httpStatusOf[code];
    this.data = options.data ?? null;
    this.headers = options.headers ?? {};
  }
}
