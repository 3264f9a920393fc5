'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useBooks } from '@/components/tools/generation-api';
import { buttonClasses } from '@/components/ui/button';
import { bookState } from './book-state';

/** The coloring books made with the batch tool: their ZIP and PDF book stay here to download again. */
export function BooksSection() {
  const t = useTranslations('creations.books');
  const format = useFormatter();
  const books = useBooks();
  const items = books.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="books-heading" className="space-y-3">
      <h2 id="books-heading" className="text-xl font-extrabold">
        {t('title')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {items.map((book) => {
          const state = bookState(book);
          return (
            <li key={book.id} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-soft">
              <div>
                <h3 className="font-extrabold break-words">{book.title}</h3>
                <p className="text-sm text-muted">
                  {t('pages', { count: book.total })} · {format.dateTime(new Date(book.created_at), { dateStyle: 'medium' })}
                </p>
              </div>
              {state === 'ready' && book.downloads ? (
                <div className="flex flex-wrap gap-2">
                  <a href={book.downloads.zip} download className={buttonClasses('secondary', 'sm')} aria-label={t('zipNamed', { title: book.title })}>
                    {t('zip')}
                  </a>
                  <a href={book.downloads.pdf} download className={buttonClasses('secondary', 'sm')} aria-label={t('pdfNamed', { title: book.title })}>
                    {t('pdf')}
                  </a>
                </div>
              ) : (
                <p className="text-sm font-semibold text-muted" role={state === 'making' ? 'status' : undefined}>
                  {t(state === 'making' ? 'notReady' : state)}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
