import { createJobBody } from '@/lib/api/contracts/generation';
import { UPLOAD_MAX_BYTES } from '@/lib/upload-limits';
import { createJob } from '@/lib/server/generation/create';
import { handler } from '@/lib/server/http/handler';
import { visitorOwner } from '@/lib/server/http/visitor-cookie';

// POST /common-api/v1/generation/jobs – upload a photo or drawing and queue one page (a visitor: one try per tool)
export const POST = handler(
  {
    auth: 'optional',
    body: createJobBody,
    multipart: { maxBytes: 2 * UPLOAD_MAX_BYTES + 64 * 1024 },
    userRateLimit: 'generationRequests',
  },
  (ctx) => createJob(ctx.body, { ...ctx, owner: visitorOwner(ctx) }),
);
