import { notFound } from 'next/navigation';
import { AccountPage } from '@/components/layout/account-page';
import { ProfilePanel } from '@/components/profile/profile-panel';
import { signInMethods } from '@/lib/server/accounts/profile';
import { findUserById, publicUser } from '@/lib/server/accounts/users';
import { metadataFor } from '@/lib/seo/metadata';
import { pages } from '@/lib/seo/pages';
import { requireUser, type SearchParams } from '../../_lib/access';
import { pageLocale, type LocaleParams } from '../../_lib/locale';
import { QueryProvider } from '@/components/providers/query-provider';

export const generateMetadata = metadataFor('profile');

export default async function Page({ params, searchParams }: { params: LocaleParams; searchParams: Promise<SearchParams> }) {
  const locale = await pageLocale(params);
  const session = await requireUser(locale, pages.profile.path, await searchParams);
  // Rendered with the account's data; the client sections take over for updates.
  const account = await findUserById(session.id);
  if (!account) notFound();
  return (
    <AccountPage page="profile" email={session.email}>
      <QueryProvider>
        <ProfilePanel user={publicUser(account)} methods={await signInMethods(account)} />
      </QueryProvider>
    </AccountPage>
  );
}
