// The process's JSON logger (pino: one line per event on stdout), shared by the HTTP server in
// scripts/ and by every Next bundle of the app. Plain JavaScript for Node, so the server can load it
// before Next; types are in logger.d.mts.
import pino from 'pino';

/** Whatever a caller passes under these keys never reaches the log: secrets and users' e-mail addresses. */
export const REDACTED_KEYS = ['password', 'newPassword', 'currentPassword', 'token', 'cookie', 'authorization', 'email', 'secret'];

const SLOT = Symbol.for('colorwell.logger');

/**
 * The one logger of this process, made on first use at `level` (LOG_LEVEL, checked by lib/env.ts).
 * @param {string} [level]
 * @returns {import('pino').Logger}
 */
export function processLogger(level = 'info') {
  const holder = /** @type {Record<symbol, import('pino').Logger>} */ (/** @type {unknown} */ (globalThis));
  holder[SLOT] ??= pino({
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: [...REDACTED_KEYS, ...REDACTED_KEYS.map((key) => `*.${key}`)], censor: '[redacted]' },
  });
  return holder[SLOT];
}
