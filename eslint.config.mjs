import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['node_modules/**', '.next/**', '.data/**', 'next-env.d.ts', 'migrations/**', 'test-results/**', 'playwright-report/**'],
  },
  {
    // Domain code knows no requests, cookies or answers: the route handlers and lib/server/http do that
    // and call the domain with plain values, so a domain function runs the same from a script or a test.
    files: ['lib/**/*.{ts,tsx,mts,mjs}'],
    ignores: ['lib/server/http/**', 'lib/middleware/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/headers', message: 'Read cookies and headers in the page or lib/server/http, and pass the values in.' },
            { name: 'next/server', message: 'Build answers in the route handler or lib/server/http.' },
          ],
          patterns: [
            {
              group: ['@/lib/server/http/*', '**/server/http/*', '../http/*', '../../http/*'],
              message: 'Domain code does not depend on the HTTP layer; move the HTTP part to lib/server/http or the route.',
            },
          ],
        },
      ],
    },
  },
];

export default config;
