import { z } from 'zod';
import { galleryFile, galleryFileResponse } from '@/lib/server/coloring/gallery-files';
import { handler } from '@/lib/server/http/handler';

type Params = { params: Promise<{ id: string }> };

const lineQuery = z.object({ download: z.enum(['1']).optional(), v: z.string().max(20).optional() });

// GET /common-api/v1/gallery/{id}/line – the line page under a published item, to color or print (public, cached)
export async function GET(req: Request, { params }: Params) {
  const { id } = await params;
  return handler({ auth: 'none', query: lineQuery }, async (ctx) => galleryFileResponse(req, await galleryFile(id, 'line'), ctx.query.download === '1'))(req);
}
