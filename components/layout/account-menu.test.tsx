// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { SessionStoreProvider } from '@/stores/session-store-provider';
import type { SessionState } from '@/stores/session-store';
import { AccountMenu } from './account-menu';

const push = vi.fn();
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  useRouter: () => ({ push, refresh: vi.fn() }),
}));

function renderMenu(initial: Partial<SessionState>, locale: 'en' | 'de' = 'en') {
  const messages = locale === 'en' ? en : de;
  return render(
    <NextIntlClientProvider locale={locale} messages={{ account: messages.account }}>
      <SessionStoreProvider initial={initial}>
        <AccountMenu />
      </SessionStoreProvider>
    </NextIntlClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('AccountMenu', () => {
  it('offers Sign in and Sign up to visitors', () => {
    renderMenu({ ready: true });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });

  it('shows nothing clickable until the session is known', () => {
    renderMenu({ ready: false });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens the avatar menu for users and signs out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 200, message: '', data: null }))),
    );
    const user = userEvent.setup();
    renderMenu({ ready: true, isLogin: true, userinfo: { name: 'Mia', email: 'mia@example.com' } }, 'de');
    await user.click(screen.getByRole('button', { name: 'Kontomenü' }));
    expect(screen.getByRole('menuitem', { name: 'Profil' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/ai-coloring-page-generator');
    expect(screen.getByRole('menuitem', { name: 'Partnerprogramm' })).toHaveAttribute('href', '/affiliate');
    await user.click(screen.getByRole('menuitem', { name: 'Abmelden' }));
    // Signing out imports apiFetch first, so the navigation follows a moment later.
    await vi.waitFor(() => expect(push).toHaveBeenCalledWith('/'));
    expect(await screen.findByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
  });

  it('closes the menu with Escape', async () => {
    const user = userEvent.setup();
    renderMenu({ ready: true, isLogin: true, userinfo: { email: 'kid@example.com' } });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
