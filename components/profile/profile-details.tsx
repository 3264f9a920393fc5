'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { formFailure } from '@/components/auth/api-failure';
import { TextField } from '@/components/auth/form-fields';
import { SubmitButton } from '@/components/auth/submit-button';
import { useFormErrors } from '@/components/auth/use-form-errors';
import { NAME_MAX } from '@/components/auth/validate';
import { ProfileSection } from './profile-section';
import { useUpdateUser } from './use-update-user';

/** Name (editable) and e-mail (shown, not editable: it is the sign-in identity). */
export function ProfileDetails({ name: initialName, email }: { name: string | null; email: string | null }) {
  const t = useTranslations('profile.details');
  const update = useUpdateUser();
  const { formRef, errors, show, clear } = useFormErrors<'name'>();
  const [name, setName] = useState(initialName ?? '');
  const [saved, setSaved] = useState(initialName ?? '');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = name.trim();
    if (!value) return show({ name: t('nameRequired') });
    if (value.length > NAME_MAX) return show({ name: t('nameTooLong', { max: NAME_MAX }) });
    const body = { name: value };
    try {
      const data = await update.mutateAsync(body);
      setName(data.user.name ?? value);
      setSaved(data.user.name ?? value);
      toast.success(t('saved'));
    } catch (error) {
      const failure = formFailure(error, body);
      if (failure?.fields.name) show({ name: failure.fields.name });
    }
  }

  return (
    <ProfileSection id="details" title={t('title')}>
      <form ref={formRef} onSubmit={submit} noValidate className="max-w-xl space-y-5">
        <TextField
          id="name"
          label={t('name')}
          autoComplete="name"
          value={name}
          maxLength={NAME_MAX + 20}
          error={errors.name}
          onChange={(e) => {
            setName(e.target.value);
            clear('name');
          }}
        />
        <TextField id="email" type="email" label={t('email')} value={email ?? ''} readOnly hint={t('emailHint')} className="bg-surface-muted" />
        <SubmitButton busy={update.isPending} busyLabel={t('saving')} className="w-full sm:w-auto" variant={name.trim() === saved ? 'secondary' : 'primary'}>
          {t('save')}
        </SubmitButton>
      </form>
    </ProfileSection>
  );
}
