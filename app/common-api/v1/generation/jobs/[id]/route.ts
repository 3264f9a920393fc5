import { findOwnedJob } from '@/lib/server/generation/jobs';
import { ownerOf } from '@/lib/server/generation/owner';
import { jobView } from '@/lib/server/generation/views';
import { handler } from '@/lib/server/http/handler';

type Params = { params: Promise<{ id: string }> };

// GET /common-api/v1/generation/jobs/{id} – status and progress of one of your jobs (poll it)
export async function GET(req: Request, { params }: Params) {
  const { id } = await params;
  return handler({ auth: 'optional' }, async (ctx) => jobView(await findOwnedJob(ownerOf(ctx), id), ctx.t))(req);
}
