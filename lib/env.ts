import 'server-only';
import { readServerEnv, type ServerEnv } from './env-schema';

// The one place server code reads its configuration: validated once, on first use. 'server-only'
// fails the build of any browser chunk that reaches this module; the browser needs none of it.

export type { ServerEnv };

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  cached ??= readServerEnv();
  return cached;
}

/** Forget the parsed values so the next call reads process.env again (tests switch backends). */
export function resetServerEnvCache(): void {
  cached = undefined;
}

/** True while `next build` prerenders pages: no database or service is there to ask. */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build';
}
