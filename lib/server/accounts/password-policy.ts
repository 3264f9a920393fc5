import 'server-only';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { fieldError } from '@/lib/server/errors';
import { processSingleton } from '@/lib/server/process-singleton';

/**
 * zxcvbn's score (0–4) a new password needs: 3 means about 10^8 guesses or more, out of reach of
 * an online attack under the sign-in limits, and of a quick offline one against argon2id.
 */
export const MIN_PASSWORD_SCORE = 3;

// zxcvbn-ts (MIT) with its common dictionaries: 49,000 leaked passwords (with l33t variants), the
// diceware words, keyboard patterns, repeats, sequences and dates. The ranked dictionaries take
// ~0.3 s to build, so once per process, not once per bundle.
function checker(): ZxcvbnFactory {
  return processSingleton('accounts:password-checker', () => new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs }));
}

/** Passwords are compared as NFC: "é" typed as one code point or as "e" + accent is the same password. */
export function normalizePassword(password: string): string {
  return password.normalize('NFC');
}

export type PasswordOwner = { email?: string | null; name?: string | null };

/** The address, its local part and the name (whole, run together and by word): what an attacker tries first. */
function personalWords({ email, name }: PasswordOwner): string[] {
  const words = new Set<string>();
  const add = (word: string | null | undefined) => {
    const w = word?.normalize('NFKC').trim().toLowerCase();
    if (w && w.length >= 3) words.add(w);
  };
  add(email);
  add(email?.split('@')[0]);
  add(name);
  // Also run together ("AdaLovelace"): zxcvbn would otherwise price it as two separate words.
  add(name?.replace(/[\s._-]+/gu, ''));
  add(email?.split('@')[0].replace(/[._+-]+/g, ''));
  for (const part of name?.split(/[\s._-]+/u) ?? []) add(part);
  return [...words];
}

export type PasswordProblem = 'passwordBlank' | 'passwordPersonal' | 'passwordCommon' | 'passwordWeak';

/**
 * Why a new password is refused, or null. Length is the contract's business (counted as typed);
 * this judges how guessable it is for someone who knows the owner's address and name.
 */
export function passwordProblem(password: string, owner: PasswordOwner): PasswordProblem | null {
  const candidate = normalizePassword(password);
  if (!candidate.trim()) return 'passwordBlank';
  const personal = personalWords(owner);
  const squash = (s: string) =>
    s
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[\s\p{P}\p{S}]+/gu, '');
  if (personal.some((word) => squash(word) === squash(candidate))) return 'passwordPersonal';
  const result = checker().check(candidate, personal);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const dictionaryMatches = result.sequence.filter((m) => m.pattern === 'dictionary');
  if (dictionaryMatches.some((m) => m.dictionaryName === 'userInputs')) return 'passwordPersonal';
  if (dictionaryMatches.some((m) => m.dictionaryName === 'passwords-common')) return 'passwordCommon';
  return 'passwordWeak';
}

/** Throws the translated field error (422) for a password refused by passwordProblem. */
export function assertAcceptablePassword(password: string, owner: PasswordOwner, field = 'password'): void {
  const problem = passwordProblem(password, owner);
  if (problem) throw fieldError(field, problem);
}
