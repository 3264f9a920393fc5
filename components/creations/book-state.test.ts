import { describe, expect, it } from 'vitest';
import { BOOK_PATIENCE_MS, bookState } from './book-state';

describe('bookState', () => {
  const made = '2026-11-25T10:00:00.000Z';
  const at = (ms: number) => Date.parse(made) + ms;
  const downloads = { zip: '/z', pdf: '/p' };

  it('offers the files of a finished book', () => {
    expect(bookState({ ready: true, downloads, created_at: made }, at(1000))).toBe('ready');
  });

  it('says when a finished book has nothing in it', () => {
    expect(bookState({ ready: true, downloads: null, created_at: made }, at(1000))).toBe('empty');
  });

  it('waits for an unfinished book, then gives up on it', () => {
    expect(bookState({ ready: false, downloads: null, created_at: made }, at(BOOK_PATIENCE_MS - 1))).toBe('making');
    expect(bookState({ ready: false, downloads: null, created_at: made }, at(BOOK_PATIENCE_MS))).toBe('stalled');
  });
});
