import type { BatchSummary } from '@/lib/api/contracts/generation';

/**
 * A book is put together by a queued job once its last page is done. The server says when that job
 * failed for good; one still unfinished this long after it was made is not coming either (its job was
 * lost with its worker), so the page stops asking and says so.
 */
export const BOOK_PATIENCE_MS = 60 * 60_000;

export type BookState = 'ready' | 'empty' | 'making' | 'stalled';

export function bookState(book: Pick<BatchSummary, 'ready' | 'failed' | 'downloads' | 'created_at'>, now = Date.now()): BookState {
  // Finished with no file: every page failed or was deleted before the book was put together.
  if (book.ready) return book.downloads ? 'ready' : 'empty';
  if (book.failed) return 'stalled';
  return now - Date.parse(book.created_at) < BOOK_PATIENCE_MS ? 'making' : 'stalled';
}
