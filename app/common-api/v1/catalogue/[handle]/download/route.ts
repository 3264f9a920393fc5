import { ErrorCode } from '@/lib/api/errors';
import { catalogueDownloadQuery } from '@/lib/api/contracts/catalogue';
import { paperForLocale } from '@/lib/catalogue/files';
import { findCataloguePage } from '@/lib/catalogue/pages';
import { catalogueText } from '@/lib/catalogue/text';
import { catalogueFile } from '@/lib/server/catalogue/files';
import { catalogueResponse } from '@/lib/server/catalogue/respond';
import { localizedError } from '@/lib/server/errors';
import { handler } from '@/lib/server/http/handler';

type Params = { params: Promise<{ handle: string }> };

// GET /common-api/v1/catalogue/{handle}/download?format=png|pdf&locale=xx[&paper=a4|letter] – the printable
// file as an attachment: 300 dpi PNG or PDF (titled in that language, OpenMoji credit), drawn once then cached
export async function GET(req: Request, { params }: Params) {
  const { handle } = await params;
  return handler({ auth: 'none', query: catalogueDownloadQuery }, async (ctx) => {
    const page = findCataloguePage(handle);
    if (!page) throw localizedError(ErrorCode.notFound);
    const { format, locale } = ctx.query;
    const file = await catalogueFile(page, format, ctx.query.paper ?? paperForLocale(locale), catalogueText(page, locale).title);
    return catalogueResponse(req, file, format, page.handle);
  })(req);
}
