'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { useSharingSettings, useUpdateSharingSettings } from '@/components/sharing/use-sharing-settings';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { isApiClientError } from '@/lib/api/client-error';
import { ProfileSection } from './profile-section';

/** "Never share publicly" and the gallery nickname, for the whole family account. */
export function FamilySettings() {
  const t = useTranslations('sharing.settings');
  const s = useTranslations('sharing');
  const id = useId();
  const settings = useSharingSettings();
  const update = useUpdateSharingSettings();
  // Edits start from the saved settings; null means "not touched yet".
  const [neverShareEdit, setNeverShare] = useState<boolean | null>(null);
  const [nicknameEdit, setNickname] = useState<string | null>(null);
  const neverShare = neverShareEdit ?? settings.data?.never_share ?? false;
  const nickname = nicknameEdit ?? settings.data?.nickname ?? '';
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setNote(null);
    update.mutate(
      { never_share: neverShare, nickname: nickname.trim() },
      {
        onSuccess: () => setNote({ ok: true, text: t('saved') }),
        onError: (error) => setNote({ ok: false, text: isApiClientError(error) && error.kind === 'api' && error.message ? error.message : t('failed') }),
      },
    );
  }

  return (
    <ProfileSection id="family-settings" title={t('title')} lead={t('lead')}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div className="flex items-start gap-3">
          <input
            id={`${id}-never`}
            type="checkbox"
            checked={neverShare}
            onChange={(e) => setNeverShare(e.target.checked)}
            aria-describedby={`${id}-never-hint`}
            className="mt-1 size-5 accent-[var(--cw-accent)]"
          />
          <div>
            <label htmlFor={`${id}-never`} className="font-bold">
              {t('neverShare')}
            </label>
            <p id={`${id}-never-hint`} className="text-sm text-muted">
              {t('neverShareHint')}
            </p>
          </div>
        </div>
        <Field id={`${id}-nickname`} label={t('nickname')} hint={s('nicknameHint')}>
          <Input
            id={`${id}-nickname`}
            value={nickname}
            maxLength={40}
            placeholder={s('anonymous')}
            onChange={(e) => setNickname(e.target.value)}
            aria-describedby={`${id}-nickname-hint`}
          />
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={update.isPending || settings.isPending}>
            {t('save')}
          </Button>
          {note ? (
            <span role={note.ok ? 'status' : 'alert'} className={note.ok ? 'text-sm text-leaf-700 dark:text-leaf-100' : 'text-sm font-semibold text-red-600'}>
              {note.text}
            </span>
          ) : null}
        </div>
      </form>
    </ProfileSection>
  );
}
