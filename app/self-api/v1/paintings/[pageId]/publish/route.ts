import { publishPaintingBody } from '@/lib/api/contracts/gallery';
import { pageIdParams } from '@/lib/api/contracts/params';
import { PAINTING_MAX_BYTES, paintingPublication, publishPainting, unpublishPainting } from '@/lib/server/coloring/paintings';
import { handler } from '@/lib/server/http/handler';

// GET /self-api/v1/paintings/{pageId}/publish – whether the user's painting of the page is in the gallery
export const GET = handler({ auth: 'required', params: pageIdParams }, (ctx) => paintingPublication(ctx.user.id, ctx.params.pageId));

// PUT /self-api/v1/paintings/{pageId}/publish – save the colour layer and share the finished page (multipart `layer`, title, tags)
export const PUT = handler(
  {
    auth: 'required',
    body: publishPaintingBody,
    params: pageIdParams,
    multipart: { maxBytes: PAINTING_MAX_BYTES + 64 * 1024 },
    userRateLimit: 'paintingSaves',
  },
  (ctx) => publishPainting(ctx.user.id, ctx.params.pageId, ctx.files.layer, ctx.body),
);

// DELETE /self-api/v1/paintings/{pageId}/publish – take the painting out of the gallery (the saved layer stays)
export const DELETE = handler({ auth: 'required', params: pageIdParams }, (ctx) => unpublishPainting(ctx.user.id, ctx.params.pageId));
