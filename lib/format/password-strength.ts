// Five checks; the strength is the number of checks passed. Minimum length defaults to 6.
export const DEFAULT_MIN_PASSWORD_LENGTH = 6;

export type PasswordChecks = {
  lowercase: boolean;
  uppercase: boolean;
  number: boolean;
  special: boolean;
  length: boolean;
};

export type PasswordStrength = { checks: PasswordChecks; strength: number; max: number };

export function passwordStrength(password: string, minLength = DEFAULT_MIN_PASSWORD_LENGTH): PasswordStrength {
  const checks: PasswordChecks = {
    lowercase: /\p{Ll}/u.test(password),
    uppercase: /\p{Lu}/u.test(password),
    number: /\p{Nd}/u.test(password),
    // Anything that is neither a letter nor a digit (punctuation, symbols, spaces) counts as special.
    special: /[^\p{L}\p{Nd}]/u.test(password),
    length: [...password].length >= minLength,
  };
  const strength = Object.values(checks).filter(Boolean).length;
  return { checks, strength, max: 5 };
}
