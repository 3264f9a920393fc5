import { batchFile } from '@/lib/server/generation/batch';
import { fileResponse } from '@/lib/server/generation/files';
import { ownerOf } from '@/lib/server/generation/owner';
import { handler } from '@/lib/server/http/handler';

type Params = { params: Promise<{ id: string }> };

// GET /common-api/v1/generation/batches/{id}/zip – the ZIP of the pages
export async function GET(req: Request, { params }: Params) {
  const { id } = await params;
  return handler({ auth: 'required' }, async (ctx) => {
    const { bytes, title } = await batchFile(ownerOf(ctx), id, 'zip');
    return fileResponse(bytes, 'zip', title);
  })(req);
}
