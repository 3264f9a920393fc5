import { z } from 'zod';
import { parseTrustedProxy, splitTrustedProxies } from './server/edge/trusted-proxies.mjs';

// The schema of the server's configuration. lib/env.ts is the server's way in; next.config.ts
// checks the same schema at start, where the 'server-only' guard of lib/env.ts cannot load.
const serverSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./.data'),
    APP_URL: z.url().default('http://localhost:3000'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
      .optional(),
    /** PostgreSQL schema to work in (tests use a fresh one per run); PGlite ignores it. */
    DATABASE_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'DATABASE_SCHEMA must be a lower-case SQL identifier')
      .default('public'),
    /** smtp(s)://user:pass@host:port; without it mail is written to DATA_DIR/outbox as .eml files. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Colorwell <no-reply@colorwell.local>'),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
    GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
    GOOGLE_ISSUER: z.string().min(1).default('https://accounts.google.com'),
    APPLE_CLIENT_ID: z.string().min(1).optional(),
    APPLE_JWKS_URL: z.url().default('https://appleid.apple.com/auth/keys'),
    APPLE_ISSUER: z.string().min(1).default('https://appleid.apple.com'),
    TURNSTILE_SECRET: z.string().min(1).optional(),
    TURNSTILE_SITE_KEY: z.string().min(1).optional(),
    TURNSTILE_VERIFY_URL: z.url().default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
    /** Comma-separated proxy addresses or CIDR ranges whose X-Forwarded-For is believed. */
    TRUSTED_PROXIES: z
      .string()
      .default('')
      .transform(splitTrustedProxies)
      .refine((entries) => {
        try {
          entries.forEach(parseTrustedProxy);
          return true;
        } catch {
          return false;
        }
      }, 'TRUSTED_PROXIES must list IP addresses or CIDR ranges, separated by commas'),
    /** argon2id cost, by default OWASP's (m=19456 KiB, t=2, p=1). Tests may lower them. */
    ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(19456),
    ARGON2_TIME_COST: z.coerce.number().int().min(1).default(2),
    /** Generation results go to this S3-compatible bucket when set (with the keys below); else DATA_DIR/results. */
    S3_BUCKET: z.string().min(1).optional(),
    /** Endpoint of a non-AWS store (MinIO, R2 …); path-style addressing is used with it. */
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Generation jobs one worker process runs at once (each on its own engine thread). */
    WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(1),
    /** Run the generation worker inside the web process (the embedded default); false with separate `npm run worker`. */
    RUN_WORKER_IN_WEB: z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((v) => v === 'true' || v === '1'),
    /**
     * Draw every catalogue page's PNG into DATA_DIR/catalogue in the background after start (about 8 minutes
     * of one core for a new set of drawings), so every first download is a file read. Off for throwaway
     * servers (e2e, audits), which would spend a core on it for their whole run.
     */
    CATALOGUE_PRERENDER: z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((v) => v === 'true' || v === '1'),
    /** A job not finished within this many seconds is taken as lost (worker killed) and retried. */
    GENERATION_EXPIRE_SECONDS: z.coerce.number().int().min(1).default(600),
    /** Retries after the first attempt before a job fails for good (and its prompt is refunded). */
    GENERATION_RETRY_LIMIT: z.coerce.number().int().min(0).max(10).default(2),
    GENERATION_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).default(10),
    /** How often an idle worker looks for work, and how often pg-boss runs its maintenance (expiry). */
    GENERATION_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
    GENERATION_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).default(60),
    /** A worker running a job marks it alive this often; a running job silent for GENERATION_LOST_AFTER_SECONDS is retried. */
    GENERATION_HEARTBEAT_SECONDS: z.coerce.number().min(0.5).default(5),
    GENERATION_LOST_AFTER_SECONDS: z.coerce.number().min(2).default(20),
    /** Uploads and results older than this many days are deleted by the retention job (the home page promises 30). */
    RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
    /** Time limit of connecting to the database, of one statement, and of waiting for the embedded one. */
    DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(3000),
    /** On SIGTERM: how long in-flight requests and running jobs may take before they are cut (jobs go back to the queue). */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(20),
    /** The web server keeps finished public pages in memory a few seconds (lib/server/edge/page-cache.mjs); off sends every request to Next. */
    PAGE_CACHE: z.enum(['on', 'off']).default('on'),
    /** Log level of the JSON logs on stdout (pino). */
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Salt of the visitor IP hash (one free try per tool); set it in production so hashes cannot be reversed by guessing. */
    VISITOR_HASH_SALT: z.string().min(1).default('colorwell-visitor'),
    /** Image model of the AI coloring page generator: the built-in studio (no network), or an HTTP model. */
    IMAGE_PROVIDER: z.enum(['studio', 'openai', 'comfyui', 'a1111']).default('studio'),
    /** Base URL of the model server (openai: without /v1; comfyui and a1111: the server root). */
    IMAGE_PROVIDER_URL: z.url().optional(),
    IMAGE_PROVIDER_API_KEY: z.string().min(1).optional(),
    /** Model (openai), checkpoint file (comfyui) or sd_model_checkpoint (a1111). */
    IMAGE_PROVIDER_MODEL: z.string().min(1).optional(),
    IMAGE_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(120_000),
    /** Stripe secret key (sk_…); without it prices are shown and buying answers "payments are not configured". */
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    /** Signing secret of the webhook endpoint (whsec_…); without it every webhook is refused. */
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Where the Stripe SDK connects: the real API by default, a local stand-in in tests and demos. */
    STRIPE_API_HOST: z.string().min(1).optional(),
    STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    STRIPE_API_PROTOCOL: z.enum(['https', 'http']).optional(),
    /** Site name registered at Plausible; set, every page view is also sent to Plausible's events API. */
    PLAUSIBLE_DOMAIN: z.string().min(1).optional(),
    /** Plausible server (plausible.io or a self-hosted one); the events API is {url}/api/event. */
    PLAUSIBLE_URL: z.url().default('https://plausible.io'),
  })
  .refine((env) => env.IMAGE_PROVIDER === 'studio' || env.IMAGE_PROVIDER_URL, {
    message: 'IMAGE_PROVIDER_URL is required when IMAGE_PROVIDER is not studio',
    path: ['IMAGE_PROVIDER_URL'],
  });

export type ServerEnv = z.infer<typeof serverSchema>;

/** The configuration read from the environment, or an error that lists every wrong value. */
export function readServerEnv(): ServerEnv {
  const parsed = serverSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
