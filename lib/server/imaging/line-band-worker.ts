// Helper thread of line-bands.ts: traces bands of finished pages on the machine's second core.
import { parentPort, type MessagePort } from 'node:worker_threads';
import { LINE_BANDS, traceBand } from '@/lib/engine/report/measure';
import { SMOOTH_TASKS, smoothTask, type SmoothJob } from './smooth-tasks';
import { takeHalves, type HalfJob } from './half-tasks';
import { takeDetailJob, type DetailJob } from './detail-tasks';

type Job = { id: number; page: SharedArrayBuffer; width: number; height: number; control: SharedArrayBuffer };

parentPort!.once('message', ({ port }: { port: MessagePort }) => {
  port.on('message', (job: Job | SmoothJob | HalfJob | DetailJob) => {
    if ('kind' in job && (job.kind === 'flood' || job.kind === 'ink' || job.kind === 'majority' || job.kind === 'distance' || job.kind === 'paper')) {
      // A coloring page's over-segmentation, boundary smoothing, boundary distance or inking halves, or a
      // finished page's white runs (half-tasks.ts); a flooded half's count and graph part and a page half's
      // runs go back as a message, posted before its flag goes up.
      takeHalves(job, (half, result) => {
        if (result) port.postMessage({ id: job.id, half, result });
      });
      return;
    }
    if ('kind' in job && job.kind === 'details') {
      // A coloring page's detail edges (detail-tasks.ts), unless the converting thread took them already.
      takeDetailJob(job);
      return;
    }
    if ('kind' in job) {
      // A coloring page's smoothing and gradient (smooth-tasks.ts): the same counter and flags.
      const shared = new Int32Array(job.control);
      for (let task = Atomics.add(shared, 0, 1); task < SMOOTH_TASKS; task = Atomics.add(shared, 0, 1)) smoothTask(job, task, 30_000);
      return;
    }
    const { id, page, width, height, control } = job;
    // control[0]: next band to take (shared with the converting thread); control[1 + b]: band b posted.
    const shared = new Int32Array(control);
    const data = new Uint8Array(page);
    for (let band = Atomics.add(shared, 0, 1); band < LINE_BANDS; band = Atomics.add(shared, 0, 1)) {
      try {
        port.postMessage({ id, index: band, band: traceBand(data, width, height, band) });
      } catch (error) {
        port.postMessage({ id, index: band, error: error instanceof Error ? error.message : String(error) });
      }
      Atomics.store(shared, 1 + band, 1);
      Atomics.notify(shared, 1 + band);
    }
  });
  parentPort!.postMessage('ready');
});
