import { z } from 'zod';
import { loadPainting, PAINTING_MAX_BYTES, savePainting } from '@/lib/server/coloring/paintings';
import { handler } from '@/lib/server/http/handler';

type Params = { params: Promise<{ pageId: string }> };

// GET /self-api/v1/paintings/{pageId} – the saved colour layer as PNG, Last-Modified = when saved (owner only, else 404)
export async function GET(req: Request, { params }: Params) {
  const { pageId } = await params;
  return handler({ auth: 'required' }, async (ctx) => {
    const { bytes, updatedAt } = await loadPainting(ctx.user.id, pageId);
    return new Response(new Uint8Array(bytes), {
      headers: {
        'content-type': 'image/png',
        'last-modified': updatedAt.toUTCString(),
        'x-saved-at': updatedAt.toISOString(),
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  })(req);
}

// PUT /self-api/v1/paintings/{pageId} – save the colour layer (multipart `layer`, PNG at the page's size)
export async function PUT(req: Request, { params }: Params) {
  const { pageId } = await params;
  return handler(
    { auth: 'required', body: z.object({}), multipart: { maxBytes: PAINTING_MAX_BYTES + 64 * 1024 }, userRateLimit: 'paintingSaves' },
    (ctx) => savePainting(ctx.user.id, pageId, ctx.files.layer),
  )(req);
}
