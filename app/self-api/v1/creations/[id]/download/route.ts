import { downloadQuery } from '@/lib/api/contracts/generation';
import { creationFile } from '@/lib/server/generation/creations';
import { fileResponse } from '@/lib/server/generation/files';
import { ownerOf } from '@/lib/server/generation/owner';
import { handler } from '@/lib/server/http/handler';

type Params = { params: Promise<{ id: string }> };

// GET /self-api/v1/creations/{id}/download?format=png|svg|pdf – the file, as an attachment (owner only, else 404)
export async function GET(req: Request, { params }: Params) {
  const { id } = await params;
  return handler({ auth: 'optional', query: downloadQuery }, async (ctx) => {
    const { bytes, creation } = await creationFile(ownerOf(ctx), id, ctx.query.format);
    return fileResponse(bytes, ctx.query.format, `${creation.tool}-${creation.id.slice(0, 8)}`);
  })(req);
}
