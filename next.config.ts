import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { serverEnv } from './lib/env';

// Fail at start with a clear message when the configuration is wrong.
serverEnv();

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pg-boss', 'sharp', '@node-rs/argon2', 'nodemailer'],
};

export default withNextIntl(nextConfig);
