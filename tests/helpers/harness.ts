import path from 'node:path';
import { prepareBackend, type Backend, type BackendKind } from './backends';
import { apiClient } from './http-client';
import { startSmtpCatcher, type MailSource } from './mailbox';
import { accountRoutes, startRouteServer, type RouteServer } from './route-server';

export { accountMailIdle } from './backends';

export type Harness = {
  backend: Backend;
  server: RouteServer;
  api: ReturnType<typeof apiClient>;
  mail: MailSource;
  /** Stops everything; first waits for queued account mail unless `drainMail` is false (a hung SMTP test). */
  close: (options?: { drainMail?: boolean }) => Promise<void>;
};

/**
 * A fresh database on `kind`, the real route handlers on a local port, and a mailbox: the outbox
 * folder on PGlite, a local SMTP server on PostgreSQL (so both mail paths are exercised).
 */
export async function startHarness(kind: BackendKind, env: Record<string, string | undefined> = {}): Promise<Harness> {
  const smtp = kind === 'postgres' ? await startSmtpCatcher() : null;
  const backend = await prepareBackend(kind, { SMTP_URL: smtp?.url, ...env });
  const server = await startRouteServer(accountRoutes);
  const mail: MailSource = smtp ? { kind: 'smtp', mails: smtp.mails } : { kind: 'outbox', dir: path.join(backend.dataDir, 'outbox') };
  return {
    backend,
    server,
    api: apiClient(server.url),
    mail,
    close: async ({ drainMail = true } = {}) => {
      await server.close();
      await backend.teardown({ drainMail });
      await smtp?.close();
    },
  };
}

let counter = 0;
/** A unique address per test, so tests share a database without meeting. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}@example.test`;
}

/** A unique client address per test, so per-IP limits of one test do not spill into another. */
export function uniqueIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}
