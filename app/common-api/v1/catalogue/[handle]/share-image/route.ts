import { ErrorCode } from '@/lib/api/errors';
import { findCataloguePage } from '@/lib/catalogue/pages';
import { catalogueResponse } from '@/lib/server/catalogue/respond';
import { catalogueShareImage } from '@/lib/server/catalogue/share-image';
import { localizedError } from '@/lib/server/errors';
import { handler } from '@/lib/server/http/handler';

type Params = { params: Promise<{ handle: string }> };

// GET /common-api/v1/catalogue/{handle}/share-image – the 1200×630 PNG a shared link shows
export async function GET(req: Request, { params }: Params) {
  const { handle } = await params;
  return handler({ auth: 'none' }, async () => {
    const page = findCataloguePage(handle);
    if (!page) throw localizedError(ErrorCode.notFound);
    return catalogueResponse(req, await catalogueShareImage(page), 'png');
  })(req);
}
