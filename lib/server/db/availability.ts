import 'server-only';

/** The database did not answer within DATABASE_TIMEOUT_MS (or refused the connection). */
export class DatabaseUnavailableError extends Error {
  constructor(reason: string) {
    super(`database unavailable: ${reason}`);
    this.name = 'DatabaseUnavailableError';
  }
}

// Network errors of the driver, PostgreSQL's connection-exception class (08…), an operator
// shutdown or restart (57P01–57P03), a cancelled statement (57014: statement_timeout) and too many
// connections (53300): the database is away, not the request wrong.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN']);
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '57014', '53300']);
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /^Client has encountered a connection error/,
];

/** Whether `error` (or what it wraps: drizzle puts the driver's error in `cause`) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof DatabaseUnavailableError) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08'))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((re) => re.test(message))) return true;
  }
  return false;
}

/** `work`, or a DatabaseUnavailableError once `ms` have passed (the work itself goes on; its answer is dropped). */
export function withinTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailableError(`${what} took over ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
