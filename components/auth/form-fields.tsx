'use client';

import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Field, Input } from '@/components/ui/field';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Rendered under the control, inside the field (the password meter). */
  after?: ReactNode;
};

/** The ids a control points at with aria-describedby: its error when it has one, else its hint. */
export function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

/** A labelled input whose error is announced and linked to it (aria-invalid, aria-describedby). */
export function TextField({ id, label, hint, error, after, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <Input id={id} name={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...input} />
      {after}
    </Field>
  );
}

/** The e-mail address of a sign-in or sign-up form: its label, keyboard and autofill. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'label' | 'autoComplete' | 'inputMode'>) {
  const t = useTranslations('auth.fields');
  return <TextField type="email" label={t('email')} autoComplete="email" inputMode="email" {...props} />;
}

/** A password input with a show/hide toggle; the value is never trimmed or changed. */
export function PasswordField({ id, label, hint, error, after, ...input }: TextFieldProps) {
  const t = useTranslations('auth.fields');
  const [visible, setVisible] = useState(false);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <div className="relative">
        <Input
          id={id}
          name={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className="pr-24"
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls={id}
          className="absolute inset-y-1 right-1 rounded-lg px-3 text-sm font-bold text-muted hover:bg-surface-muted hover:text-ink"
        >
          {visible ? t('hidePassword') : t('showPassword')}
        </button>
      </div>
      {after}
    </Field>
  );
}

/** A message about the whole form (not one field), read out as soon as it appears. */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' }) {
  const colours =
    tone === 'error'
      ? 'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950/50 dark:text-red-200'
      : 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-100';
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-xl border px-4 py-3 text-sm font-semibold ${colours}`}>
      {children}
    </div>
  );
}
