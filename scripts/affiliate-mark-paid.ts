// npm run affiliate:mark-paid -- <settlement id | payout id>
// Records that PayPal sent the payouts of a settlement (CW-YYYY-MM) or a single payout (PO…).
import { closeDb } from '@/lib/server/db/client';
import { markPaid } from '@/lib/server/affiliate/settlement';

async function main(id: string | undefined): Promise<void> {
  if (!id) throw new Error('give a settlement id (CW-YYYY-MM) or a payout id (PO…)');
  const { payouts } = await markPaid(id);
  console.log(`marked ${payouts} payout(s) of ${id} as paid`);
}

main(process.argv[2])
  .catch((error: Error) => {
    console.error(`affiliate:mark-paid: ${error.message}`);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
