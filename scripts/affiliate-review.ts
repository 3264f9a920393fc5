// npm run affiliate:review                       list applications waiting and accounts flagged for review
// npm run affiliate:review -- approve <id|code>  approve (gives the code, mails the applicant)
// npm run affiliate:review -- reject <id> [reason]   reject (mails the applicant)
// npm run affiliate:review -- ban <id|code> [reason] | unban <id|code> | clear-flag <id|code>…
import { maskEmail } from '@/lib/format/email';
import { closeDb } from '@/lib/server/db/client';
import { applicationsToReview, approveApplication, clearFlag, rejectApplication, setBanned } from '@/lib/server/affiliate/review';

async function main(args: string[]): Promise<void> {
  const [command = 'list', target, ...rest] = args;
  const reason = rest.join(' ') || null;
  if (command === 'list') {
    const rows = await applicationsToReview();
    if (rows.length === 0) console.log('Nothing to review.');
    for (const r of rows) {
      console.log(
        [
          r.id,
          r.status,
          r.flag ? `flag=${r.flag}` : '',
          `applicant=${r.email ?? '--'}`,
          `paypal=${r.paypalEmail ? maskEmail(r.paypalEmail) : 'none'}`,
          `audience=${r.audience}`,
          r.website ? `website=${r.website}` : '',
          `applied=${r.createdAt.toISOString().slice(0, 10)}`,
        ]
          .filter(Boolean)
          .join('  '),
      );
      console.log(`    ${r.channel.replace(/\s+/g, ' ')}`);
    }
    return;
  }
  if (!target) throw new Error(`${command} needs an affiliate id or code`);
  if (command === 'approve') {
    const a = await approveApplication(target);
    console.log(`approved ${a.id}: code ${a.code}; the applicant was mailed`);
  } else if (command === 'reject') {
    const a = await rejectApplication(target, reason);
    console.log(`rejected ${a.id}; the applicant was mailed`);
  } else if (command === 'ban' || command === 'unban') {
    const a = await setBanned(target, command === 'ban', reason);
    console.log(`${a.id} is now ${a.status}`);
  } else if (command === 'clear-flag') {
    console.log(`cleared the review flag of ${await clearFlag([target, ...rest])} account(s)`);
  } else {
    throw new Error(`unknown command "${command}" (list, approve, reject, ban, unban, clear-flag)`);
  }
}

main(process.argv.slice(2))
  .catch((error: Error) => {
    console.error(`affiliate:review: ${error.message}`);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
