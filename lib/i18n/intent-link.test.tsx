// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntentLink } from './intent-link';

// next-intl's own Link and router stand in as a plain anchor that shows the prefetch mode it was given,
// and a router that records what it was asked to prefetch.
const prefetched: unknown[] = [];
vi.mock('next-intl/navigation', () => ({
  createNavigation: () => ({
    Link: ({ href, prefetch, children, ...rest }: { href: string; prefetch?: boolean; children: ReactNode }) => (
      <a href={String(href)} data-prefetch={String(prefetch)} {...rest}>
        {children}
      </a>
    ),
    useRouter: () => ({ prefetch: (href: unknown) => prefetched.push(href) }),
  }),
}));

describe('IntentLink', () => {
  beforeEach(() => {
    prefetched.length = 0;
  });

  it('prefetches a page of the site on hover, focus and touch, never on sight', () => {
    render(<IntentLink href="/pricing">Pricing</IntentLink>);
    const link = screen.getByRole('link', { name: 'Pricing' });
    expect(link.dataset.prefetch).toBe('false');
    expect(prefetched).toEqual([]);
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(prefetched).toEqual(['/pricing', '/pricing', '/pricing']);
  });

  it('keeps a caller’s own handlers and Next’s viewport prefetch when asked for', () => {
    const seen: string[] = [];
    render(
      <IntentLink href="/gallery" prefetch onMouseEnter={() => seen.push('hover')}>
        Gallery
      </IntentLink>,
    );
    const link = screen.getByRole('link', { name: 'Gallery' });
    expect(link.dataset.prefetch).toBe('true');
    fireEvent.mouseEnter(link);
    expect([seen, prefetched]).toEqual([['hover'], ['/gallery']]);
  });

  it('prefetches nothing when told not to, or for another site', () => {
    render(
      <>
        <IntentLink href="/terms" prefetch={false}>
          Terms
        </IntentLink>
        <IntentLink href="https://openmoji.org">OpenMoji</IntentLink>
      </>,
    );
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Terms' }));
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'OpenMoji' }));
    expect(prefetched).toEqual([]);
  });
});
