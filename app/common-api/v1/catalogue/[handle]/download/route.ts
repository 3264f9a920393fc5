import { catalogueDownloadQuery } from '@/lib/api/contracts/catalogue';
import { handleParams } from '@/lib/api/contracts/params';
import { ErrorCode } from '@/lib/api/errors';
import { findCataloguePage } from '@/lib/catalogue/pages';
import { catalogueText } from '@/lib/catalogue/text';
import { paperForLocale } from '@/lib/paper';
import { catalogueFile } from '@/lib/server/catalogue/files';
import { catalogueResponse } from '@/lib/server/http/file-answers';
import { localizedError } from '@/lib/server/errors';
import { handler } from '@/lib/server/http/handler';

// GET /common-api/v1/catalogue/{handle}/download?format=png|pdf&locale=xx[&paper=a4|letter] – the printable
// file as an attachment: 300 dpi PNG or PDF (titled and credited in that language), drawn once then cached
export const GET = handler({ auth: 'none', query: catalogueDownloadQuery, params: handleParams }, async (ctx) => {
  const page = findCataloguePage(ctx.params.handle);
  if (!page) throw localizedError(ErrorCode.notFound);
  const { format, locale } = ctx.query;
  const file = await catalogueFile(page, format, ctx.query.paper ?? paperForLocale(locale), catalogueText(page, locale).title, locale);
  return catalogueResponse(ctx.req, file, format, page.handle);
});
