import type { ServerResponse } from 'node:http';

export type Providers = { google?: boolean; apple?: boolean; turnstile?: boolean };
type Sources = { script: string[]; style: string[]; connect: string[]; frame: string[] };

export const PROVIDER_SOURCES: Record<'google' | 'apple' | 'turnstile', Sources>;
export function configuredProviders(env: Record<string, string | undefined>): Required<Providers>;
export function inlineScriptHashes(html: string): string[];
export function contentSecurityPolicy(providers: Providers, hashes?: readonly string[]): string;
export function holdHtmlForPolicy(res: ServerResponse, providers: Providers): void;
