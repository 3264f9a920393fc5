'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { describedBy } from '@/components/auth/form-fields';
import { Field } from '@/components/ui/field';
import { SCREENSHOT_MAX_BYTES } from '@/lib/api/contracts/feedback';

export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** The key of the problem with a chosen screenshot (type, then size), or null. The server checks the bytes again. */
export function screenshotProblem(file: File): 'screenshotType' | 'screenshotTooLarge' | null {
  if (!SCREENSHOT_TYPES.includes(file.type)) return 'screenshotType';
  if (file.size > SCREENSHOT_MAX_BYTES) return 'screenshotTooLarge';
  return null;
}

type ScreenshotInputProps = { file: File | null; error?: string; onChange: (file: File | null) => void };

export function ScreenshotInput({ file, error, onChange }: ScreenshotInputProps) {
  const t = useTranslations('feedback.form');
  const input = useRef<HTMLInputElement>(null);
  const hint = t('screenshotHint', { megabytes: SCREENSHOT_MAX_BYTES / 1024 / 1024 });
  return (
    <Field id="screenshot" label={t('screenshot')} hint={hint} error={error}>
      <input
        ref={input}
        id="screenshot"
        name="screenshot"
        type="file"
        accept={SCREENSHOT_TYPES.join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy('screenshot', error, hint)}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        className="block w-full text-sm text-muted file:mr-4 file:rounded-pill file:border file:border-line file:bg-surface file:px-4 file:py-2 file:font-bold file:text-ink hover:file:bg-surface-muted"
      />
      {file ? (
        <button
          type="button"
          onClick={() => {
            onChange(null);
            if (input.current) input.current.value = '';
          }}
          className="text-sm font-bold text-accent hover:underline"
        >
          {t('removeScreenshot', { name: file.name })}
        </button>
      ) : null}
    </Field>
  );
}
