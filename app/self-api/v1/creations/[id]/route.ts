import { renameCreationBody } from '@/lib/api/contracts/generation';
import { deleteCreation, findOwnedCreation, renameCreation } from '@/lib/server/generation/creations';
import { ownerOf } from '@/lib/server/generation/owner';
import { creationView } from '@/lib/server/generation/views';
import { handler } from '@/lib/server/http/handler';

type Params = { params: Promise<{ id: string }> };

// GET /self-api/v1/creations/{id} – one creation with its report and download links (owner only, else 404)
export async function GET(req: Request, { params }: Params) {
  const { id } = await params;
  return handler({ auth: 'optional' }, async (ctx) => creationView(await findOwnedCreation(ownerOf(ctx), id)))(req);
}

// DELETE /self-api/v1/creations/{id} – delete the creation and its files
export async function DELETE(req: Request, { params }: Params) {
  const { id } = await params;
  return handler({ auth: 'required' }, (ctx) => deleteCreation({ kind: 'user', userId: ctx.user.id }, id))(req);
}

// PATCH /self-api/v1/creations/{id} – rename the creation (owner only, else 404)
export async function PATCH(req: Request, { params }: Params) {
  const { id } = await params;
  return handler({ auth: 'required', body: renameCreationBody }, (ctx) => renameCreation({ kind: 'user', userId: ctx.user.id }, id, ctx.body))(req);
}
