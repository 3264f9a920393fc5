'use client';

import { useId } from 'react';

type Option<T extends string | number> = { value: T; label: string; hint?: string };
type ChoiceGroupProps<T extends string | number> = { label: string; options: Option<T>[]; value: T; onChange: (value: T) => void; columns?: string };

const pill =
  'flex min-h-11 cursor-pointer flex-col justify-center rounded-xl border border-line bg-surface px-3 py-2 text-left text-sm transition hover:bg-surface-muted ' +
  'has-[:checked]:border-accent has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-accent/30 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent dark:has-[:checked]:bg-brand-900/40';

/** One choice among a few, as native radio buttons (arrow keys move, the group is labelled). */
export function ChoiceGroup<T extends string | number>({ label, options, value, onChange, columns = 'grid-cols-2 sm:grid-cols-3' }: ChoiceGroupProps<T>) {
  const id = useId();
  return (
    <div role="radiogroup" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="mb-2 text-sm font-bold">
        {label}
      </p>
      <div className={`grid gap-2 ${columns}`}>
        {options.map((option) => (
          <label key={option.value} className={pill}>
            <input type="radio" name={id} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} className="sr-only" />
            <span className="font-extrabold">{option.label}</span>
            {option.hint ? <span className="text-xs text-muted">{option.hint}</span> : null}
          </label>
        ))}
      </div>
    </div>
  );
}
