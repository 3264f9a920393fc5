'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { PasswordStrength } from '@/components/auth/password-strength';
import { ErrorCode } from '@/lib/api/errors';
import { apiFetch } from '@/lib/api/fetch';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { formFailure } from './api-failure';
import { EmailField, FormAlert, PasswordField, TextField } from './form-fields';
import { markVerificationSent } from './resend-clock';
import { attribution } from './social-attribution';
import { SubmitButton } from './submit-button';
import { TermsCheckbox } from './terms-checkbox';
import { TurnstileWidget } from './turnstile-widget';
import { useFormFields } from './use-form-fields';
import { useSignupCheck } from './use-signup-check';
import { emailProblem, nameProblem, newPasswordProblem, PASSWORD_MIN, validationValues, type ValidationKey } from './validate';

type Field = 'name' | 'email' | 'password' | 'terms';

/** Sign-up: optional name, e-mail, password with the §5 meter, terms, Turnstile when the server asks. */
export function RegisterForm() {
  const t = useTranslations('auth');
  const tv = useTranslations('auth.validation');
  const te = useTranslations('errors');
  const locale = useLocale();
  const router = useRouter();
  const check = useSignupCheck();
  const { formRef, values, errors, show, clear, bind } = useFormFields<'name' | 'email' | 'password', 'terms'>({ name: '', email: '', password: '' });
  const [terms, setTerms] = useState(false);
  const [cfToken, setCfToken] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const siteKey = check.data?.required ? check.data.site_key : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAlert(null);
    const problems: Partial<Record<Field, ValidationKey | null>> = {
      name: nameProblem(values.name),
      email: emailProblem(values.email),
      password: newPasswordProblem(values.password),
      terms: terms ? null : 'termsRequired',
    };
    if (Object.values(problems).some(Boolean)) {
      show(Object.fromEntries(Object.entries(problems).map(([k, key]) => [k, key ? tv(key, validationValues) : undefined])));
      return;
    }
    if (siteKey && !cfToken) {
      setAlert(te(`error_${ErrorCode.captchaRequired}`));
      return;
    }
    show({});
    setBusy(true);
    const email = values.email.trim();
    const body = { email, password: values.password, name: values.name.trim() || null, cf_token: cfToken, ...attribution() };
    try {
      await apiFetch('/common-api/v1/signup', { method: 'POST', body, handleErrors: false, headers: { 'X-Locale': locale } });
      markVerificationSent(email);
      router.push(`/register/verification?email=${encodeURIComponent(email)}`);
    } catch (error) {
      const failure = formFailure(error, body, [ErrorCode.captchaRequired, ErrorCode.tooManyAttempts]);
      if (failure?.code) {
        setAlert(te(`error_${failure.code}`));
        if (failure.code === ErrorCode.captchaRequired) void check.refetch();
      } else if (failure) {
        show(failure.fields as Partial<Record<Field, string>>);
      }
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-5">
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <TextField {...bind('name')} label={t('fields.nameOptional')} autoComplete="name" />
      <EmailField {...bind('email')} />
      <PasswordField
        {...bind('password')}
        label={t('fields.password')}
        autoComplete="new-password"
        after={<PasswordStrength password={values.password} minLength={PASSWORD_MIN} />}
      />
      <TermsCheckbox
        checked={terms}
        error={errors.terms}
        onChange={(checked) => {
          setTerms(checked);
          clear('terms');
        }}
        label={t.rich('register.terms', {
          terms: (chunks) => (
            <Link href="/terms" target="_blank" className="font-bold text-accent underline">
              {chunks}
            </Link>
          ),
          privacy: (chunks) => (
            <Link href="/privacy" target="_blank" className="font-bold text-accent underline">
              {chunks}
            </Link>
          ),
        })}
      />
      {siteKey ? <TurnstileWidget siteKey={siteKey} onToken={setCfToken} onLoadError={() => setAlert(t('register.captchaLoadError'))} /> : null}
      <SubmitButton busy={busy} busyLabel={t('register.submitting')}>
        {t('register.submit')}
      </SubmitButton>
    </form>
  );
}
