import { createBatchBody } from '@/lib/api/contracts/generation';
import { BATCH_MAX_BYTES } from '@/lib/upload-limits';
import { listBatches } from '@/lib/server/generation/batch';
import { createBatch } from '@/lib/server/generation/create';
import { handler } from '@/lib/server/http/handler';

// POST /common-api/v1/generation/batches – up to 50 photos with one set of options, one job each
export const POST = handler({ auth: 'required', body: createBatchBody, multipart: { maxBytes: BATCH_MAX_BYTES }, userRateLimit: 'generationRequests' }, (ctx) =>
  createBatch(ctx.body, ctx),
);

// GET /common-api/v1/generation/batches – the user's coloring books, newest first, with their downloads
export const GET = handler({ auth: 'required' }, (ctx) => listBatches(ctx.user.id));
