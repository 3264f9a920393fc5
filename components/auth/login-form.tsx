'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { loginData } from '@/lib/api/contracts/accounts';
import { ErrorCode } from '@/lib/api/errors';
import { apiFetch } from '@/lib/api/fetch';
import { formFailure } from './api-failure';
import { EmailField, FormAlert, PasswordField } from './form-fields';
import { SubmitButton } from './submit-button';
import { useFinishSignIn } from './use-finish-sign-in';
import { useFormFields } from './use-form-fields';
import { currentPasswordProblem, emailProblem, validationValues } from './validate';

type Field = 'email' | 'password';

/** E-mail and password sign-in (the frame below links to sign-up and recovery); 400016 and 400102 are said in the form, 400002 goes to verification (§8). */
export function LoginForm({ from }: { from?: string | null }) {
  const t = useTranslations('auth');
  const tv = useTranslations('auth.validation');
  const te = useTranslations('errors');
  const finish = useFinishSignIn();
  const { formRef, values, setValues, show, bind } = useFormFields({ email: '', password: '' });
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAlert(null);
    const emailKey = emailProblem(values.email);
    const passwordKey = currentPasswordProblem(values.password);
    if (emailKey || passwordKey) {
      show({
        email: emailKey ? tv(emailKey, validationValues) : undefined,
        password: passwordKey ? tv(passwordKey, validationValues) : undefined,
      });
      return;
    }
    show({});
    setBusy(true);
    const body = { email: values.email.trim(), password: values.password };
    try {
      const data = await apiFetch('/common-api/v1/login', { method: 'POST', body, schema: loginData, handleErrors: false });
      await finish(data, { from });
    } catch (error) {
      const failure = formFailure(error, body, [ErrorCode.wrongCredentials, ErrorCode.tooManyAttempts]);
      if (failure?.code) {
        setAlert(te(`error_${failure.code}`));
        if (failure.code === ErrorCode.wrongCredentials) setValues((v) => ({ ...v, password: '' }));
      } else if (failure) {
        show(failure.fields as Partial<Record<Field, string>>);
      }
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-5">
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <EmailField {...bind('email')} />
      <PasswordField {...bind('password')} label={t('fields.password')} autoComplete="current-password" />
      <SubmitButton busy={busy} busyLabel={t('login.submitting')}>
        {t('login.submit')}
      </SubmitButton>
    </form>
  );
}
