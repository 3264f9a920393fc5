import { cataloguePreviewQuery } from '@/lib/api/contracts/catalogue';
import { handleParams } from '@/lib/api/contracts/params';
import { ErrorCode } from '@/lib/api/errors';
import { findCataloguePage } from '@/lib/catalogue/pages';
import { catalogueSvg } from '@/lib/server/catalogue/files';
import { catalogueResponse } from '@/lib/server/http/file-answers';
import { localizedError } from '@/lib/server/errors';
import { handler } from '@/lib/server/http/handler';

// GET /common-api/v1/catalogue/{handle}/preview?paper=a4|letter – the page's SVG (thumbnails, preview)
export const GET = handler({ auth: 'none', query: cataloguePreviewQuery, params: handleParams }, async (ctx) => {
  const page = findCataloguePage(ctx.params.handle);
  if (!page) throw localizedError(ErrorCode.notFound);
  return catalogueResponse(ctx.req, await catalogueSvg(page, ctx.query.paper), 'svg');
});
