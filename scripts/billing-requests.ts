// `npm run billing:requests`: the classroom and custom-volume requests sent from the pricing page,
// newest first, for the operator to answer. `-- --json` prints them as JSON lines.
import { listQuantityRequests } from '@/lib/server/billing/requests';
import { closeDb } from '@/lib/server/db/client';

const rows = await listQuantityRequests(Number(process.env.LIMIT || 200));
if (process.argv.includes('--json')) {
  for (const row of rows) console.log(JSON.stringify(row));
} else if (rows.length === 0) {
  console.log('No requests yet.');
} else {
  for (const row of rows) {
    console.log(
      [
        row.createdAt.toISOString().slice(0, 16).replace('T', ' '),
        row.kind.padEnd(9),
        `${row.pagesPerMonth} pages/month`.padEnd(18),
        `${row.name} <${row.email}>`,
        row.organization ? `(${row.organization})` : '',
        row.locale,
      ].join('  '),
    );
    if (row.message) console.log(`    ${row.message.replace(/\s+/g, ' ')}`);
  }
  console.log(`${rows.length} request(s)`);
}
await closeDb();
