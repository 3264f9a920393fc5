'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Field, Input } from '@/components/ui/field';
import { Link } from '@/lib/i18n/navigation';

/**
 * The "shown as" nickname of a share dialog and the question it asks: who will see the page and
 * under which name. Empty means anonymous; the account's own name is never offered.
 */
export function NicknameField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useTranslations('sharing');
  const id = useId();
  return (
    <>
      <Field id={`${id}-nickname`} label={t('nicknameLabel')} hint={t('nicknameHint')}>
        <Input
          id={`${id}-nickname`}
          value={value}
          maxLength={40}
          placeholder={t('anonymous')}
          autoComplete="off"
          aria-describedby={`${id}-nickname-hint`}
          onChange={(e) => onChange(e.target.value)}
        />
      </Field>
      <p data-testid="share-confirm" className="rounded-xl bg-sun-100 px-3 py-2 text-sm font-semibold text-ink dark:bg-sun-500/20">
        {t('confirm', { name: value.trim() || t('anonymous') })}
      </p>
    </>
  );
}

/** Said instead of the form when the family turned sharing off. */
export function SharingOffNote() {
  const t = useTranslations('sharing');
  return (
    <p role="status" className="rounded-xl border border-line bg-surface-muted p-3 text-sm">
      {t('off')}{' '}
      <Link href="/profile#family-settings" className="font-bold text-accent underline">
        {t('offLink')}
      </Link>
    </p>
  );
}
