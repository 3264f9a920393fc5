// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToolErrorNote } from '@/components/tools/tool-error-note';
import en from '@/messages/en.json';
import { SessionStoreProvider } from '@/stores/session-store-provider';

HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};

// No app router is mounted here: its router is a stand-in (the site's links prefetch through it on hover).
vi.mock('next/navigation', async (original) => ({
  ...(await original<object>()),
  usePathname: () => '/dashboard/batch',
  useRouter: () => ({ prefetch() {}, push() {}, replace() {}, refresh() {}, back() {}, forward() {} }),
}));

const billing = {
  payments_enabled: true,
  plan: 'free',
  subscription: null,
  balance: { subscription_credits: 0, pack_credits: 0 },
  permissions_quota: [
    { permission_name: 'image_slow_prompts', quota: 5, used: 5, remaining: 0, resets_at: new Date(Date.now() + 3 * 3600_000).toISOString() },
    { permission_name: 'image_priority_prompts', quota: 0, used: 0, remaining: 0, resets_at: null },
  ],
  orders: [],
};

afterEach(() => vi.unstubAllGlobals());

/** Renders `ui` for a signed-in visitor with the English messages the note and the dialog use. */
function renderSignedIn(ui: ReactNode) {
  return render(
    <NextIntlClientProvider locale="en" messages={{ converter: en.converter, pricing: en.pricing, errors: en.errors, allowance: en.allowance }} timeZone="UTC">
      <SessionStoreProvider initial={{ isLogin: true, ready: true }}>{ui}</SessionStoreProvider>
    </NextIntlClientProvider>,
  );
}

describe('a tool refused for lack of pages', () => {
  it('opens the pricing dialog with what is left, when the free pages come back, and the offers', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ code: 200, message: 'success', data: billing }), { headers: { 'content-type': 'application/json' } }),
    );
    renderSignedIn(<ToolErrorNote error={{ kind: 'noQuota' }} />);
    const dialog = await screen.findByRole('dialog', { name: 'You have used all your pages for now' });
    await waitFor(() => expect(dialog).toHaveTextContent('No free pages left today'));
    expect(dialog).toHaveTextContent('Your free pages come back in 3 hours.');
    expect(dialog).toHaveTextContent('No credits left');
    expect(screen.getByRole('button', { name: 'Plus · Monthly · $9.99' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Family · 500 credits · $19.99' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compare all plans' })).toHaveAttribute('href', '/pricing');
  });

  it('offers to ask for fewer and leaves the dialog closed when some pages are still left', () => {
    const onFewer = vi.fn();
    renderSignedIn(
      <ToolErrorNote
        error={{
          kind: 'noQuota',
          message: 'You asked for 6 pages, but only 5 are left.',
          quota: { asked: 6, left: 5, freeLeft: 5, credits: 0, resetsAt: null },
        }}
        onFewer={onFewer}
      />,
    );
    // Five pages are left: "you have used all your pages" would be untrue, so nothing pops up.
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Keep only the first 5 photos' }));
    expect(onFewer).toHaveBeenCalledWith(5);
    // The offers are still one click away, under a title that does not claim the pages are gone.
    fireEvent.click(screen.getByRole('button', { name: 'Buy credits on the pricing page' }));
    expect(screen.getByRole('dialog', { name: 'Your pages' })).toBeInTheDocument();
  });
});
