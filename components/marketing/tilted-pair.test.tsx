// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { TiltedPair } from './tool-landing-frame';

vi.mock('next-intl/server', () => ({ getLocale: vi.fn(), getTranslations: vi.fn() }));

describe('TiltedPair', () => {
  it('fetches only the photo behind (the LCP image) with high priority, both eagerly', () => {
    render(
      <TiltedPair
        back={{ src: '/examples/cat-photo.webp', alt: 'Photo', width: 640, height: 453, className: 'w-3/4' }}
        front={{ src: '/examples/cat-coloring-page.webp', alt: 'Page', width: 640, height: 453, className: 'w-3/4' }}
      />,
    );
    const photo = screen.getByRole('img', { name: 'Photo' });
    const page = screen.getByRole('img', { name: 'Page' });
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    expect(photo).not.toHaveAttribute('loading', 'lazy');
    expect(page).not.toHaveAttribute('fetchpriority');
    expect(page).toHaveAttribute('loading', 'eager');
  });
});
