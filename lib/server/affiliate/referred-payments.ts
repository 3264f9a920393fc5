import 'server-only';
import type { Tx } from '@/lib/server/db/client';

/**
 * What billing tells the affiliate programme about a user's money, inside the transaction that
 * records the payment or its reversal, so a commission exists exactly when its payment does.
 * `key` is unique per event (checkout session, invoice, refund, dispute); amounts are integer
 * cents without tax.
 */
export type ReferredPaymentEvent =
  | { kind: 'payment'; key: string; userId: string; amountCents: number; currency: string; at: Date }
  | { kind: 'reversal'; key: string; paymentKey: string; userId: string; amountCents: number; currency: string; at: Date };

/**
 * Books the commission an event earns or takes back. Users who were not referred earn nothing,
 * so billing calls this for every payment and reversal.
 */
export async function onReferredPayment(tx: Tx, event: ReferredPaymentEvent): Promise<void> {
  void tx;
  void event;
}
