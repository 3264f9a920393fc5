'use client';

import { useTranslations } from 'next-intl';
import { BillingSection } from '@/components/billing/billing-section';
import type { LoginData, SignInMethodsData } from '@/lib/api/contracts/accounts';
import { ChangePassword } from './change-password';
import { DeleteAccount } from './delete-account';
import { FamilySettings } from './family-settings';
import { LanguageSetting } from './language-setting';
import { ProfileDetails } from './profile-details';
import { ProfileSection } from './profile-section';
import { SignInMethods } from './sign-in-methods';
import { SignOut } from './sign-out';

type ProfilePanelProps = { user: LoginData['user']; methods: SignInMethodsData };

/** The profile's sections, seeded with the server-rendered account; each updates through react-query. */
export function ProfilePanel({ user, methods }: ProfilePanelProps) {
  const t = useTranslations('profile');
  return (
    <div className="mt-6 space-y-8">
      <ProfileDetails name={user.name} email={user.email} />
      <LanguageSetting locale={user.locale} />
      <BillingSection />
      <ChangePassword hasPassword={user.has_password} />
      <SignInMethods initial={methods} />
      <FamilySettings />
      <ProfileSection id="sign-out" title={t('signOut.title')}>
        <SignOut />
      </ProfileSection>
      <DeleteAccount hasPassword={user.has_password} />
    </div>
  );
}
