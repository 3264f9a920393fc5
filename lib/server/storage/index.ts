import 'server-only';
import path from 'node:path';
import { serverEnv } from '@/lib/env';
import { processSingleton } from '@/lib/server/process-singleton';
import { localStore } from './local';
import { s3Store } from './s3';
import type { ResultStore } from './types';

export type { ResultStore } from './types';

// One store (and S3 client with its sockets) per process, not per Next bundle.
const current = () => processSingleton<{ cached?: { signature: string; store: ResultStore } }>('storage:result-store', () => ({}));

/** The configured store: S3 when S3_BUCKET and its keys are set, else DATA_DIR/results. */
export function resultStore(): ResultStore {
  const env = serverEnv();
  const useS3 = Boolean(env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY);
  // Re-created when the configuration changes (tests switch DATA_DIR and buckets between runs).
  const signature = useS3 ? `s3:${env.S3_ENDPOINT}:${env.S3_BUCKET}` : `local:${env.DATA_DIR}`;
  const slot = current();
  if (slot.cached?.signature !== signature) {
    const store = useS3
      ? s3Store({
          bucket: env.S3_BUCKET!,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID!,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
        })
      : localStore(path.resolve(env.DATA_DIR, 'results'));
    slot.cached = { signature, store };
  }
  return slot.cached.store;
}
