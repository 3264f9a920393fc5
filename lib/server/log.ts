import 'server-only';
import type { Logger } from 'pino';
import { serverEnv } from '@/lib/env';
import { processLogger } from './operations/logger.mjs';

/** The process's JSON logger (shared with the web server's access log). */
export function logger(): Logger {
  return processLogger(serverEnv().LOG_LEVEL);
}

/**
 * An error as it may be logged: the innermost cause's type, code, message and stack. A wrapping
 * query error is left out on purpose: its message repeats the statement's parameters, which may
 * be e-mail addresses or tokens.
 */
export function loggableError(error: unknown): { type: string; message: string; code?: string; stack?: string } {
  let root = error;
  for (let depth = 0; depth < 5 && root instanceof Error && root.cause; depth++) root = root.cause;
  if (!(root instanceof Error)) return { type: typeof root, message: String(root) };
  const code = (root as { code?: unknown }).code;
  return { type: root.name, message: root.message, code: typeof code === 'string' ? code : undefined, stack: root.stack };
}
