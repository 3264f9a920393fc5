'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { PasswordStrength } from '@/components/auth/password-strength';
import { LinkButton } from '@/components/ui/link-button';
import { ErrorCode } from '@/lib/api/errors';
import { apiFetch } from '@/lib/api/fetch';
import { Link } from '@/lib/i18n/navigation';
import { formFailure } from './api-failure';
import { FormAlert, PasswordField } from './form-fields';
import { SubmitButton } from './submit-button';
import { useFormFields } from './use-form-fields';
import { newPasswordProblem, PASSWORD_MIN, validationValues } from './validate';

/** New password from the mailed link (token in the URL); afterwards every session has ended, so: log in. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const t = useTranslations('auth.reset');
  const tf = useTranslations('auth.fields');
  const tv = useTranslations('auth.validation');
  const te = useTranslations('errors');
  const { formRef, values, show, bind } = useFormFields({ password: '', confirm: '' });
  const { password, confirm } = values;
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<'done' | 'expired' | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const status = useRef<HTMLDivElement>(null);

  if (!token || outcome === 'expired') {
    return (
      <div className="space-y-4">
        <FormAlert>{token ? te(`error_${ErrorCode.linkExpired}`) : t('missingToken')}</FormAlert>
        <LinkButton href="/forget-password" className="w-full">
          {t('newLink')}
        </LinkButton>
      </div>
    );
  }
  if (outcome === 'done') {
    return (
      <div ref={status} tabIndex={-1} className="space-y-4 outline-none">
        <FormAlert tone="success">{t('done')}</FormAlert>
        <LinkButton href="/login" className="w-full">
          {t('toLogin')}
        </LinkButton>
      </div>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAlert(null);
    const passwordKey = newPasswordProblem(password);
    const confirmKey = !confirm ? 'passwordRequired' : confirm !== password ? 'passwordMismatch' : null;
    if (passwordKey || confirmKey) {
      show({
        password: passwordKey ? tv(passwordKey, validationValues) : undefined,
        confirm: confirmKey ? tv(confirmKey, validationValues) : undefined,
      });
      return;
    }
    setBusy(true);
    const body = { token, password };
    try {
      await apiFetch('/common-api/v1/reset-password', { method: 'POST', body, handleErrors: false });
      setOutcome('done');
      requestAnimationFrame(() => status.current?.focus());
    } catch (error) {
      const failure = formFailure(error, body, [ErrorCode.linkExpired, ErrorCode.tooManyAttempts]);
      if (failure?.code === ErrorCode.linkExpired) setOutcome('expired');
      else if (failure?.code) setAlert(te(`error_${failure.code}`));
      else if (failure) show({ password: failure.fields.password ?? Object.values(failure.fields)[0] });
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-5">
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <PasswordField
        {...bind('password')}
        label={tf('newPassword')}
        autoComplete="new-password"
        after={<PasswordStrength password={password} minLength={PASSWORD_MIN} />}
      />
      <PasswordField {...bind('confirm')} label={tf('confirmPassword')} autoComplete="new-password" />
      <SubmitButton busy={busy} busyLabel={t('submitting')}>
        {t('submit')}
      </SubmitButton>
      <p className="text-center text-sm text-muted">
        <Link href="/forget-password" className="font-bold text-accent hover:underline">
          {t('newLink')}
        </Link>
      </p>
    </form>
  );
}
