import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export const KEYED_HEADERS: string[];
export const DEFAULT_FRESH_MS: number;
export function pageCacheKey(req: IncomingMessage): string | null;
export function keepableFor(status: number, headers: OutgoingHttpHeaders, freshMs: number): number;

export type PageCache = {
  size(): { entries: number; bytes: number };
  clear(): void;
  serve(req: IncomingMessage, res: ServerResponse, key: string): boolean;
  record(res: ServerResponse, key: string): void;
};
export function createPageCache(options?: { freshMs?: number; maxBytes?: number; now?: () => number }): PageCache;
