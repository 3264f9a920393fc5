// Runs in a worker thread: one conversion per message, so the pool can use the machine's second core.
import { parentPort } from 'node:worker_threads';
import { isEngineError } from '@/lib/engine/errors';
import { convertUpload, type ConvertedUpload } from './convert-upload';
import type { PoolRequest, PoolResponse } from './pool-protocol';

parentPort!.on('message', async ({ id, bytes, options, formats, pdf }: PoolRequest) => {
  let reply: PoolResponse;
  try {
    const result: ConvertedUpload = await convertUpload(bytes, options, formats, pdf);
    reply = { id, ok: true, result };
  } catch (error) {
    reply = isEngineError(error)
      ? { id, ok: false, code: error.code, message: error.message }
      : { id, ok: false, code: 'internal', message: 'conversion failed' };
  }
  const transfer = reply.ok ? [reply.result.png.buffer, reply.result.regions.labels.buffer] : [];
  parentPort!.postMessage(reply, transfer as ArrayBuffer[]);
});
