import 'server-only';
import { hash, verify } from '@node-rs/argon2';
import { serverEnv } from '@/lib/env';
import { processSingleton } from '@/lib/server/process-singleton';
import { normalizePassword } from './password-policy';

export { assertAcceptablePassword, normalizePassword, passwordProblem } from './password-policy';

// @node-rs/argon2's Algorithm is a const enum, which isolatedModules cannot read: 2 is Argon2id.
const ARGON2ID = 2;

function options() {
  const env = serverEnv();
  return { algorithm: ARGON2ID, memoryCost: env.ARGON2_MEMORY_KIB, timeCost: env.ARGON2_TIME_COST, parallelism: 1 };
}

// Process-wide count of argon2 verifications: the sign-in tests read it to prove that a parallel
// burst checks no more passwords than the limit allows.
const VERIFICATIONS = Symbol.for('colorwell.argon2-verifications');
const counter = globalThis as typeof globalThis & { [VERIFICATIONS]?: number };

/** How many argon2 verifications this process has run. */
export function passwordVerifications(): number {
  return counter[VERIFICATIONS] ?? 0;
}

async function argon2Verify(stored: string, password: string): Promise<boolean> {
  counter[VERIFICATIONS] = passwordVerifications() + 1;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Hashes the NFC form, so the same password typed on any keyboard verifies. */
export function hashPassword(password: string): Promise<string> {
  return hash(normalizePassword(password), options());
}

/**
 * The forms a password is tried in: NFC first (every hash made since passwords were normalized),
 * then as typed and as NFD, which older hashes may hold. ASCII passwords have one form.
 */
function candidateForms(password: string): string[] {
  return [...new Set([normalizePassword(password), password, password.normalize('NFD')])];
}

export type PasswordCheck = { ok: boolean; upgrade: boolean };

/**
 * Checks a password against a stored hash. `upgrade` is true when it matched only in a
 * non-NFC form: the caller stores hashPassword(password) so the next check needs one try.
 * Without a hash (unknown address, social-only account) a dummy hash is verified the same number
 * of times a wrong password costs, so the answer takes as long as for a real account.
 */
export async function checkPassword(stored: string | null, password: string): Promise<PasswordCheck> {
  const forms = candidateForms(password);
  if (!stored) {
    const dummyHash = await processSingleton('accounts:dummy-password-hash', () => hashPassword('colorwell-timing-equalizer'));
    for (const form of forms) await argon2Verify(dummyHash, form);
    return { ok: false, upgrade: false };
  }
  for (const [i, form] of forms.entries()) {
    if (await argon2Verify(stored, form)) return { ok: true, upgrade: i > 0 };
  }
  return { ok: false, upgrade: false };
}

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  return (await checkPassword(stored, password)).ok;
}
