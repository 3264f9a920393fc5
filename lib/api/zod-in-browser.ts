import { z } from 'zod';

// Zod compiles fast object parsers with `new Function` after probing whether it may. The site's
// Content-Security-Policy allows no 'unsafe-eval', and the browser reports even the caught probe as
// a policy violation, so in the browser zod parses without compiling (fast enough for API answers).
// Imported by instrumentation-client.ts, which Next runs before the app's code.
if (typeof window !== 'undefined') z.config({ jitless: true });
