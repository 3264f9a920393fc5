import 'server-only';
import { createHash } from 'node:crypto';
import { serverEnv } from '@/lib/env';

/** Who may see a job or creation: a signed-in user, or the browser of a visitor's one free try. */
export type Owner = { kind: 'user'; userId: string } | { kind: 'visitor'; visitorHash: string };

function hash(value: string): string {
  return createHash('sha256').update(`${serverEnv().VISITOR_HASH_SALT}:${value}`).digest('hex');
}

/** The visitor's IP, salted and hashed: the one-try limit never stores an address. */
export function ipHash(ip: string): string {
  return hash(`ip:${ip}`);
}

/** The owner a visitor's browser token stands for, salted and hashed like the IP. */
export function visitorOwnerOf(token: string): Owner {
  return { kind: 'visitor', visitorHash: hash(`visitor:${token}`) };
}
