import type { Logger } from 'pino';

export const REDACTED_KEYS: readonly string[];
export function processLogger(level?: string): Logger;
