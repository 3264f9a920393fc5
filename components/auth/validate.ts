// Client-side checks that mirror the contracts (lib/api/contracts/accounts.ts), so most mistakes
// are explained before a request is sent. Each returns the key of its message in auth.validation.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 80;
const EMAIL_MAX = 254;
// Deliberately loose: one @, something on each side, a dot in the domain. The server decides the rest.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ValidationKey =
  'emailRequired' | 'emailInvalid' | 'passwordRequired' | 'passwordTooShort' | 'passwordTooLong' | 'passwordMismatch' | 'nameTooLong' | 'termsRequired';

export function emailProblem(value: string): ValidationKey | null {
  const email = value.trim();
  if (!email) return 'emailRequired';
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) return 'emailInvalid';
  return null;
}

/** A password being chosen: 8–128 characters, counted exactly as typed (as the server counts). */
export function newPasswordProblem(value: string): ValidationKey | null {
  if (!value) return 'passwordRequired';
  if (value.length < PASSWORD_MIN) return 'passwordTooShort';
  if (value.length > PASSWORD_MAX) return 'passwordTooLong';
  return null;
}

/** A password being typed to sign in: only presence and the upper bound matter. */
export function currentPasswordProblem(value: string): ValidationKey | null {
  if (!value) return 'passwordRequired';
  if (value.length > PASSWORD_MAX) return 'passwordTooLong';
  return null;
}

export function nameProblem(value: string): ValidationKey | null {
  return value.trim().length > NAME_MAX ? 'nameTooLong' : null;
}

/** Values for the ICU placeholders of the validation messages. */
export const validationValues = { min: PASSWORD_MIN, max: PASSWORD_MAX, nameMax: NAME_MAX };
