import { savePaintingBody } from '@/lib/api/contracts/gallery';
import { pageIdParams } from '@/lib/api/contracts/params';
import { loadPainting, PAINTING_MAX_BYTES, savePainting } from '@/lib/server/coloring/paintings';
import { fileResponse } from '@/lib/server/http/file-response';
import { handler } from '@/lib/server/http/handler';

// GET /self-api/v1/paintings/{pageId} – the saved colour layer as PNG, Last-Modified = when saved (owner only, else 404)
export const GET = handler({ auth: 'required', params: pageIdParams }, async (ctx) => {
  const { bytes, updatedAt } = await loadPainting(ctx.user.id, ctx.params.pageId);
  return fileResponse({
    bytes,
    contentType: 'image/png',
    cache: 'private, no-store',
    headers: { 'last-modified': updatedAt.toUTCString(), 'x-saved-at': updatedAt.toISOString() },
  });
});

// PUT /self-api/v1/paintings/{pageId} – save the colour layer (multipart `layer`, PNG at the page's size)
export const PUT = handler(
  { auth: 'required', body: savePaintingBody, params: pageIdParams, multipart: { maxBytes: PAINTING_MAX_BYTES + 64 * 1024 }, userRateLimit: 'paintingSaves' },
  (ctx) => savePainting(ctx.user.id, ctx.params.pageId, ctx.files.layer),
);
