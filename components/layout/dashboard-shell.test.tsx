// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DashboardShell } from './dashboard-shell';

let pathname = '/dashboard';
vi.mock('@/lib/i18n/navigation', () => ({ usePathname: () => pathname }));

function renderShell() {
  return render(
    <DashboardShell sidebar={<p>Sidebar links</p>} topBar={<span>Top</span>} openLabel="Open menu" closeLabel="Close menu">
      <p>Content</p>
    </DashboardShell>,
  );
}

const drawer = () => document.getElementById('dashboard-sidebar')!;
const isOpen = () => drawer().className.includes(' translate-x-0');

beforeEach(() => {
  pathname = '/dashboard';
});

test('the menu button opens the drawer and says so; the close button and Escape close it', async () => {
  renderShell();
  const opener = screen.getByRole('button', { name: 'Open menu' });
  expect(opener.getAttribute('aria-expanded')).toBe('false');
  expect(isOpen()).toBe(false);

  await userEvent.click(opener);
  expect(opener.getAttribute('aria-expanded')).toBe('true');
  expect(isOpen()).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
  expect(isOpen()).toBe(false);

  await userEvent.click(opener);
  await userEvent.keyboard('{Escape}');
  expect(opener.getAttribute('aria-expanded')).toBe('false');
});

test('going to another page closes the drawer', async () => {
  const { rerender } = renderShell();
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  expect(isOpen()).toBe(true);
  pathname = '/dashboard/creations';
  act(() =>
    rerender(
      <DashboardShell sidebar={<p>Sidebar links</p>} topBar={<span>Top</span>} openLabel="Open menu" closeLabel="Close menu">
        <p>Content</p>
      </DashboardShell>,
    ),
  );
  expect(isOpen()).toBe(false);
});
