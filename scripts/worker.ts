// `npm run worker`: a generation worker process beside any number of web processes (PostgreSQL only:
// an embedded PGlite database can be opened by one process, the web server, which runs its own worker).
import { serverEnv } from '@/lib/env';
import { closeDb } from '@/lib/server/db/client';
import { stopQueue } from '@/lib/server/generation/queue';
import { startWorker } from '@/lib/server/generation/worker';
import { logger } from '@/lib/server/log';

const env = serverEnv();
if (!env.DATABASE_URL) {
  console.error(
    'npm run worker needs DATABASE_URL (PostgreSQL).\n' +
      'With the embedded database (no DATABASE_URL) only one process can open DATA_DIR/db, so the web\n' +
      'process runs the worker itself (RUN_WORKER_IN_WEB=true, the default); start just `npm start`.',
  );
  process.exit(1);
}

const worker = await startWorker();
logger().info({ concurrency: env.WORKER_CONCURRENCY, schema: env.DATABASE_SCHEMA }, 'worker ready: working generation jobs');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger().info({ signal, grace_seconds: env.SHUTDOWN_GRACE_SECONDS }, 'worker stopping: no new jobs, finishing running ones');
  // Running jobs get the grace period; those still running after it go back to the queue.
  await worker.stop();
  await stopQueue();
  await closeDb();
  logger().info('worker stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
