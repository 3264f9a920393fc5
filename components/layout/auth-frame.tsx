import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';

export type AuthPageKey =
  'login' | 'register' | 'registerVerification' | 'registerVerificationSuccess' | 'forgetPassword' | 'forgetPasswordReset' | 'forgetPasswordSent';

// Where each auth page points the visitor next, under its explanation.
const nextLinks: Record<AuthPageKey, Array<{ href: string; label: string }>> = {
  login: [
    { href: '/register', label: 'noAccount' },
    { href: '/forget-password', label: 'forgotPassword' },
  ],
  register: [{ href: '/login', label: 'haveAccount' }],
  registerVerification: [{ href: '/login', label: 'backToLogin' }],
  registerVerificationSuccess: [{ href: '/login', label: 'continueToLogin' }],
  forgetPassword: [{ href: '/login', label: 'backToLogin' }],
  forgetPasswordReset: [{ href: '/login', label: 'backToLogin' }],
  forgetPasswordSent: [{ href: '/login', label: 'backToLogin' }],
};

// The login page sends a signed-in visitor home (guest only), so a signed-in one is led on instead.
const signedInLinks: Partial<Record<AuthPageKey, Array<{ href: string; label: string }>>> = {
  registerVerificationSuccess: [{ href: '/dashboard', label: 'continueToDashboard' }],
};

type AuthFrameProps = {
  page: AuthPageKey;
  email?: string;
  signedIn?: boolean;
  /** Login and register name only the sign-in providers the server has configured. */
  providers?: 'both' | 'google' | 'apple' | 'none';
  children?: ReactNode;
};

/** The card of an auth page: heading, what happens here, the form (added by the auth feature), next links. */
export async function AuthFrame({ page, email, signedIn = false, providers = 'none', children }: AuthFrameProps) {
  const t = await getTranslations('authPages');
  const lead =
    page === 'registerVerification' && email
      ? t('registerVerification.leadWithEmail', { email })
      : page === 'registerVerificationSuccess' && signedIn
        ? t('registerVerificationSuccess.leadSignedIn')
        : t(`${page}.lead`, { providers });
  const links = (signedIn && signedInLinks[page]) || nextLinks[page];
  return (
    <div className="mx-auto mt-6 w-full max-w-md rounded-card border border-line bg-surface p-6 shadow-lift sm:mt-12 sm:p-8">
      <h1 className="text-3xl font-black tracking-tight">{t(`${page}.title`)}</h1>
      <p className="mt-3 text-muted">{lead}</p>
      {children ? <div className="mt-6">{children}</div> : null}
      <ul className="mt-8 space-y-2 border-t border-line pt-5 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="font-bold text-accent hover:underline">
              {t(`links.${link.label}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
