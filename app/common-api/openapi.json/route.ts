import { serverEnv } from '@/lib/env';
import { openApiDocument } from '@/lib/server/http/openapi';

// GET /common-api/openapi.json – the OpenAPI 3.1 document of the account API, from the zod contracts
export function GET(): Response {
  return Response.json(openApiDocument(serverEnv().APP_URL), { headers: { 'cache-control': 'public, max-age=300' } });
}
