import { handler } from '@/lib/server/http/handler';
import { googleAuthUrl } from '@/lib/server/oauth/google';

// GET /common-api/v1/auth-google/auth-url – client id, scope and a one-time state/nonce for the popup
export const GET = handler({ auth: 'none', rateLimit: 'socialSetupIp' }, async () => googleAuthUrl());
