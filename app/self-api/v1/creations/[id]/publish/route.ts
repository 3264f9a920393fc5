import { publishBody } from '@/lib/api/contracts/generation';
import { publishCreation } from '@/lib/server/generation/creations';
import { handler } from '@/lib/server/http/handler';

type Params = { params: Promise<{ id: string }> };

// PUT /self-api/v1/creations/{id}/publish – opt in to (or out of) the gallery with a title and tags
export async function PUT(req: Request, { params }: Params) {
  const { id } = await params;
  return handler({ auth: 'required', body: publishBody }, (ctx) => publishCreation({ kind: 'user', userId: ctx.user.id }, id, ctx.body))(req);
}
