// Helper thread of line-bands.ts: traces bands of finished pages on the machine's second core.
import { parentPort, type MessagePort } from 'node:worker_threads';
import { traceBand } from '@/lib/engine/report/measure';

type Job = { page: SharedArrayBuffer; width: number; height: number; band: number; done: SharedArrayBuffer };

parentPort!.once('message', ({ port }: { port: MessagePort }) => {
  port.on('message', ({ page, width, height, band, done }: Job) => {
    const flag = new Int32Array(done);
    try {
      port.postMessage({ band: traceBand(new Uint8Array(page), width, height, band) });
    } catch (error) {
      port.postMessage({ error: error instanceof Error ? error.message : String(error) });
    }
    Atomics.store(flag, 0, 1);
    Atomics.notify(flag, 0);
  });
  parentPort!.postMessage('ready');
});
