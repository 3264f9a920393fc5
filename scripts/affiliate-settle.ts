// npm run affiliate:settle -- --month 2026-10 [--out <folder>]
// Settles the month once (a second run adds nothing) and writes the PayPal Payouts upload file
// <folder>/paypal-payouts-CW-2026-10.csv (default folder: DATA_DIR/payouts).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serverEnv } from '@/lib/env';
import { closeDb } from '@/lib/server/db/client';
import { payoutsCsv, PERIOD_PATTERN, settleMonth } from '@/lib/server/affiliate/settlement';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { month: { type: 'string' }, out: { type: 'string' } } });
  if (!values.month || !PERIOD_PATTERN.test(values.month)) throw new Error('give the month as --month YYYY-MM');
  const result = await settleMonth(values.month);
  const folder = path.resolve(values.out ?? path.join(serverEnv().DATA_DIR, 'payouts'));
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `paypal-payouts-${result.settlementId}.csv`);
  await writeFile(file, payoutsCsv(result));
  const total = result.payouts.reduce((sum, p) => sum + p.amountCents, 0);
  console.log(
    `${result.created ? 'settled' : 'already settled, nothing added:'} ${result.period} as ${result.settlementId}: ` +
      `${result.payouts.length} payout(s), ${(total / 100).toFixed(2)} USD → ${file}`,
  );
}

main()
  .catch((error: Error) => {
    console.error(`affiliate:settle: ${error.message}`);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
