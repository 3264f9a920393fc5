import { ErrorCode } from '@/lib/api/errors';
import { cataloguePreviewQuery } from '@/lib/api/contracts/catalogue';
import { findCataloguePage } from '@/lib/catalogue/pages';
import { catalogueSvg } from '@/lib/server/catalogue/files';
import { catalogueResponse } from '@/lib/server/catalogue/respond';
import { localizedError } from '@/lib/server/errors';
import { handler } from '@/lib/server/http/handler';

type Params = { params: Promise<{ handle: string }> };

// GET /common-api/v1/catalogue/{handle}/preview?paper=a4|letter – the page's SVG (thumbnails, preview)
export async function GET(req: Request, { params }: Params) {
  const { handle } = await params;
  return handler({ auth: 'none', query: cataloguePreviewQuery }, async (ctx) => {
    const page = findCataloguePage(handle);
    if (!page) throw localizedError(ErrorCode.notFound);
    return catalogueResponse(req, await catalogueSvg(page, ctx.query.paper), 'svg');
  })(req);
}
