import { handler } from '@/lib/server/http/handler';
import { appleAuthUrl } from '@/lib/server/oauth/apple';

// GET /common-api/v1/auth-apple/auth-url – client id, scope and a one-time nonce for Apple's popup
export const GET = handler({ auth: 'none', rateLimit: 'socialSetupIp' }, async () => appleAuthUrl());
