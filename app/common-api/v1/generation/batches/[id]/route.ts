import { batchStatus } from '@/lib/server/generation/batch';
import { ownerOf } from '@/lib/server/generation/owner';
import { handler } from '@/lib/server/http/handler';

type Params = { params: Promise<{ id: string }> };

// GET /common-api/v1/generation/batches/{id} – progress of every page, and the downloads once ready
export async function GET(req: Request, { params }: Params) {
  const { id } = await params;
  return handler({ auth: 'required' }, (ctx) => batchStatus(ownerOf(ctx), id, ctx.t))(req);
}
