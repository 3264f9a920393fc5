'use client';

import { hardNavigate } from '@/components/auth/hard-navigate';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { formFailure } from '@/components/auth/api-failure';
import { FormAlert, PasswordField, TextField } from '@/components/auth/form-fields';
import { SubmitButton } from '@/components/auth/submit-button';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { DeleteAccountBody } from '@/lib/api/contracts/accounts';
import { ErrorCode } from '@/lib/api/errors';
import { apiFetch } from '@/lib/api/fetch';
import { localizedPath, toLocale } from '@/lib/i18n/locales';
import { useSessionStoreApi } from '@/stores/session-store-provider';
import { ProfileSection } from './profile-section';

// The server's phrase (lib/server/config/auth.ts), typed by accounts without a password.
const CONFIRMATION_PHRASE = 'DELETE';

/** DELETE /self-api/v1/user after a confirmation dialog: the password, or the typed phrase for social-only accounts. */
export function DeleteAccount({ hasPassword }: { hasPassword: boolean }) {
  const t = useTranslations('profile.delete');
  const tf = useTranslations('auth.fields');
  const te = useTranslations('errors');
  const session = useSessionStoreApi();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  // After deletion the dialog says so and only leads home (the account and its session are gone).
  const [deleted, setDeleted] = useState(false);
  const remove = useMutation({
    mutationFn: (body: DeleteAccountBody) => apiFetch('/self-api/v1/user', { method: 'DELETE', body, handleErrors: false }),
  });

  function close() {
    if (deleted) return leave();
    setOpen(false);
    setSecret('');
    setError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!secret) return setError(hasPassword ? t('passwordRequired') : t('phraseRequired', { phrase: CONFIRMATION_PHRASE }));
    const body = hasPassword ? { password: secret } : { confirmation: secret };
    try {
      await remove.mutateAsync(body);
    } catch (failure) {
      const known = formFailure(failure, body, [ErrorCode.currentPasswordWrong, ErrorCode.confirmationMismatch, ErrorCode.tooManyAttempts]);
      if (known?.code === ErrorCode.confirmationMismatch) setError(t('phraseMismatch', { phrase: CONFIRMATION_PHRASE }));
      else if (known?.code) setError(te(`error_${known.code}`));
      return;
    }
    session.getState().clear();
    queryClient.clear();
    setDeleted(true);
  }

  const leave = () => hardNavigate(localizedPath(toLocale(locale), '/'));

  const field = {
    id: 'delete-secret',
    value: secret,
    error: error ?? undefined,
    onChange: (e: { target: { value: string } }) => (setSecret(e.target.value), setError(null)),
  };

  return (
    <ProfileSection id="delete" title={t('title')} lead={t('lead')}>
      <Button variant="danger" onClick={() => setOpen(true)} className="w-full sm:w-auto">
        {t('open')}
      </Button>
      <Dialog open={open} onClose={close} title={deleted ? t('deletedTitle') : t('dialogTitle')} closeLabel={t('cancel')}>
        {deleted ? (
          <div className="space-y-5">
            <FormAlert tone="success">{t('done')}</FormAlert>
            <Button onClick={leave} autoFocus className="w-full sm:w-auto">
              {t('toHome')}
            </Button>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="space-y-5">
            <FormAlert>{t('warning')}</FormAlert>
            {hasPassword ? (
              <PasswordField {...field} label={tf('currentPassword')} autoComplete="current-password" autoFocus />
            ) : (
              <TextField {...field} label={t('phraseLabel', { phrase: CONFIRMATION_PHRASE })} autoComplete="off" autoFocus />
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={close} className="w-full sm:w-auto">
                {t('cancel')}
              </Button>
              <SubmitButton busy={remove.isPending} busyLabel={t('deleting')} variant="danger" className="w-full sm:w-auto">
                {t('confirm')}
              </SubmitButton>
            </div>
          </form>
        )}
      </Dialog>
    </ProfileSection>
  );
}
