/** API routes, health checks, Next's own files and files with an extension: no language handling, only headers. */
export function isApiOrAssetPath(pathname: string): boolean {
  if (/^\/(common-api|self-api|api|_next|_vercel)(\/|$)/.test(pathname)) return true;
  if (pathname === '/healthz' || pathname === '/readyz') return true;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return last.includes('.');
}

/** The API prefixes in next.config.ts `source` form; the middleware matcher leaves these out. */
export const API_PATH_SOURCES = ['/common-api/:path*', '/self-api/:path*', '/api/:path*'];
