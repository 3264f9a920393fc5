import 'server-only';
import { randomBytes } from 'node:crypto';
import { serverEnv } from '@/lib/env';
import type { User } from '@/lib/server/db/schema';
import { visitorOwnerOf, type Owner } from '@/lib/server/generation/owner';
import { readCookie, serializeCookie } from './cookies';

const VISITOR_COOKIE = 'colorwell_visitor';
const VISITOR_MAX_AGE = 30 * 24 * 60 * 60;

/** The owner of this request, or null for a visitor without the cookie yet. */
export function ownerOf(ctx: { req: Request; user: User | null }): Owner | null {
  if (ctx.user) return { kind: 'user', userId: ctx.user.id };
  const token = readCookie(ctx.req, VISITOR_COOKIE);
  return token && /^[A-Za-z0-9_-]{20,64}$/.test(token) ? visitorOwnerOf(token) : null;
}

/** The owner of this request, minting a visitor's browser cookie on the first try. */
export function visitorOwner(ctx: { req: Request; user: User | null; setCookie: (v: string) => void }): Owner {
  const existing = ownerOf(ctx);
  if (existing) return existing;
  const token = randomBytes(24).toString('base64url');
  ctx.setCookie(serializeCookie(VISITOR_COOKIE, token, { maxAge: VISITOR_MAX_AGE, httpOnly: true, secure: serverEnv().APP_URL.startsWith('https:') }));
  return visitorOwnerOf(token);
}
