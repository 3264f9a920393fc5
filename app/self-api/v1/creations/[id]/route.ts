import { renameCreationBody } from '@/lib/api/contracts/generation';
import { idParams } from '@/lib/api/contracts/params';
import { deleteCreation, findOwnedCreation, renameCreation } from '@/lib/server/generation/creations';
import { ownerOf } from '@/lib/server/http/visitor-cookie';
import { creationView } from '@/lib/server/generation/views';
import { handler } from '@/lib/server/http/handler';

// GET /self-api/v1/creations/{id} – one creation with its report and download links (owner only, else 404)
export const GET = handler({ auth: 'optional', params: idParams }, async (ctx) => creationView(await findOwnedCreation(ownerOf(ctx), ctx.params.id)));

// DELETE /self-api/v1/creations/{id} – delete the creation and its files
export const DELETE = handler({ auth: 'required', params: idParams }, (ctx) => deleteCreation({ kind: 'user', userId: ctx.user.id }, ctx.params.id));

// PATCH /self-api/v1/creations/{id} – rename the creation (owner only, else 404)
export const PATCH = handler({ auth: 'required', body: renameCreationBody, params: idParams }, (ctx) =>
  renameCreation({ kind: 'user', userId: ctx.user.id }, ctx.params.id, ctx.body),
);
