import createMiddleware from 'next-intl/middleware';
import { routing } from './lib/i18n/routing';

export default createMiddleware(routing);

export const config = {
  // Every page path; not the API, Next's own files, or files with an extension.
  matcher: ['/((?!common-api|self-api|api|_next|_vercel|.*\\..*).*)'],
};
