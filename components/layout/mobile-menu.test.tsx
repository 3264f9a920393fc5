// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import en from '@/messages/en.json';
import { MobileMenu } from './mobile-menu';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  usePathname: () => '/pets',
}));

function renderMenu() {
  return render(
    <NextIntlClientProvider locale="en" messages={{ themeToggle: en.themeToggle }}>
      <MobileMenu
        openLabel="Open menu"
        closeLabel="Close menu"
        createLabel="Create"
        sections={[[{ href: '/gallery', label: 'Gallery' }], [{ href: '/pricing', label: 'Pricing' }]]}
        account={<button type="button">Sign in</button>}
      />
    </NextIntlClientProvider>,
  );
}

describe('MobileMenu', () => {
  it('renders its links, theme toggle and account only once opened, and empties again on close', async () => {
    const { container } = renderMenu();
    // Closed: nothing inside the panel to hydrate on every page.
    expect(container.querySelectorAll('nav a, nav button')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/gallery');
    expect(screen.getByRole('link', { name: 'Pricing' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(screen.getByRole('group', { name: en.themeToggle.label })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('link', { name: 'Gallery' })).toBeNull();
    expect(container.querySelector('nav')).toHaveAttribute('hidden');
  });
});
