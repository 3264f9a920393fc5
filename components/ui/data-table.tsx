import type { Key, ReactNode } from 'react';
import { cn } from './cn';

export type DataColumn<T> = {
  label: string;
  /** Right-aligned, with figures of one width (amounts). */
  numeric?: boolean;
  /** Further classes of the column's cells, or of one row's cell. */
  className?: string | ((row: T) => string);
  cell: (row: T) => ReactNode;
};

/**
 * A table of records inside a card, a caption for screen readers, one column header per column and a
 * row per record. On a phone each record becomes a small card of "label  value" lines, so every
 * column is in sight without scrolling sideways; from the `sm` width up it is a plain table, which
 * scrolls sideways rather than squeezing its columns. The roles are spelt out because a table shown
 * as blocks loses its table semantics in some browsers.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  minWidth,
  className,
}: {
  caption: string;
  columns: DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** The width below which the table scrolls, from `sm` up (a Tailwind `sm:min-w-…` class). */
  minWidth: string;
  className?: string;
}) {
  // Every column but the last keeps a gap on its right.
  const gap = (index: number) => (index < columns.length - 1 ? 'pr-3' : '');
  return (
    <div className={cn('sm:-mx-6 sm:overflow-x-auto sm:px-6', className)}>
      <table role="table" className={cn('w-full text-left text-sm max-sm:block', minWidth)}>
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="border-b border-line text-muted max-sm:sr-only">
          <tr role="row">
            {columns.map((column, index) => (
              <th key={index} role="columnheader" scope="col" className={cn('py-2', gap(index), column.numeric && 'text-right')}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-sm:grid max-sm:grid-cols-[minmax(0,1fr)] max-sm:gap-3">
          {rows.map((row) => (
            <tr
              role="row"
              key={rowKey(row)}
              className="border-b border-line/60 max-sm:block max-sm:min-w-0 max-sm:rounded-xl max-sm:border max-sm:px-3 max-sm:py-1"
            >
              {columns.map((column, index) => (
                <td
                  key={index}
                  role="cell"
                  className={cn(
                    'py-2 max-sm:flex max-sm:items-baseline max-sm:justify-between max-sm:gap-4 max-sm:py-1.5 max-sm:pr-0 max-sm:text-right',
                    gap(index),
                    column.numeric && 'text-right tabular-nums',
                    typeof column.className === 'function' ? column.className(row) : column.className,
                  )}
                >
                  {/* The column's name beside the value on a phone; screen readers get it from the header. */}
                  <span aria-hidden="true" className="shrink-0 text-left font-sans text-xs font-bold text-muted sm:hidden">
                    {column.label}
                  </span>
                  <span className="min-w-0 [overflow-wrap:anywhere]">{column.cell(row)}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
