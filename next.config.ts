import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { readServerEnv } from './lib/env-schema';
import { HSTS_VALUE, STATIC_SECURITY_HEADERS } from './lib/middleware/header-values';
import { API_PATH_SOURCES } from './lib/middleware/paths';

// Fail at start with a clear message when the configuration is wrong.
readServerEnv();

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: {
    // The message files are compiled to next-intl's compact form at build time, so the browser formats
    // them without the ICU parser (intl-messageformat, about 7 kB gzipped on every page).
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // scripts/server.mjs compresses, after it has hashed each page's inline scripts for its policy.
  compress: false,
  // middleware.ts sets these on pages; built assets and the API skip the middleware, so here.
  async headers() {
    const sources = ['/_next/static/:path*', '/_next/image', ...API_PATH_SOURCES];
    return sources.flatMap((source) => [
      { source, headers: [...STATIC_SECURITY_HEADERS] },
      {
        source,
        has: [{ type: 'header' as const, key: 'x-forwarded-proto', value: 'https' }],
        headers: [{ key: 'Strict-Transport-Security', value: HSTS_VALUE }],
      },
    ]);
  },
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pg-boss', 'sharp', '@node-rs/argon2', 'nodemailer'],
};

export default withNextIntl(nextConfig);
