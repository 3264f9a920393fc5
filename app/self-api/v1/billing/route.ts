import { billingOverview } from '@/lib/server/billing/overview';
import { handler } from '@/lib/server/http/handler';

// GET /self-api/v1/billing – plan, subscription, balance of each allowance and orders with receipts
export const GET = handler({ auth: 'required' }, ({ user }) => billingOverview(user.id));
