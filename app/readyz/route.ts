// GET /readyz – readiness: 200 when the database and the queue answer in time, else 503 naming what is down
import { readiness } from '@/lib/server/health/readiness';

export const dynamic = 'force-dynamic';

export async function GET() {
  const state = await readiness();
  return Response.json(
    { status: state.ready ? 'ready' : 'unavailable', draining: state.draining, checks: state.checks },
    { status: state.ready ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}
