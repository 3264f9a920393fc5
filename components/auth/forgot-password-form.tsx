'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { ErrorCode } from '@/lib/api/errors';
import { apiFetch } from '@/lib/api/fetch';
import { useRouter } from '@/lib/i18n/navigation';
import { formFailure } from './api-failure';
import { EmailField, FormAlert } from './form-fields';
import { SubmitButton } from './submit-button';
import { useFormFields } from './use-form-fields';
import { emailProblem, validationValues } from './validate';

/** Asks for a reset link; the next page says the same thing whether or not the address has an account. */
export function ForgotPasswordForm() {
  const t = useTranslations('auth');
  const tv = useTranslations('auth.validation');
  const te = useTranslations('errors');
  const locale = useLocale();
  const router = useRouter();
  const { formRef, values, show, bind } = useFormFields({ email: '' });
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAlert(null);
    const problem = emailProblem(values.email);
    if (problem) {
      show({ email: tv(problem, validationValues) });
      return;
    }
    setBusy(true);
    const body = { email: values.email.trim() };
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
      <EmailField {...bind('email')} />
      <SubmitButton busy={busy} busyLabel={t('forgot.submitting')}>
        {t('forgot.submit')}
      </SubmitButton>
    </form>
  );
}
