import { idParams } from '@/lib/api/contracts/params';
import { findOwnedJob } from '@/lib/server/generation/jobs';
import { ownerOf } from '@/lib/server/http/visitor-cookie';
import { jobView } from '@/lib/server/generation/views';
import { handler } from '@/lib/server/http/handler';

// GET /common-api/v1/generation/jobs/{id} – status and progress of one of your jobs (poll it)
export const GET = handler({ auth: 'optional', params: idParams }, async (ctx) => jobView(await findOwnedJob(ownerOf(ctx), ctx.params.id), ctx.t));
