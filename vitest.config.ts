import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': path.resolve(__dirname, '.'),
      // lib/server modules start with `import 'server-only'`, which throws outside a React Server bundle.
      'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    globals: true,
    // Unit tests sit beside their code; integration tests live in tests/. e2e/ is Playwright's.
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', '.next/**', 'e2e/**', '.data/**'],
    environment: 'node',
    setupFiles: ['./tests/setup.ts'],
    // next-intl imports "next/server" without an extension, which Node's ESM resolver rejects;
    // letting Vite resolve it makes middleware and navigation code testable.
    server: { deps: { inline: ['next-intl'] } },
    // Integration tests run real jobs through the queue and engine threads; a loaded 2-core CI
    // machine needs more than the default. Unit tests finish in milliseconds either way.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
