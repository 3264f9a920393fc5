import { z } from 'zod';

// The one place that reads process.env (STYLE: configuration is validated once).
// Server values are parsed lazily on first use, so client bundles never see them.
const serverSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./.data'),
  APP_URL: z.url().default('http://localhost:3000'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  /** Where the server calls its own API when prefetching; defaults to this process on PORT. */
  API_BASE_URL: z.url().optional(),
});

export type ServerEnv = z.infer<typeof serverSchema>;

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  if (!cached) {
    const parsed = serverSchema.safeParse(process.env);
    if (!parsed.success) {
      const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
      throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** Base URL for server-side calls to the app's own API (react-query prefetching). */
export function internalApiBaseUrl(): string {
  const env = serverEnv();
  return (env.API_BASE_URL ?? `http://127.0.0.1:${env.PORT}`).replace(/\/$/, '');
}

/** Values safe for the browser: only NEXT_PUBLIC_*, inlined at build time. */
export const clientEnv = {
  appName: 'Colorwell',
};
