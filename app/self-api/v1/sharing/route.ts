import { sharingSettingsBody } from '@/lib/api/contracts/gallery';
import { sharingSettingsOf, updateSharingSettings } from '@/lib/server/coloring/sharing';
import { handler } from '@/lib/server/http/handler';

// GET /self-api/v1/sharing – the family's sharing settings (gallery nickname, never share publicly)
export const GET = handler({ auth: 'required' }, (ctx) => sharingSettingsOf(ctx.user.id));

// PUT /self-api/v1/sharing – change the nickname and/or "never share publicly"
export const PUT = handler({ auth: 'required', body: sharingSettingsBody }, (ctx) => updateSharingSettings(ctx.user.id, ctx.body));
