import 'server-only';

/**
 * The mailbox an address really reaches, for fraud checks: lower case, no "+tag", and for Gmail no
 * dots (a.b+x@gmail.com and ab@googlemail.com are the same person).
 */
export function canonicalEmail(email: string | null | undefined): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return email.trim().toLowerCase();
  let local = email.slice(0, at).trim().toLowerCase();
  let domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  local = local.split('+')[0];
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replace(/\./g, '');
  return `${local}@${domain}`;
}
