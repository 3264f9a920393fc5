import { galleryImageQuery } from '@/lib/api/contracts/gallery';
import { idParams } from '@/lib/api/contracts/params';
import { galleryFile } from '@/lib/server/coloring/gallery-files';
import { galleryFileResponse } from '@/lib/server/http/file-answers';
import { handler } from '@/lib/server/http/handler';

// GET /common-api/v1/gallery/{id}/image?size=full|thumb&download=1 – the picture of a published item (public, cached)
export const GET = handler({ auth: 'none', query: galleryImageQuery, params: idParams }, async (ctx) =>
  galleryFileResponse(ctx.req, await galleryFile(ctx.params.id, ctx.query.size), ctx.query.download === '1'),
);
