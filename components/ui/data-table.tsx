import type { Key, ReactNode } from 'react';
import { cn } from './cn';

export type DataColumn<T> = {
  label: ReactNode;
  /** Right-aligned, with figures of one width (amounts). */
  numeric?: boolean;
  /** Further classes of the column's cells, or of one row's cell. */
  className?: string | ((row: T) => string);
  cell: (row: T) => ReactNode;
};

/**
 * A table of records inside a card: scrolls sideways on a narrow screen rather than squeezing its
 * columns, a caption for screen readers, one column header per column and a row per record.
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
  /** The width below which the table scrolls (a Tailwind min-w class). */
  minWidth: string;
  className?: string;
}) {
  // Every column but the last keeps a gap on its right.
  const gap = (index: number) => (index < columns.length - 1 ? 'pr-3' : '');
  return (
    <div className={cn('-mx-6 overflow-x-auto px-6', className)}>
      <table className={cn('w-full text-left text-sm', minWidth)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line text-muted">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={cn('py-2', gap(index), column.numeric && 'text-right')}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-line/60">
              {columns.map((column, index) => (
                <td
                  key={index}
                  className={cn(
                    'py-2',
                    gap(index),
                    column.numeric && 'text-right tabular-nums',
                    typeof column.className === 'function' ? column.className(row) : column.className,
                  )}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
