import { batchFile } from '@/lib/server/generation/batch';
import { fileResponse } from '@/lib/server/generation/files';
import { ownerOf } from '@/lib/server/generation/owner';
import { handler } from '@/lib/server/http/handler';

type Params = { params: Promise<{ id: string }> };

// GET /common-api/v1/generation/batches/{id}/pdf – the printable coloring book
export async function GET(req: Request, { params }: Params) {
  const { id } = await params;
  return handler({ auth: 'required' }, async (ctx) => {
    const { bytes, title } = await batchFile(ownerOf(ctx), id, 'pdf');
    return fileResponse(bytes, 'pdf', title);
  })(req);
}
