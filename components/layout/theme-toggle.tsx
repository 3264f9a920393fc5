'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useSyncExternalStore } from 'react';
import { followSystemTheme, readTheme, saveTheme, subscribeTheme } from '@/lib/theme/theme';

// "default" is the light design, so the toggle offers three choices and shows "default" as light.
const choices = ['light', 'dark', 'auto'] as const;
type Choice = (typeof choices)[number];

function SunIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </svg>
  );
}

function AutoIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </svg>
  );
}

const icons: Record<Choice, () => React.JSX.Element> = { light: SunIcon, dark: MoonIcon, auto: AutoIcon };

export function ThemeToggle({ className = '' }: { className?: string }) {
  const t = useTranslations('themeToggle');
  // Rendered as "auto" on the server; the stored choice is read after hydration.
  const theme = useSyncExternalStore(subscribeTheme, readTheme, () => 'auto' as const);

  useEffect(() => followSystemTheme(readTheme), []);

  const choose = (next: Choice) => saveTheme(next);
  const active: Choice = theme === 'default' ? 'light' : theme;

  return (
    <div role="group" aria-label={t('label')} className={`inline-flex items-center gap-0.5 rounded-full border border-line bg-surface p-0.5 ${className}`}>
      {choices.map((choice) => {
        const Icon = icons[choice];
        const pressed = active === choice;
        return (
          <button
            key={choice}
            type="button"
            aria-pressed={pressed}
            aria-label={t(choice)}
            title={t(choice)}
            onClick={() => choose(choice)}
            className={`rounded-full p-1.5 transition-colors ${
              pressed ? 'bg-brand-100 text-brand-700 dark:bg-brand-900/60 dark:text-brand-100' : 'text-muted hover:text-ink'
            }`}
          >
            <Icon />
          </button>
        );
      })}
    </div>
  );
}
