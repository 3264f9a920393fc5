// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { SessionStoreProvider } from '@/stores/session-store-provider';
import { LoginForm } from './login-form';

const replace = vi.fn();
vi.mock('./hard-navigate', () => ({ hardNavigate: (path: string) => replace(path) }));

const user = {
  id: 'u1',
  email: 'ada@example.com',
  name: 'Ada',
  locale: 'en',
  email_verified: true,
  has_password: true,
  created_at: '2026-01-01T00:00:00.000Z',
};
const loginData = { user, permissions_quota: [], rank: { permission: { image: 'free' } }, onetime_user: false };

function answer(code: number, data: unknown = null, status = 200) {
  return new Response(JSON.stringify({ code, message: 'server text', data }), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderForm(from: string | null, locale: 'en' | 'ja' = 'en') {
  const messages = locale === 'en' ? en : ja;
  return render(
    <NextIntlClientProvider locale={locale} messages={{ auth: messages.auth, errors: messages.errors }}>
      <QueryClientProvider client={new QueryClient()}>
        <SessionStoreProvider>
          <LoginForm from={from} />
        </SessionStoreProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

async function fillAndSubmit(email: string, password: string, submit = 'Log in') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: submit }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  replace.mockReset();
});

describe('LoginForm', () => {
  it('explains missing fields in the page language, links them, focuses the first, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderForm(null, 'ja');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    const email = screen.getByLabelText('メールアドレス');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('メールアドレスを入力してください。');
    expect(screen.getByLabelText('パスワード')).toHaveAccessibleDescription('パスワードを入力してください。');
    await waitFor(() => expect(email).toHaveFocus());
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says 400016 in the form and clears the password', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(400016, null, 401)),
    );
    renderForm(null);
    await fillAndSubmit('ada@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password.');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(replace).not.toHaveBeenCalled();
  });

  it.each([
    ['/ja/profile?tab=1', '/ja/profile?tab=1'],
    ['https://evil.example/steal', '/dashboard'],
    ['//evil.example', '/dashboard'],
    [null, '/dashboard'],
  ])('after signing in with from=%j goes to %s', async (from, expected) => {
    const fetch = vi.fn(async (url: string) => (String(url).includes('/login') ? answer(200, loginData) : answer(200, loginData)));
    vi.stubGlobal('fetch', fetch);
    renderForm(from);
    await fillAndSubmit('ada@example.com', 'right-password');
    await waitFor(() => expect(replace).toHaveBeenCalledWith(expected));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/common-api/v1/login');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ada@example.com', password: 'right-password' });
    expect(document.cookie).toContain('colorwell_login=1');
  });
});
