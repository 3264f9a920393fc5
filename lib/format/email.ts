// An e-mail shows at most 3 leading characters of its name; the rest is masked.
const VISIBLE = 3;

export function maskEmail(email: string | null | undefined): string {
  if (!email) return '';
  const at = email.lastIndexOf('@');
  const name = at === -1 ? email : email.slice(0, at);
  const domain = at === -1 ? '' : email.slice(at);
  // Always hide at least one character, so a short name is never shown whole.
  const visible = Math.min(VISIBLE, Math.max(0, name.length - 1));
  return name.slice(0, visible) + '*'.repeat(name.length - visible) + domain;
}
