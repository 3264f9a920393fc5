import { galleryLineQuery } from '@/lib/api/contracts/gallery';
import { idParams } from '@/lib/api/contracts/params';
import { galleryFile } from '@/lib/server/coloring/gallery-files';
import { galleryFileResponse } from '@/lib/server/http/file-answers';
import { handler } from '@/lib/server/http/handler';

// GET /common-api/v1/gallery/{id}/line – the line page under a published item, to color or print (public, cached)
export const GET = handler({ auth: 'none', query: galleryLineQuery, params: idParams }, async (ctx) =>
  galleryFileResponse(ctx.req, await galleryFile(ctx.params.id, 'line'), ctx.query.download === '1'),
);
