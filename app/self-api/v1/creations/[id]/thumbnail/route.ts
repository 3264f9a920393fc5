import { idParams } from '@/lib/api/contracts/params';
import { creationThumbnail } from '@/lib/server/generation/creations';
import { privateThumbnailResponse } from '@/lib/server/http/file-answers';
import { ownerOf } from '@/lib/server/http/visitor-cookie';
import { handler } from '@/lib/server/http/handler';

// GET /self-api/v1/creations/{id}/thumbnail – a 600 px WebP of the page for lists (owner only, else 404)
export const GET = handler({ auth: 'optional', params: idParams }, async (ctx) =>
  privateThumbnailResponse(ctx.req, await creationThumbnail(ownerOf(ctx), ctx.params.id), `"${ctx.params.id}-thumb"`),
);
