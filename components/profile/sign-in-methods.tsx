'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { GoogleIcon, AppleIcon } from '@/components/auth/provider-icons';
import { Badge } from '@/components/ui/badge';
import { signInMethodsData, type SignInMethodsData } from '@/lib/api/contracts/accounts';
import { apiFetch } from '@/lib/api/fetch';
import { ProfileSection } from './profile-section';

export const signInMethodsKey = ['self', 'user', 'sign-in-methods'] as const;

/** Password and the linked Google/Apple identities (GET /self-api/v1/user/sign-in-methods). */
export function SignInMethods({ initial }: { initial: SignInMethodsData }) {
  const t = useTranslations('profile.methods');
  const format = useFormatter();
  const { data } = useQuery({
    queryKey: signInMethodsKey,
    queryFn: ({ signal }) => apiFetch('/self-api/v1/user/sign-in-methods', { schema: signInMethodsData, signal }),
    initialData: initial,
  });

  const linked = (provider: 'google' | 'apple') => data.providers.find((p) => p.provider === provider);
  const rows = [
    { key: 'password', icon: <KeyIcon />, active: data.password, detail: null },
    ...(['google', 'apple'] as const).map((provider) => {
      const link = linked(provider);
      const since = link ? format.dateTime(new Date(link.linked_at), { dateStyle: 'medium' }) : null;
      return {
        key: provider,
        icon: provider === 'google' ? <GoogleIcon /> : <AppleIcon />,
        active: Boolean(link),
        detail: link ? t('linkedDetail', { email: link.email ?? '', since: since ?? '', hasEmail: link.email ? 'yes' : 'no' }) : null,
      };
    }),
  ];

  return (
    <ProfileSection id="methods" title={t('title')} lead={t('lead')}>
      <ul className="divide-y divide-line rounded-xl border border-line">
        {rows.map((row) => (
          <li key={row.key} className="flex items-center gap-3 px-4 py-3">
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-surface-muted">{row.icon}</span>
            <span className="min-w-0 flex-1">
              <span className="block font-bold">{t(row.key)}</span>
              {row.detail ? <span className="block truncate text-sm text-muted">{row.detail}</span> : null}
            </span>
            <Badge tone={row.active ? 'leaf' : 'sun'}>{row.active ? t('on') : t('off')}</Badge>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}

function KeyIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="8" cy="15" r="4" />
      <path d="m10.8 12.2 8.2-8.2M16 7l3 3M14 9l2 2" />
    </svg>
  );
}
