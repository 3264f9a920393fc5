'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { ErrorCode } from '@/lib/api/errors';
import { apiFetch } from '@/lib/api/fetch';
import { useRouter } from '@/lib/i18n/navigation';
import { formFailure } from './api-failure';
import { FormAlert, TextField } from './form-fields';
import { SubmitButton } from './submit-button';
import { useFormErrors } from './use-form-errors';
import { emailProblem, validationValues } from './validate';

/** Asks for a reset link; the next page says the same thing whether or not the address has an account. */
export function ForgotPasswordForm() {
  const t = useTranslations('auth');
  const tv = useTranslations('auth.validation');
  const te = useTranslations('errors');
  const locale = useLocale();
  const router = useRouter();
  const { formRef, errors, show, clear } = useFormErrors<'email'>();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAlert(null);
    const problem = emailProblem(email);
    if (problem) {
      show({ email: tv(problem, validationValues) });
      return;
    }
    setBusy(true);
    const body = { email: email.trim() };
    try {
      await apiFetch('/common-api/v1/forgot-password', { method: 'POST', body, handleErrors: false, headers: { 'X-Locale': locale } });
      router.push('/forget-password/sent');
    } catch (error) {
      const failure = formFailure(error, body, [ErrorCode.tooManyAttempts]);
      if (failure?.code) setAlert(te(`error_${failure.code}`));
      else if (failure?.fields.email) show({ email: failure.fields.email });
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-5">
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <TextField
        id="email"
        type="email"
        label={t('fields.email')}
        autoComplete="email"
        inputMode="email"
        value={email}
        error={errors.email}
        onChange={(e) => {
          setEmail(e.target.value);
          clear('email');
        }}
      />
      <SubmitButton busy={busy} busyLabel={t('forgot.submitting')}>
        {t('forgot.submit')}
      </SubmitButton>
    </form>
  );
}
