import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { prepareBackend, type Backend, type BackendKind } from '../backends';
import { apiClient } from '../http-client';
import { startSmtpCatcher, type MailSource } from '../mailbox';
import { accountRoutes, startRouteServer, type RouteServer, type RouteTable } from '../route-server';

export const distributionRoutes: RouteTable = {
  '/common-api/v1/distribution': () => import('@/app/common-api/v1/distribution/route'),
  '/common-api/v1/distribution/show': () => import('@/app/common-api/v1/distribution/show/route'),
  '/common-api/v1/distribution/record-list': () => import('@/app/common-api/v1/distribution/record-list/route'),
  '/common-api/v1/distribution/check-code': () => import('@/app/common-api/v1/distribution/check-code/route'),
  '/common-api/v1/distribution/settle-list': () => import('@/app/common-api/v1/distribution/settle-list/route'),
  '/common-api/v1/distribution/commission': () => import('@/app/common-api/v1/distribution/commission/route'),
  '/common-api/v1/distribution/update-info': () => import('@/app/common-api/v1/distribution/update-info/route'),
  '/common-api/v1/distribution/click': () => import('@/app/common-api/v1/distribution/click/route'),
  '/common-api/v1/distribution/get-code-list': () => import('@/app/common-api/v1/distribution/get-code-list/route'),
};

export type AffiliateHarness = {
  backend: Backend;
  server: RouteServer;
  api: ReturnType<typeof apiClient>;
  mail: MailSource;
  close: () => Promise<void>;
};

/** A fresh database, the account and distribution routes on a local port, and a mailbox. */
export async function startAffiliateHarness(
  kind: BackendKind,
  env: Record<string, string | undefined> = {},
  routes: RouteTable = {},
): Promise<AffiliateHarness> {
  const smtp = kind === 'postgres' ? await startSmtpCatcher() : null;
  const backend = await prepareBackend(kind, { SMTP_URL: smtp?.url, ...env });
  const server = await startRouteServer({ ...accountRoutes, ...distributionRoutes, ...routes });
  const mail: MailSource = smtp ? { kind: 'smtp', mails: smtp.mails } : { kind: 'outbox', dir: path.join(backend.dataDir, 'outbox') };
  return {
    backend,
    server,
    api: apiClient(server.url),
    mail,
    close: async () => {
      await server.close();
      await backend.teardown();
      await smtp?.close();
    },
  };
}

/** A verified account with a password and a session cookie, made through the accounts code. */
export async function accountWithSession(email: string, password = 'Correct-Horse-9'): Promise<{ id: string; email: string; cookie: string }> {
  const { getDb } = await import('@/lib/server/db/client');
  const { users } = await import('@/lib/server/db/schema');
  const { hashPassword } = await import('@/lib/server/accounts/passwords');
  const { createSession } = await import('@/lib/server/sessions/store');
  const id = randomUUID();
  await (await getDb()).insert(users).values({ id, email, emailVerifiedAt: new Date(), passwordHash: await hashPassword(password) });
  return { id, email, cookie: `colorwell_session=${await createSession(id)}` };
}

export const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
