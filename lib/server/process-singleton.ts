import 'server-only';

// A production build gives route handlers, pages and instrumentation.ts separate bundles, each with
// its own copy of every module, so a module-level `let` exists once per bundle, not once per process
// (two PGlite instances on one folder, two pg-boss workers, two SMTP pools…). The one registry lives
// on globalThis under a Symbol.for key, which every bundle of the process (and every HMR reload in
// development) resolves to the same slot.
const REGISTRY = Symbol.for('colorwell.process-singletons');

type Registry = Map<string, unknown>;

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Registry };
  return (holder[REGISTRY] ??= new Map());
}

/**
 * The value stored under `key` in this process, made by `create()` on first use. When `create`
 * returns a promise that rejects, the entry is dropped so the next call tries again (a database
 * that was down at the first request must not stay "failed" for the life of the process).
 */
export function processSingleton<T>(key: string, create: () => T): T {
  const slots = registry();
  if (slots.has(key)) return slots.get(key) as T;
  const value = create();
  slots.set(key, value);
  if (value instanceof Promise) {
    value.catch(() => {
      if (slots.get(key) === value) slots.delete(key);
    });
  }
  return value;
}

/** The value under `key` if one was made, without making it. */
export function peekProcessSingleton<T>(key: string): T | undefined {
  return registry().get(key) as T | undefined;
}

/**
 * Removes `key` and returns what it held, so the caller can close it (tests and shutdown); the next
 * processSingleton(key, …) makes a new one with the configuration then in force.
 */
export function forgetProcessSingleton<T>(key: string): T | undefined {
  const slots = registry();
  const value = slots.get(key) as T | undefined;
  slots.delete(key);
  return value;
}
