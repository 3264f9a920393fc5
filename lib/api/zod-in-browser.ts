// Zod compiles fast object parsers with `new Function` after probing whether it may. The site's
// Content-Security-Policy allows no 'unsafe-eval', and the browser reports even the caught probe as
// a policy violation, so in the browser zod parses without compiling (fast enough for API answers).
// Imported by instrumentation-client.ts, which Next runs before the app's code. It fills in the
// settings object zod adopts from globalThis when it loads (what z.config({ jitless: true }) sets),
// rather than importing zod: that would put all of zod in the first load of every page, which most
// pages do not otherwise need.
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

if (typeof window !== 'undefined') {
  const slot = globalThis as ZodGlobal;
  slot.__zod_globalConfig = { ...slot.__zod_globalConfig, jitless: true };
}
