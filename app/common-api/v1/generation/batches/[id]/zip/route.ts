import { idParams } from '@/lib/api/contracts/params';
import { batchFile } from '@/lib/server/generation/batch';
import { downloadResponse } from '@/lib/server/http/file-answers';
import { ownerOf } from '@/lib/server/http/visitor-cookie';
import { handler } from '@/lib/server/http/handler';

// GET /common-api/v1/generation/batches/{id}/zip – the ZIP of the pages
export const GET = handler({ auth: 'required', params: idParams }, async (ctx) => {
  const { bytes, title } = await batchFile(ownerOf(ctx), ctx.params.id, 'zip');
  return downloadResponse(bytes, 'zip', title);
});
