// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { ShareDialog } from './share-dialog';
import { useGalleryShare } from './use-gallery-share';

// The site's Link prefetches through the app router, which a unit test does not mount.
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};
URL.createObjectURL ??= () => 'blob:preview';
URL.revokeObjectURL ??= () => {};

const messages = { coloring: en.coloring, converter: en.converter, sharing: en.sharing };
const envelope = (data: unknown, code = 200, message = 'success') =>
  new Response(JSON.stringify({ code, message, data }), { status: code === 200 ? 200 : 422, headers: { 'content-type': 'application/json' } });
const notShared = { id: null, published: false, title: null, tags: [], published_at: null };

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const gallery = useGalleryShare('example-fish-sea', async () => new Blob(['png']), false);
  return <ShareDialog onClose={onClose} pageTitle="Fish in the sea" preview={async () => new Blob(['png'])} gallery={gallery} />;
}

const renderDialog = (onClose?: () => void) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <NextIntlClientProvider locale="en" messages={messages}>
        <Harness onClose={onClose} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
/** The family's sharing settings as the server answers them, or the painting's publication. */
const answer = (url: string, publication: unknown, settings = { nickname: null, never_share: false }) =>
  envelope(url.endsWith('/self-api/v1/sharing') ? settings : publication);

afterEach(() => vi.unstubAllGlobals());

describe('ShareDialog', () => {
  it('offers the page title, shares title and tags with the colour layer, and closes', async () => {
    const calls: { method: string; body: BodyInit | null | undefined }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      calls.push({ method: init.method ?? 'GET', body: init.body });
      return init.method === 'PUT'
        ? envelope({ ...notShared, id: '9b2f7c1e-0000-4000-8000-000000000001', published: true, title: 'Blue fish', tags: ['sea'] })
        : answer(url, notShared);
    });
    const onClose = vi.fn();
    renderDialog(onClose);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Fish in the sea');
    expect(screen.queryByRole('button', { name: 'Remove from the gallery' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share it' })).toHaveProperty('disabled', false));
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Blue fish' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Tags' }), { target: { value: 'sea, ' } });
    // It asks first: who will see it and under which name, anonymous unless a nickname is given.
    const nickname = screen.getByRole('textbox', { name: 'Shown as' });
    expect(nickname).toHaveProperty('value', '');
    expect(screen.getByTestId('share-confirm').textContent).toContain('"a Colorwell artist"');
    fireEvent.change(nickname, { target: { value: 'Star painter' } });
    expect(screen.getByTestId('share-confirm').textContent).toContain('"Star painter"');
    fireEvent.click(screen.getByRole('button', { name: 'Share it' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = calls.find((call) => call.method === 'PUT')!;
    const form = put.body as FormData;
    expect([form.get('title'), form.get('tags'), form.get('nickname'), form.get('layer') instanceof Blob]).toEqual(['Blue fish', 'sea', 'Star painter', true]);
  });

  it('explains, and shares nothing, when the family turned sharing off', async () => {
    vi.stubGlobal('fetch', async (url: string) => answer(url, notShared, { nickname: null, never_share: true }));
    renderDialog();
    expect(await screen.findByText('Sharing is turned off in your family settings.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change it in your profile' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Share it' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
  });

  it('asks for a title, and shows the server’s refusal in its own words', async () => {
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) =>
      init.method === 'PUT'
        ? envelope(null, 422, "That title or tag isn't right for a gallery children visit. Please choose other words.")
        : answer(url, notShared),
    );
    renderDialog();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share it' })).toHaveProperty('disabled', false));
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Share it' }));
    expect(await screen.findByText('Please give your page a title.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Bloody fish' } });
    fireEvent.click(screen.getByRole('button', { name: 'Share it' }));
    expect(await screen.findByText("That title or tag isn't right for a gallery children visit. Please choose other words.")).toBeTruthy();
  });

  it('fills in a shared painting’s title and tags and offers to take it out', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      answer(url, { ...notShared, id: '9b2f7c1e-0000-4000-8000-000000000001', published: true, title: 'Blue fish', tags: ['sea', 'fish'] }),
    );
    renderDialog();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Blue fish'));
    expect(screen.getByRole('textbox', { name: 'Tags' })).toHaveProperty('value', 'sea, fish');
    expect(screen.getByRole('button', { name: 'Remove from the gallery' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update in the gallery' })).toBeTruthy();
  });
});
