import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { dashboardFeedback, dashboardTools } from '@/lib/catalogue/tools';
import { Link } from '@/lib/i18n/navigation';
import { AccountMenu } from './account-menu';
import { DashboardNav } from './dashboard-nav';
import { DashboardShell } from './dashboard-shell';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { SkipLink } from './skip-link';
import { SoftLinks } from '@/components/ui/soft-links';
import { ThemeToggle } from './theme-toggle';

/** The dashboard layout: the tools in a sidebar with the user menu at its foot (in the top bar on small screens). */
export async function DashboardFrame({ children }: { children: ReactNode }) {
  const t = await getTranslations('dashboard');
  const nav = await getTranslations('nav');
  const common = await getTranslations('common');
  const creations = await getTranslations('creations');
  const links = [
    ...dashboardTools.map((tool) => ({ href: tool.path, label: nav(`tools.${tool.key}`), emoji: tool.emoji })),
    { href: '/dashboard/creations', label: creations('navLabel'), emoji: '🖼️', startsGroup: true },
    { href: dashboardFeedback.path, label: nav(`tools.${dashboardFeedback.key}`), emoji: dashboardFeedback.emoji },
  ];

  const sidebar = (
    <>
      <div className="px-5 pt-5 pb-2">
        <Logo label={nav('home')} />
      </div>
      <DashboardNav label={t('toolsLabel')} links={links} />
      <div className="space-y-3 border-t border-line p-4">
        <div className="flex items-center justify-between gap-2">
          <LanguageSwitcher />
          <ThemeToggle />
        </div>
        <Link href="/" className="block rounded-xl px-3 py-2 text-sm font-bold text-muted hover:bg-surface-muted hover:text-ink">
          {t('backToSite')}
        </Link>
        {/* Below the large layout the account menu sits in the top bar, in reach without the drawer. */}
        <div className="hidden items-center gap-2 lg:flex" aria-label={t('accountLabel')} role="group">
          <AccountMenu />
        </div>
      </div>
    </>
  );

  return (
    <SoftLinks>
      <SkipLink label={common('skipToContent')} />
      <DashboardShell
        sidebar={sidebar}
        topBar={
          <>
            <Logo label={nav('home')} />
            <div className="ml-auto flex items-center" aria-label={t('accountLabel')} role="group">
              <AccountMenu />
            </div>
          </>
        }
        openLabel={t('openMenu')}
        closeLabel={t('closeMenu')}
      >
        {children}
      </DashboardShell>
    </SoftLinks>
  );
}
