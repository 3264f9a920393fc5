import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { startStripeStandIn, type StripeStandIn } from '@/scripts/stripe-stand-in/server';
import { getDb } from '@/lib/server/db/client';
import { billingEvents, billingOrders } from '@/lib/server/billing/schema';
import { chargeForJob } from '@/lib/server/generation/quotas';
import { ledgerPriorityTotals } from '@/lib/server/generation/credits';
import { quotaBalances, quotaLedger } from '@/lib/server/generation/schema';
import { prepareBackend, type Backend, type BackendKind } from '../backends';
import { apiClient } from '../http-client';
import { startRouteServer, type RouteServer, type RouteTable } from '../route-server';

export const WEBHOOK_PATH = '/common-api/v1/billing/stripe-webhook';
export const WEBHOOK_SECRET = 'whsec_test_colorwell_stand_in';

export const billingRoutes: RouteTable = {
  '/self-api/v1/billing': () => import('@/app/self-api/v1/billing/route'),
  '/self-api/v1/billing/checkout': () => import('@/app/self-api/v1/billing/checkout/route'),
  '/self-api/v1/billing/portal': () => import('@/app/self-api/v1/billing/portal/route'),
  '/common-api/v1/billing/stripe-webhook': () => import('@/app/common-api/v1/billing/stripe-webhook/route'),
  '/common-api/v1/billing/requests': () => import('@/app/common-api/v1/billing/requests/route'),
  '/self-api/v1/user': () => import('@/app/self-api/v1/user/route'),
};

export type BillingHarness = {
  backend: Backend;
  server: RouteServer;
  stripe: StripeStandIn;
  api: ReturnType<typeof apiClient>;
  close: () => Promise<void>;
};

/** A fresh database, the real billing routes on a local port and the Stripe stand-in reached through the SDK. */
export async function startBillingHarness(kind: BackendKind, env: Record<string, string | undefined> = {}): Promise<BillingHarness> {
  const stripe = await startStripeStandIn({ webhookUrl: 'http://127.0.0.1:1/unset', webhookSecret: WEBHOOK_SECRET, deliverWebhooks: false });
  const backend = await prepareBackend(kind, { STRIPE_SECRET_KEY: 'sk_test_colorwell', ...stripe.env, ...env });
  const server = await startRouteServer(billingRoutes);
  stripe.setWebhookUrl(server.url + WEBHOOK_PATH);
  return {
    backend,
    server,
    stripe,
    api: apiClient(server.url),
    close: async () => {
      await server.close();
      await stripe.close();
      await backend.teardown();
    },
  };
}

/** Stored and ledger-computed balances of one user; they must agree. */
export async function balancesOf(userId: string) {
  const db = await getDb();
  const [row] = await db.select().from(quotaBalances).where(eq(quotaBalances.userId, userId));
  const ledger = await db.transaction((tx) => ledgerPriorityTotals(tx, userId));
  return { priority: row?.priorityBalance ?? 0, subscription: row?.subscriptionBalance ?? 0, ledger };
}

/** Billing rows of one user's ledger as kind:pool:amount:key-prefix, oldest first. */
export async function paymentLedgerOf(userId: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(quotaLedger)
    .where(sql`${quotaLedger.userId} = ${userId} and ${quotaLedger.key} is not null`)
    .orderBy(quotaLedger.createdAt);
  return rows.map((r) => `${r.kind}:${r.pool}:${r.amount}:${r.key!.split(':')[0]}`);
}

export async function eventCount(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(billingEvents);
  return Number(row.n);
}

export async function orderOf(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(billingOrders).where(eq(billingOrders.id, id));
  return row;
}

/** Spends `n` priority credits through the real charge path, as `n` generation jobs would. */
export async function spendCredits(userId: string, n: number): Promise<string[]> {
  const db = await getDb();
  const buckets: string[] = [];
  for (let i = 0; i < n; i++) buckets.push(await db.transaction((tx) => chargeForJob(tx, userId, randomUUID())));
  return buckets;
}
