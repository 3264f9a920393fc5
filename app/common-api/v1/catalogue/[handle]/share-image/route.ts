import { handleParams } from '@/lib/api/contracts/params';
import { ErrorCode } from '@/lib/api/errors';
import { findCataloguePage } from '@/lib/catalogue/pages';
import { catalogueResponse } from '@/lib/server/http/file-answers';
import { catalogueShareImage } from '@/lib/server/catalogue/share-image';
import { localizedError } from '@/lib/server/errors';
import { handler } from '@/lib/server/http/handler';

// GET /common-api/v1/catalogue/{handle}/share-image – the 1200×630 PNG a shared link shows
export const GET = handler({ auth: 'none', params: handleParams }, async (ctx) => {
  const page = findCataloguePage(ctx.params.handle);
  if (!page) throw localizedError(ErrorCode.notFound);
  return catalogueResponse(ctx.req, await catalogueShareImage(page), 'png');
});
