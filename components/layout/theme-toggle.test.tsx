// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { ThemeToggle } from './theme-toggle';

afterEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});

describe('ThemeToggle', () => {
  it('switches to dark, stores hs_theme and marks the choice pressed', async () => {
    const user = userEvent.setup();
    render(
      <NextIntlClientProvider locale="en" messages={{ themeToggle: en.themeToggle }}>
        <ThemeToggle />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('group', { name: 'Color theme' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Automatic (follow system)' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(JSON.parse(localStorage.getItem('colorwell_hs_theme')!).content).toBe('dark');
    expect(screen.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Light' }));
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
