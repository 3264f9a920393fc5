// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { BatchFiles } from './batch-files';

afterEach(() => vi.unstubAllGlobals());

it('shows each chosen photo as a preview beside its name and frees the preview when it goes', () => {
  let made = 0;
  const revoked: string[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:photo-${++made}`, revokeObjectURL: (u: string) => revoked.push(u) }));
  const files = [new File(['a'], 'IMG_0001.jpg', { type: 'image/jpeg' }), new File(['b'], 'IMG_0002.jpg', { type: 'image/jpeg' })];
  const onRemove = vi.fn();
  const view = render(
    <NextIntlClientProvider locale="en" messages={{ batch: en.batch }}>
      <BatchFiles files={files} onRemove={onRemove} />
    </NextIntlClientProvider>,
  );
  const items = screen.getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[0].querySelector('img')?.getAttribute('src')).toBe('blob:photo-1');
  expect(items[1]).toHaveTextContent('IMG_0002.jpg');
  fireEvent.click(screen.getByRole('button', { name: en.batch.files.remove.replace('{name}', 'IMG_0001.jpg') }));
  expect(onRemove).toHaveBeenCalledWith(0);
  view.unmount();
  expect(revoked.sort()).toEqual(['blob:photo-1', 'blob:photo-2']);
});
