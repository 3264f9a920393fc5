// @vitest-environment jsdom
/* eslint-disable @next/next/no-html-link-for-pages -- plain anchors are what SoftLinks is for: it gives them the in-app navigation next/link would */
import { fireEvent, render, screen } from '@testing-library/react';
import { SoftLinks } from './soft-links';

const push = vi.fn();
const prefetch = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, prefetch }) }));

beforeEach(() => {
  push.mockReset();
  prefetch.mockReset();
});

function page() {
  render(
    <SoftLinks>
      <a href="/de/tag/easy/page/2" data-soft="">
        <span>next</span>
      </a>
      <a href="/common-api/v1/catalogue/x/download?format=pdf">download</a>
      <a href="https://example.com/elsewhere" data-soft="">
        away
      </a>
      <a href="/de/pricing" data-soft="" target="_blank">
        new tab
      </a>
    </SoftLinks>,
  );
}

describe('SoftLinks', () => {
  it('opens a marked link to a page of this site in the app, from a click anywhere inside it', () => {
    page();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByText('next').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(push).toHaveBeenCalledWith('/de/tag/easy/page/2');
  });

  it('leaves modified clicks, other windows, other sites and unmarked anchors to the browser', () => {
    page();
    for (const [text, init] of [
      ['next', { ctrlKey: true }],
      ['next', { button: 1 }],
      ['new tab', {}],
      ['away', {}],
      ['download', {}],
    ] as const) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      screen.getByText(text).dispatchEvent(click);
      expect(click.defaultPrevented, text).toBe(false);
    }
    expect(push).not.toHaveBeenCalled();
  });

  it('prefetches a marked page once when the reader reaches for it', () => {
    page();
    fireEvent.mouseOver(screen.getByText('next'));
    fireEvent.focus(screen.getByText('next').closest('a')!);
    fireEvent.mouseOver(screen.getByText('download'));
    fireEvent.mouseOver(screen.getByText('away'));
    expect(prefetch.mock.calls).toEqual([['/de/tag/easy/page/2']]);
  });
});
