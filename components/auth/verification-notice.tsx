'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorCode } from '@/lib/api/errors';
import { apiFetch } from '@/lib/api/fetch';
import { formFailure } from './api-failure';
import { FormAlert, TextField } from './form-fields';
import { useResendCountdown } from './resend-clock';
import { SubmitButton } from './submit-button';
import { useFormErrors } from './use-form-errors';
import { emailProblem, validationValues } from './validate';

/**
 * Under "we sent you a link": what to check, and a resend button that counts down the minute the
 * server enforces between two mails. Without an address in the URL, the visitor types it.
 */
export function VerificationNotice({ email: knownEmail }: { email?: string }) {
  const t = useTranslations('auth.verification');
  const tv = useTranslations('auth.validation');
  const te = useTranslations('errors');
  const tf = useTranslations('auth.fields');
  const locale = useLocale();
  const [typed, setTyped] = useState('');
  const email = knownEmail ?? typed.trim();
  const { seconds, restart } = useResendCountdown(email);
  const { formRef, errors, show, clear } = useFormErrors<'email'>();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  async function resend(event: FormEvent) {
    event.preventDefault();
    setStatus(null);
    const problem = emailProblem(email);
    if (problem) {
      show({ email: tv(problem, validationValues) });
      return;
    }
    setBusy(true);
    const body = { email };
    try {
      await apiFetch('/common-api/v1/resend-activate-email', { method: 'POST', body, handleErrors: false, headers: { 'X-Locale': locale } });
      restart();
      setStatus({ tone: 'success', text: t('resent') });
    } catch (error) {
      const failure = formFailure(error, body, [ErrorCode.tooManyAttempts]);
      if (failure?.code) {
        restart();
        setStatus({ tone: 'error', text: te(`error_${failure.code}`) });
      } else if (failure?.fields.email) {
        show({ email: failure.fields.email });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-5">
      <ul className="list-disc space-y-1 pl-5 text-sm text-muted">
        <li>{t('checkSpam')}</li>
        <li>{t('linkValid')}</li>
      </ul>
      <form ref={formRef} onSubmit={resend} noValidate className="space-y-4">
        {knownEmail ? null : (
          <TextField
            id="email"
            type="email"
            label={tf('email')}
            autoComplete="email"
            value={typed}
            error={errors.email}
            onChange={(e) => {
              setTyped(e.target.value);
              clear('email');
            }}
          />
        )}
        {status ? <FormAlert tone={status.tone}>{status.text}</FormAlert> : null}
        {seconds > 0 && !busy ? (
          <Button type="submit" variant="secondary" disabled className="w-full">
            {t('resendIn', { seconds })}
          </Button>
        ) : (
          <SubmitButton busy={busy} busyLabel={t('resending')} variant="secondary">
            {t('resend')}
          </SubmitButton>
        )}
      </form>
    </div>
  );
}
