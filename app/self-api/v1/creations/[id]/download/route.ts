import { downloadQuery } from '@/lib/api/contracts/generation';
import { idParams } from '@/lib/api/contracts/params';
import { creationFile } from '@/lib/server/generation/creations';
import { downloadResponse } from '@/lib/server/http/file-answers';
import { ownerOf } from '@/lib/server/http/visitor-cookie';
import { handler } from '@/lib/server/http/handler';

// GET /self-api/v1/creations/{id}/download?format=png|svg|pdf – the file, as an attachment (owner only, else 404)
export const GET = handler({ auth: 'optional', query: downloadQuery, params: idParams }, async (ctx) => {
  const { bytes, creation } = await creationFile(ownerOf(ctx), ctx.params.id, ctx.query.format);
  return downloadResponse(bytes, ctx.query.format, `${creation.tool}-${creation.id.slice(0, 8)}`);
});
