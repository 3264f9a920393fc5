import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['node_modules/**', '.next/**', '.data/**', 'next-env.d.ts', 'migrations/**', 'test-results/**', 'playwright-report/**'],
  },
];

export default config;
