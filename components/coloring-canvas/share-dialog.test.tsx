// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { ShareDialog } from './share-dialog';
import { useGalleryShare } from './use-gallery-share';

HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};
URL.createObjectURL ??= () => 'blob:preview';
URL.revokeObjectURL ??= () => {};

const messages = { coloring: en.coloring, converter: en.converter };
const envelope = (data: unknown, code = 200, message = 'success') => new Response(JSON.stringify({ code, message, data }), { status: code === 200 ? 200 : 422, headers: { 'content-type': 'application/json' } });
const notShared = { id: null, published: false, title: null, tags: [], published_at: null };

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const gallery = useGalleryShare('example-fish-sea', async () => new Blob(['png']), false);
  return <ShareDialog onClose={onClose} pageTitle="Fish in the sea" preview={async () => new Blob(['png'])} gallery={gallery} />;
}

const renderDialog = (onClose?: () => void) =>
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <Harness onClose={onClose} />
    </NextIntlClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('ShareDialog', () => {
  it('offers the page title, shares title and tags with the colour layer, and closes', async () => {
    const calls: { method: string; body: BodyInit | null | undefined }[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit = {}) => {
      calls.push({ method: init.method ?? 'GET', body: init.body });
      return init.method === 'PUT' ? envelope({ ...notShared, id: '9b2f7c1e-0000-4000-8000-000000000001', published: true, title: 'Blue fish', tags: ['sea'] }) : envelope(notShared);
    });
    const onClose = vi.fn();
    renderDialog(onClose);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Fish in the sea');
    expect(screen.queryByRole('button', { name: 'Remove from the gallery' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Blue fish' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Tags' }), { target: { value: 'sea, ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Share it' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = calls.find((call) => call.method === 'PUT')!;
    const form = put.body as FormData;
    expect([form.get('title'), form.get('tags'), form.get('layer') instanceof Blob]).toEqual(['Blue fish', 'sea', true]);
  });

  it('asks for a title, and shows the server’s refusal in its own words', async () => {
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit = {}) =>
      init.method === 'PUT' ? envelope(null, 422, "That title or tag isn't right for a gallery children visit. Please choose other words.") : envelope(notShared),
    );
    renderDialog();
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Share it' }));
    expect(await screen.findByText('Please give your page a title.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Bloody fish' } });
    fireEvent.click(screen.getByRole('button', { name: 'Share it' }));
    expect(await screen.findByText("That title or tag isn't right for a gallery children visit. Please choose other words.")).toBeTruthy();
  });

  it('fills in a shared painting’s title and tags and offers to take it out', async () => {
    vi.stubGlobal('fetch', async () => envelope({ ...notShared, id: '9b2f7c1e-0000-4000-8000-000000000001', published: true, title: 'Blue fish', tags: ['sea', 'fish'] }));
    renderDialog();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Blue fish'));
    expect(screen.getByRole('textbox', { name: 'Tags' })).toHaveProperty('value', 'sea, fish');
    expect(screen.getByRole('button', { name: 'Remove from the gallery' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update in the gallery' })).toBeTruthy();
  });
});
