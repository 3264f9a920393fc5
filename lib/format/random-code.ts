// Random codes are made of digits and uppercase letters, from the platform's crypto source.
export const CODE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function randomCode(length = 8, alphabet = CODE_ALPHABET): string {
  if (!Number.isInteger(length) || length < 1) throw new RangeError('length must be a positive integer');
  // Rejection sampling: bytes above the largest multiple of the alphabet size would bias the result.
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  const buffer = new Uint8Array(length * 2);
  while (out.length < length) {
    crypto.getRandomValues(buffer);
    for (const byte of buffer) {
      if (byte < limit) out += alphabet[byte % alphabet.length];
      if (out.length === length) break;
    }
  }
  return out;
}
