// A web process for the operations tests: the app's real account routes on the embedded database,
// behind the same request logging and graceful stop as scripts/server.mjs (which needs a build).
// Run as `node --conditions=react-server --import tsx tests/helpers/operations/observed-server.ts`;
// prints {"listening": url, "dataDir": …} on stdout once it serves.
import { observeRequests, stopGracefullyOnSignals } from '@/lib/server/operations/http-server.mjs';
import { onShutdown } from '@/lib/server/operations/process-state.mjs';
import { prepareBackend } from '../backends';
import { accountRoutes, startRouteServer } from '../route-server';

const backend = await prepareBackend('pglite', { LOG_LEVEL: 'info', SHUTDOWN_GRACE_SECONDS: process.env.SHUTDOWN_GRACE_SECONDS });
const { server, url } = await startRouteServer(accountRoutes, { wrap: (listener) => observeRequests(listener, { level: 'info' }) });
stopGracefullyOnSignals(server, { graceMs: Number(process.env.SHUTDOWN_GRACE_SECONDS ?? 20) * 1000, level: 'info' });
onShutdown(() => backend.teardown());
process.stdout.write(`${JSON.stringify({ listening: url, dataDir: backend.dataDir })}\n`);
