import { publishBody } from '@/lib/api/contracts/generation';
import { idParams } from '@/lib/api/contracts/params';
import { publishCreation } from '@/lib/server/generation/creations';
import { handler } from '@/lib/server/http/handler';

// PUT /self-api/v1/creations/{id}/publish – opt in to (or out of) the gallery with a title and tags
export const PUT = handler({ auth: 'required', body: publishBody, params: idParams }, (ctx) =>
  publishCreation({ kind: 'user', userId: ctx.user.id }, ctx.params.id, ctx.body),
);
