'use client';

import Cookies from 'js-cookie';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { formFailure } from '@/components/auth/api-failure';
import { SubmitButton } from '@/components/auth/submit-button';
import { Field, Select } from '@/components/ui/field';
import { isLocale, localeNames, locales, localeTags, type Locale } from '@/lib/i18n/locales';
import { useRouter } from '@/lib/i18n/navigation';
import { LOCALE_COOKIE } from '@/lib/i18n/routing';
import { ProfileSection } from './profile-section';
import { useUpdateUser } from './use-update-user';

// The language cookie lives 365 days, path /, SameSite=Lax.
const COOKIE_DAYS = 365;

/** The account's language (e-mails are written in it) and this browser's: saved, then the page reloads in it. */
export function LanguageSetting({ locale: accountLocale }: { locale: Locale }) {
  const t = useTranslations('profile.language');
  const pageLocale = useLocale();
  const router = useRouter();
  const update = useUpdateUser();
  const [choice, setChoice] = useState<Locale>(accountLocale);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { locale: choice };
    try {
      await update.mutateAsync(body);
    } catch (error) {
      formFailure(error, body);
      return;
    }
    Cookies.set(LOCALE_COOKIE, choice, { expires: COOKIE_DAYS, path: '/', sameSite: 'lax' });
    if (choice !== pageLocale) router.replace('/profile', { locale: choice });
    else router.refresh();
  }

  return (
    <ProfileSection id="language" title={t('title')} lead={t('lead')}>
      <form onSubmit={submit} className="flex max-w-xl flex-col gap-4 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Field id="locale" label={t('label')}>
            <Select id="locale" name="locale" value={choice} onChange={(e) => isLocale(e.target.value) && setChoice(e.target.value)}>
              {locales.map((l) => (
                <option key={l} value={l} lang={localeTags[l]}>
                  {localeNames[l]}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <SubmitButton busy={update.isPending} busyLabel={t('saving')} className="w-full sm:w-auto">
          {t('save')}
        </SubmitButton>
      </form>
    </ProfileSection>
  );
}
