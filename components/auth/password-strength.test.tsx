// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { PasswordStrength } from './password-strength';

function renderMeter(password: string, locale: 'en' | 'de' = 'en', minLength?: number) {
  const messages = locale === 'en' ? en : de;
  return render(
    <NextIntlClientProvider locale={locale} messages={{ passwordStrength: messages.passwordStrength }}>
      <PasswordStrength password={password} minLength={minLength} />
    </NextIntlClientProvider>,
  );
}

describe('PasswordStrength', () => {
  it('shows the number of checks passed on the meter', () => {
    renderMeter('Abcd1!');
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuenow', '5');
    expect(meter).toHaveAttribute('aria-valuetext', 'Strong');
    expect(screen.getByText('at least 6 characters').closest('li')).toHaveAttribute('data-passed', 'true');
  });

  it('marks missing checks and uses the minimum length it is given', () => {
    renderMeter('abc', 'en', 8);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByText('at least 8 characters').closest('li')).toHaveAttribute('data-passed', 'false');
    expect(screen.getByText('an uppercase letter').closest('li')).toHaveAttribute('data-passed', 'false');
  });

  it('speaks the visitor’s language', () => {
    renderMeter('Abcdef', 'de');
    expect(screen.getByRole('meter', { name: 'Passwortstärke' })).toHaveAttribute('aria-valuetext', 'Mittel');
  });
});
