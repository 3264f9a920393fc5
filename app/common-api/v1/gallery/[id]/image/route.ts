import { z } from 'zod';
import { galleryFile, galleryFileResponse } from '@/lib/server/coloring/gallery-files';
import { handler } from '@/lib/server/http/handler';

type Params = { params: Promise<{ id: string }> };

const imageQuery = z.object({
  size: z.enum(['full', 'thumb']).default('full'),
  download: z.enum(['1']).optional(),
  /** Cache buster set by the pages (the item's version); not read. */
  v: z.string().max(20).optional(),
});

// GET /common-api/v1/gallery/{id}/image?size=full|thumb&download=1 – the picture of a published item (public, cached)
export async function GET(req: Request, { params }: Params) {
  const { id } = await params;
  return handler({ auth: 'none', query: imageQuery }, async (ctx) =>
    galleryFileResponse(req, await galleryFile(id, ctx.query.size), ctx.query.download === '1'),
  )(req);
}
