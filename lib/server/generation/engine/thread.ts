// Entry of an engine thread (worker_threads): runs one task at a time for the pool in pool.ts.
// Plain Node (loaded through tsx), so it must not import 'server-only'.
import { parentPort } from 'node:worker_threads';
import { studioName, studioText } from '../studio/tasks';
import { assembleBook, colorize, convertPhoto } from './tasks';

type Request = { id: number; task: keyof typeof TASKS; input: never };

const TASKS = {
  photo: convertPhoto,
  colorize,
  'studio-text': studioText,
  'studio-name': studioName,
  book: (input: Parameters<typeof assembleBook>[0]) => assembleBook(input),
};

parentPort!.on('message', async ({ id, task, input }: Request) => {
  const progress = (percent: number) => parentPort!.postMessage({ id, progress: percent });
  try {
    const result = await TASKS[task](input, progress);
    parentPort!.postMessage({ id, result });
  } catch (error) {
    const e = error as Error & { code?: string };
    // Engine and studio errors carry a translatable code; anything else is reported as internal.
    const code = (e.name === 'EngineError' || e.name === 'StudioError') && e.code ? e.code : 'internal';
    parentPort!.postMessage({ id, error: { code, message: e.message } });
  }
});
