'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { formFailure } from '@/components/auth/api-failure';
import { FormAlert, PasswordField } from '@/components/auth/form-fields';
import { PasswordStrength } from '@/components/auth/password-strength';
import { SubmitButton } from '@/components/auth/submit-button';
import { useFormFields } from '@/components/auth/use-form-fields';
import { currentPasswordProblem, newPasswordProblem, PASSWORD_MIN, validationValues } from '@/components/auth/validate';
import type { ChangePasswordBody } from '@/lib/api/contracts/accounts';
import { ErrorCode } from '@/lib/api/errors';
import { apiFetch } from '@/lib/api/fetch';
import { Link } from '@/lib/i18n/navigation';
import { ProfileSection } from './profile-section';

type Field = 'current_password' | 'new_password';

/** PUT /self-api/v1/user/password: current + new; the server ends every other session of the account. */
export function ChangePassword({ hasPassword }: { hasPassword: boolean }) {
  const t = useTranslations('profile.password');
  const tf = useTranslations('auth.fields');
  const tv = useTranslations('auth.validation');
  const te = useTranslations('errors');
  const { formRef, values, setValues, show, bind } = useFormFields({ current_password: '', new_password: '' });
  const [alert, setAlert] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (body: ChangePasswordBody) => apiFetch('/self-api/v1/user/password', { method: 'PUT', body, handleErrors: false }),
  });

  if (!hasPassword) {
    return (
      <ProfileSection id="password" title={t('title')}>
        <p className="text-sm text-muted">
          {t.rich('noPassword', {
            link: (chunks) => (
              <Link href="/forget-password" className="font-bold text-accent hover:underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </ProfileSection>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAlert(null);
    const currentKey = currentPasswordProblem(values.current_password);
    const newKey = newPasswordProblem(values.new_password);
    if (currentKey || newKey) {
      return show({
        current_password: currentKey ? tv(currentKey, validationValues) : undefined,
        new_password: newKey ? tv(newKey, validationValues) : undefined,
      });
    }
    try {
      await change.mutateAsync(values);
      setValues({ current_password: '', new_password: '' });
      show({});
      toast.success(t('changed'));
    } catch (error) {
      const failure = formFailure(error, values, [ErrorCode.currentPasswordWrong, ErrorCode.tooManyAttempts]);
      if (failure?.code === ErrorCode.currentPasswordWrong) show({ current_password: te(`error_${failure.code}`) });
      else if (failure?.code) setAlert(te(`error_${failure.code}`));
      else if (failure) show(failure.fields as Partial<Record<Field, string>>);
    }
  }

  return (
    <ProfileSection id="password" title={t('title')} lead={t('lead')}>
      <form ref={formRef} onSubmit={submit} noValidate className="max-w-xl space-y-5">
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <PasswordField {...bind('current_password')} label={tf('currentPassword')} autoComplete="current-password" />
        <PasswordField
          {...bind('new_password')}
          label={tf('newPassword')}
          autoComplete="new-password"
          after={<PasswordStrength password={values.new_password} minLength={PASSWORD_MIN} />}
        />
        <SubmitButton busy={change.isPending} busyLabel={t('saving')} className="w-full sm:w-auto">
          {t('save')}
        </SubmitButton>
      </form>
    </ProfileSection>
  );
}
