import type { BlockList } from 'node:net';

export const CLIENT_ADDRESS_HEADER: 'x-colorwell-client-address';
export function normalizeAddress(raw: string): string;
export function splitTrustedProxies(value: string | undefined): string[];
export function trustedProxyList(entries: readonly string[]): BlockList;
export function resolveClientAddress(peer: string | undefined, forwardedFor: string | readonly string[] | undefined, trusted: BlockList): string;
export function stampClientAddress(headers: Record<string, string | string[] | undefined>, peer: string | undefined, trusted: BlockList): string;
export function markClientAddressStamped(): void;
export function clientAddressStamped(): boolean;
