// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import de from '@/messages/de.json';
import { apiFetch } from '@/lib/api/fetch';
import { AppProviders } from './app-providers';

const push = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push, refresh: vi.fn() }),
  usePathname: () => '/de/pricing',
  useSearchParams: () => new URLSearchParams(),
}));

function reply(code: number, status: number) {
  return new Response(JSON.stringify({ code, message: 'server says no', data: null }), { status });
}

afterEach(() => vi.unstubAllGlobals());

describe('AppProviders wires apiFetch to the active language, toasts and router', () => {
  it('shows the translated toast for 400016 and sends 401 to the localized login page', async () => {
    render(
      <NextIntlClientProvider locale="de" messages={{ errors: de.errors }}>
        <AppProviders>
          <p>page</p>
        </AppProviders>
      </NextIntlClientProvider>,
    );
    expect(screen.getByText('page')).toBeInTheDocument();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(400016, 401)),
    );
    await waitFor(async () => {
      await apiFetch('/common-api/v1/login', { method: 'POST', body: {} }).catch(() => {});
      expect(await screen.findByText(de.errors.error_400016)).toBeInTheDocument();
    });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(401, 401)),
    );
    await apiFetch('/self-api/v1/user').catch(() => {});
    expect(push).toHaveBeenCalledWith(expect.stringMatching(/^\/de\/login/));
  });
});
