import { savePaintingBody } from '@/lib/api/contracts/gallery';
import { pageIdParams } from '@/lib/api/contracts/params';
import { loadPainting, PAINTING_MAX_BYTES, savePainting } from '@/lib/server/coloring/paintings';
import { fileResponse } from '@/lib/server/http/file-response';
import { handler } from '@/lib/server/http/handler';

// GET /self-api/v1/paintings/{pageId} – the user's saved colour layer as PNG, Last-Modified = when saved;
// 204 when nothing is saved on a page the user may colour, 404 for an unknown or closed page
export const GET = handler({ auth: 'required', params: pageIdParams }, async (ctx) => {
  const saved = await loadPainting(ctx.user.id, ctx.params.pageId);
  if (!saved) return new Response(null, { status: 204, headers: { 'cache-control': 'private, no-store' } });
  const { bytes, updatedAt } = saved;
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
