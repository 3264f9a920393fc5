import { quantityRequestBody } from '@/lib/api/contracts/billing';
import { submitQuantityRequest } from '@/lib/server/billing/requests';
import { handler } from '@/lib/server/http/handler';

// POST /common-api/v1/billing/requests – a request for a custom volume or a classroom, confirmed by e-mail
export const POST = handler({ auth: 'optional', body: quantityRequestBody, rateLimit: 'quantityRequestsIp' }, ({ body, user, locale }) =>
  submitQuantityRequest(body, user, locale),
);
