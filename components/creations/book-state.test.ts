import { describe, expect, it } from 'vitest';
import { BOOK_PATIENCE_MS, bookState } from './book-state';

describe('bookState', () => {
  const made = '2026-11-25T10:00:00.000Z';
  const at = (ms: number) => Date.parse(made) + ms;
  const downloads = { zip: '/z', pdf: '/p' };

  it('offers the files of a finished book', () => {
    expect(bookState({ ready: true, failed: false, downloads, created_at: made }, at(1000))).toBe('ready');
  });

  it('says when a finished book has nothing in it', () => {
    expect(bookState({ ready: true, failed: false, downloads: null, created_at: made }, at(1000))).toBe('empty');
  });

  it('waits for an unfinished book, then gives up on it', () => {
    expect(bookState({ ready: false, failed: false, downloads: null, created_at: made }, at(BOOK_PATIENCE_MS - 1))).toBe('making');
    expect(bookState({ ready: false, failed: false, downloads: null, created_at: made }, at(BOOK_PATIENCE_MS))).toBe('stalled');
  });

  it('gives up at once on a book whose assembly failed for good', () => {
    expect(bookState({ ready: false, failed: true, downloads: null, created_at: made }, at(1000))).toBe('stalled');
  });
});
