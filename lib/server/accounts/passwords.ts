import 'server-only';
import { hash, verify } from '@node-rs/argon2';
import { serverEnv } from '@/lib/env';
import { fieldError } from '@/lib/server/http/errors';
import { processSingleton } from '@/lib/server/process-singleton';
import commonPasswords from './common-passwords.json';

// The 3,000 most common passwords, in order, from zxcvbn 4.4.2 (MIT, Dropbox) lib/frequency_lists.js.
// @node-rs/argon2's Algorithm is a const enum, which isolatedModules cannot read: 2 is Argon2id.
const ARGON2ID = 2;
const COMMON = new Set((commonPasswords as string[]).map((p) => p.toLowerCase()));

function options() {
  const env = serverEnv();
  return { algorithm: ARGON2ID, memoryCost: env.ARGON2_MEMORY_KIB, timeCost: env.ARGON2_TIME_COST, parallelism: 1 };
}

/** Refuses a password from the common list (length is checked by the contract, as typed). */
export function assertAcceptablePassword(password: string, field = 'password'): void {
  if (COMMON.has(password.toLowerCase())) throw fieldError(field, 'passwordCommon');
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, options());
}

/**
 * Checks a password against a stored hash. Without a hash (unknown address, social-only account)
 * a dummy hash is verified anyway, so the answer takes as long as for a real account.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    const dummyHash = processSingleton('accounts:dummy-password-hash', () => hashPassword('colorwell-timing-equalizer'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
