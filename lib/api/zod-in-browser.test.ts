// @vitest-environment jsdom
// Zod must come after the setting here, as in the browser (instrumentation-client.ts runs first).
import '@/lib/api/zod-in-browser';
import { z } from 'zod';

it('makes zod parse without compiling in the browser, without loading zod itself', () => {
  expect(z.config().jitless).toBe(true);
});
