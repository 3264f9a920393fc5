import { splitLocale } from '@/lib/i18n/split-locale';
import { isAuthPage } from '@/lib/seo/pages';

// The `from` query of /login names where to go after signing in. Only a path on this site is
// followed: the value is resolved as a browser would (dot segments, repeated slashes, backslashes,
// percent-encoding, schemes) and refused if any reading of it could leave the site.
const BASE = 'http://colorwell.invalid';
// Browsers and servers may decode a path more than once; three levels cover %252F-style nesting.
const DECODE_LEVELS = 3;

/** A same-origin path as the browser would resolve it, or null when it leaves the site or is malformed. */
function resolveOnSite(candidate: string): string | null {
  // Control characters (tabs, newlines) are stripped by URL parsers and can hide a second slash;
  // a backslash is read as a slash by browsers.
  if (!candidate.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = url.pathname + url.search + url.hash;
  // "/.//evil.example" resolves to the path "//evil.example", which a browser reads as another host.
  if (path.startsWith('//')) return null;
  return path;
}

export function safeFromPath(from: string | null | undefined): string | null {
  if (!from || from.length > 2048) return null;
  const path = resolveOnSite(from);
  if (!path) return null;
  let probe = from.split(/[?#]/)[0];
  for (let level = 0; level < DECODE_LEVELS; level += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(probe);
    } catch {
      return null;
    }
    if (decoded === probe) break;
    if (!resolveOnSite(decoded)) return null;
    probe = decoded;
  }
  // Coming back to a guest-only page after signing in would only bounce to the home page.
  if (isAuthPage(splitLocale(new URL(probe, BASE).pathname).path)) return null;
  return path;
}
