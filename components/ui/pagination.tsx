import { buttonClasses } from './button';
import { cn } from './cn';

type PaginationProps = {
  current: number;
  count: number;
  /** The localized URL of page n (page 1 is the listing's own URL). */
  hrefOf: (page: number) => string;
  labels: { nav: string; previous: string; next: string; page: (page: number) => string };
};

/**
 * The page numbers to show: the first, the last, and the current with its neighbours, with null for a
 * gap. Never more than seven entries, so the row fits a 360 px screen.
 */
export function pageWindow(current: number, count: number): (number | null)[] {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1);
  const from = Math.max(2, Math.min(current - 1, count - 4));
  const to = Math.min(count - 1, Math.max(current + 1, 5));
  const middle = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return [1, ...(from > 2 ? [null] : []), ...middle, ...(to < count - 1 ? [null] : []), count];
}

const number = 'inline-flex min-h-11 min-w-10 items-center justify-center rounded-pill px-2 text-sm font-bold';

/**
 * Previous, the page numbers and next, as plain links: it works without JavaScript (and navigates in
 * the app with it, through the site frame's `SoftLinks`), reads as a labelled navigation landmark, marks the page shown with
 * `aria-current="page"` and names every number ("Page 3"). Server component.
 */
export function Pagination({ current, count, hrefOf, labels }: PaginationProps) {
  if (count <= 1) return null;
  const step = (page: number, rel: 'prev' | 'next') => {
    const label = (
      <>
        {rel === 'prev' ? <span aria-hidden="true">‹</span> : null}
        {rel === 'prev' ? labels.previous : labels.next}
        {rel === 'next' ? <span aria-hidden="true">›</span> : null}
      </>
    );
    return page >= 1 && page <= count ? (
      <a href={hrefOf(page)} data-soft="" rel={rel} className={buttonClasses('secondary', 'sm', 'min-h-11')}>
        {label}
      </a>
    ) : (
      // Holds its place, so the numbers do not move between pages, but is not shown (a greyed-out
      // button fails the contrast check) nor offered to keyboards and screen readers.
      <span aria-hidden="true" className={buttonClasses('secondary', 'sm', 'invisible min-h-11')}>
        {label}
      </span>
    );
  };
  return (
    <nav aria-label={labels.nav} className="mt-8 flex flex-wrap items-center justify-center gap-3">
      {step(current - 1, 'prev')}
      <ol className="flex items-center gap-1 max-sm:order-first max-sm:w-full max-sm:justify-center">
        {pageWindow(current, count).map((page, index) => (
          <li key={page ?? `gap-${index}`}>
            {page === null ? (
              <span aria-hidden="true" className={cn(number, 'text-muted')}>
                …
              </span>
            ) : page === current ? (
              <span aria-current="page" className={cn(number, 'bg-accent text-accent-ink')}>
                <span className="sr-only">{labels.page(page)}</span>
                <span aria-hidden="true">{page}</span>
              </span>
            ) : (
              <a href={hrefOf(page)} data-soft="" aria-label={labels.page(page)} className={cn(number, 'text-ink hover:bg-surface-muted')}>
                {page}
              </a>
            )}
          </li>
        ))}
      </ol>
      {step(current + 1, 'next')}
    </nav>
  );
}
