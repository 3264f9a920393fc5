import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { Link } from '@/lib/i18n/navigation';
import { ClientMessages } from '@/components/providers/client-messages';

export type AccountPageKey = 'profile' | 'affiliateApply' | 'affiliate' | 'affiliateAssets' | 'affiliateDashboard' | 'affiliateDetails' | 'affiliateSettlement';

const affiliateNav = [
  { href: '/affiliate/dashboard', key: 'affiliateDashboard' },
  { href: '/affiliate/details', key: 'affiliateDetails' },
  { href: '/affiliate/settlement', key: 'affiliateSettlement' },
  { href: '/affiliate/assets', key: 'affiliateAssets' },
] as const;

type AccountPageProps = { page: AccountPageKey; email: string; children?: ReactNode };

/** Frame of the signed-in pages outside the dashboard: heading, explanation, the affiliate sub-navigation. */
export async function AccountPage({ page, email, children }: AccountPageProps) {
  const t = await getTranslations('accountPages');
  const inAffiliateArea = page !== 'profile' && page !== 'affiliateApply';
  return (
    <ClientMessages scope="app">
      <Container className="py-12 sm:py-16">
        <p className="text-sm font-semibold text-muted">{t('signedInAs', { email })}</p>
        <h1 className="mt-2 text-4xl font-black tracking-tight">{t(`${page}.title`)}</h1>
        <p className="mt-3 max-w-prose text-lg text-muted">{t(`${page}.lead`)}</p>
        {inAffiliateArea ? (
          <nav aria-label={t('affiliateNav')} className="mt-8 -mx-4 overflow-x-auto px-4">
            <ul className="flex gap-2">
              {affiliateNav.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={item.key === page ? 'page' : undefined}
                    className="block rounded-pill border border-line bg-surface px-4 py-2 text-sm font-bold whitespace-nowrap hover:bg-surface-muted aria-[current=page]:border-accent aria-[current=page]:text-accent"
                  >
                    {t(`${item.key}.title`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="mt-8 rounded-card border border-line bg-surface p-6 shadow-soft">
          <p className="text-muted">{t(`${page}.body`)}</p>
          {children}
        </div>
      </Container>
    </ClientMessages>
  );
}
