'use client';

import type { ReactNode } from 'react';

type TermsCheckboxProps = { checked: boolean; onChange: (checked: boolean) => void; label: ReactNode; error?: string };

/** The terms acceptance of sign-up; its error is linked to the box like any field's. */
export function TermsCheckbox({ checked, onChange, label, error }: TermsCheckboxProps) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3">
        <input
          id="terms"
          name="terms"
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'terms-error' : undefined}
          className="mt-1 h-5 w-5 shrink-0 rounded border-line accent-[var(--cw-accent)]"
        />
        <label htmlFor="terms" className="text-sm leading-6">
          {label}
        </label>
      </div>
      {error ? (
        <p id="terms-error" role="alert" className="text-sm font-semibold text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
