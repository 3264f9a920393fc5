import { codeList } from '@/lib/server/affiliate/codes';
import { handler } from '@/lib/server/http/handler';

// GET /common-api/v1/distribution/get-code-list – share links with the caller's code for each page and tool
export const GET = handler({ auth: 'required' }, async (ctx) => codeList(ctx.user.id));
