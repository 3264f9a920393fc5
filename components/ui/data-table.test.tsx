// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { DataTable } from './data-table';

it('keeps table semantics and names each value once for screen readers, with the phone labels hidden from them', () => {
  render(
    <DataTable
      caption="Payouts"
      minWidth="sm:min-w-[32rem]"
      rowKey={(r) => r.id}
      rows={[{ id: 'a', month: 'November 2026', amount: '$12.00' }]}
      columns={[
        { label: 'Month', cell: (r) => r.month },
        { label: 'Amount', numeric: true, cell: (r) => r.amount },
      ]}
    />,
  );
  const table = screen.getByRole('table', { name: 'Payouts' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Month', 'Amount']);
  const cells = within(table).getAllByRole('cell');
  expect(cells.map((c) => c.textContent)).toEqual(['MonthNovember 2026', 'Amount$12.00']);
  // The label printed beside the value on a phone is not read a second time.
  for (const cell of cells) expect(cell.querySelector('[aria-hidden="true"]')?.className).toContain('sm:hidden');
  expect(table.className).toContain('sm:min-w-[32rem]');
});
