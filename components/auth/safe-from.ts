// The `from` query of /login names where to go after signing in. Only a path on this site is
// followed; anything that could leave it (absolute URLs, //host, \\host, javascript:) is dropped.
const BASE = 'http://colorwell.invalid';
const AUTH_PAGE = /^(\/[a-z]{2})?\/(login|register|forget-password)(\/|$)/;

export function safeFromPath(from: string | null | undefined): string | null {
  if (!from || from.length > 2048) return null;
  if (!from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return null;
  // Control characters (tabs, newlines) are stripped by URL parsers and can hide a second slash.
  if (/[\u0000-\u001f\u007f]/.test(from)) return null;
  let url: URL;
  try {
    url = new URL(from, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  // Coming back to a guest-only page after signing in would only bounce to the home page.
  if (AUTH_PAGE.test(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}
