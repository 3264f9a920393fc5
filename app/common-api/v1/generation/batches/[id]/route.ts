import { idParams } from '@/lib/api/contracts/params';
import { batchStatus } from '@/lib/server/generation/batch';
import { ownerOf } from '@/lib/server/http/visitor-cookie';
import { handler } from '@/lib/server/http/handler';

// GET /common-api/v1/generation/batches/{id} – progress of every page, and the downloads once ready
export const GET = handler({ auth: 'required', params: idParams }, (ctx) => batchStatus(ownerOf(ctx), ctx.params.id, ctx.t));
