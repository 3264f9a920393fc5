import type { AsyncLocalStorage } from 'node:async_hooks';

export type RequestContext = { requestId: string; userId?: string; pageCache?: 'hit' };
export function requestContext(): AsyncLocalStorage<RequestContext>;
export function noteRequestUser(userId: string): void;
export function notePageCacheHit(): void;
export function currentRequestId(req?: Request): string | undefined;
export function markDraining(): void;
export function isDraining(): boolean;
export function onShutdown(hook: (deadline: number) => Promise<void>): void;
export function runShutdownHooks(deadline: number): Promise<void>;
