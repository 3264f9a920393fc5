// Entry of a generation engine thread (the imaging ThreadPool): the CPU-heavy part of each job type.
import { serveThreadTasks } from '@/lib/server/imaging/thread-tasks';
import type { StudioNameInput, StudioTextInput } from '../studio/tasks';
import { assembleBook, colorize, convertPhoto } from './tasks';

const TASKS = {
  photo: convertPhoto,
  colorize,
  // The studio (keyword index, motifs, fonts) loads on its first page, not with every engine thread.
  'studio-text': async (input: StudioTextInput, progress: (p: number) => void) => (await import('../studio/tasks')).studioText(input, progress),
  'studio-name': async (input: StudioNameInput, progress: (p: number) => void) => (await import('../studio/tasks')).studioName(input, progress),
  book: (input: Parameters<typeof assembleBook>[0]) => assembleBook(input),
};

/** What the job worker's pool may ask of a thread (worker.ts imports this type only, never the tasks). */
export type GenerationTasks = typeof TASKS;

serveThreadTasks(TASKS);
