import { publishPaintingBody } from '@/lib/api/contracts/gallery';
import { PAINTING_MAX_BYTES, paintingPublication, publishPainting, unpublishPainting } from '@/lib/server/coloring/paintings';
import { handler } from '@/lib/server/http/handler';

type Params = { params: Promise<{ pageId: string }> };

// GET /self-api/v1/paintings/{pageId}/publish – whether the user's painting of the page is in the gallery
export async function GET(req: Request, { params }: Params) {
  const { pageId } = await params;
  return handler({ auth: 'required' }, (ctx) => paintingPublication(ctx.user.id, pageId))(req);
}

// PUT /self-api/v1/paintings/{pageId}/publish – save the colour layer and share the finished page (multipart `layer`, title, tags)
export async function PUT(req: Request, { params }: Params) {
  const { pageId } = await params;
  return handler(
    { auth: 'required', body: publishPaintingBody, multipart: { maxBytes: PAINTING_MAX_BYTES + 64 * 1024 }, userRateLimit: 'paintingSaves' },
    (ctx) => publishPainting(ctx.user.id, pageId, ctx.files.layer, ctx.body),
  )(req);
}

// DELETE /self-api/v1/paintings/{pageId}/publish – take the painting out of the gallery (the saved layer stays)
export async function DELETE(req: Request, { params }: Params) {
  const { pageId } = await params;
  return handler({ auth: 'required' }, (ctx) => unpublishPainting(ctx.user.id, pageId))(req);
}
