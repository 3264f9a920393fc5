'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { cn } from '@/components/ui/cn';

type PromptBoxProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  examples: string[];
  placeholder: string;
  max: number;
  multiline?: boolean;
  error?: string | null;
};

const control =
  'block w-full rounded-xl border border-line bg-surface px-4 py-3 text-lg text-ink placeholder:text-muted/70 ' +
  'focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 aria-[invalid=true]:border-red-500';

/** The prompt (or name) with a character count and example chips that fill it in. */
export function PromptBox({ label, value, onChange, examples, placeholder, max, multiline = true, error }: PromptBoxProps) {
  const t = useTranslations('generators.form');
  const id = useId();
  const length = [...value].length;
  const props = {
    id,
    value,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': `${id}-count${error ? ` ${id}-error` : ''}`,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-base font-extrabold">
        {label}
      </label>
      {multiline ? (
        <textarea rows={3} className={cn(control, 'resize-y')} {...props} />
      ) : (
        <input type="text" autoComplete="off" className={control} {...props} />
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-count`} className={cn('text-xs', length > max ? 'font-bold text-red-600 dark:text-red-400' : 'text-muted')}>
          {t('count', { count: length, max })}
        </p>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-muted">{t('examples')}</span>
        {examples.map((example) => (
          <button
            key={example}
            type="button"
            onClick={() => onChange(example)}
            className="min-h-9 rounded-pill border border-line bg-surface-muted px-3 py-1 text-sm font-semibold hover:border-accent focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
          >
            {example}
          </button>
        ))}
      </div>
    </div>
  );
}
