import { recordListQuery } from '@/lib/api/contracts/distribution';
import { requireApprovedAffiliate } from '@/lib/server/affiliate/account';
import { recordList } from '@/lib/server/affiliate/reports';
import { handler } from '@/lib/server/http/handler';

// GET /common-api/v1/distribution/record-list – referred sign-ups and payments, paged, e-mails masked
export const GET = handler({ auth: 'required', query: recordListQuery }, async (ctx) => recordList(await requireApprovedAffiliate(ctx.user.id), ctx.query));
