import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { serverEnv } from '@/lib/env';
import type { User } from '@/lib/server/db/schema';
import { readCookie, serializeCookie } from '@/lib/server/http/cookies';

/** Who may see a job or creation: a signed-in user, or the browser of a visitor's one free try. */
export type Owner = { kind: 'user'; userId: string } | { kind: 'visitor'; visitorHash: string };

const VISITOR_COOKIE = 'colorwell_visitor';
const VISITOR_MAX_AGE = 30 * 24 * 60 * 60;

function hash(value: string): string {
  return createHash('sha256').update(`${serverEnv().VISITOR_HASH_SALT}:${value}`).digest('hex');
}

/** The visitor's IP, salted and hashed: the one-try limit never stores an address. */
export function ipHash(ip: string): string {
  return hash(`ip:${ip}`);
}

/** The owner of this request, or null for a visitor without the cookie yet. */
export function ownerOf(ctx: { req: Request; user: User | null }): Owner | null {
  if (ctx.user) return { kind: 'user', userId: ctx.user.id };
  const token = readCookie(ctx.req, VISITOR_COOKIE);
  return token && /^[A-Za-z0-9_-]{20,64}$/.test(token) ? { kind: 'visitor', visitorHash: hash(`visitor:${token}`) } : null;
}

/** A visitor's owner, minting the browser cookie on the first try. */
export function visitorOwner(ctx: { req: Request; user: User | null; setCookie: (v: string) => void }): Owner {
  const existing = ownerOf(ctx);
  if (existing) return existing;
  const token = randomBytes(24).toString('base64url');
  ctx.setCookie(serializeCookie(VISITOR_COOKIE, token, { maxAge: VISITOR_MAX_AGE, httpOnly: true, secure: serverEnv().APP_URL.startsWith('https:') }));
  return { kind: 'visitor', visitorHash: hash(`visitor:${token}`) };
}
