import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { PageLink } from '@/components/ui/page-link';
import { AccountMenu } from './account-menu';
import { Disclosure } from './disclosure';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { mainLinks, toolLinks } from './nav-links';
import { ThemeToggle } from './theme-toggle';

export async function SiteHeader() {
  const t = await getTranslations('nav');
  const linkClass = 'rounded-pill px-3 py-2 text-sm font-bold hover:bg-surface-muted';

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-canvas/90 backdrop-blur supports-[backdrop-filter]:bg-canvas/75">
      <Container className="flex h-16 items-center gap-2">
        <Logo label={t('home')} />
        <nav aria-label={t('primary')} className="ml-6 hidden items-center gap-1 lg:flex">
          <Disclosure label={t('create')} summary={t('create')} panelClassName="left-0 w-72">
            <ul className="py-2">
              {toolLinks.map((link) => (
                <li key={link.href}>
                  <PageLink href={link.href} className="block px-4 py-2 text-sm hover:bg-surface-muted">
                    {t(link.label)}
                  </PageLink>
                </li>
              ))}
            </ul>
          </Disclosure>
          {mainLinks.map((link) => (
            <PageLink key={link.href} href={link.href} className={linkClass}>
              {t(link.label)}
            </PageLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageSwitcher />
          {/* Below sm these two live in the mobile menu, so the header fits a 360 px screen. */}
          <div className="hidden items-center gap-2 sm:flex">
            <ThemeToggle />
            <AccountMenu />
          </div>
          <MobileMenu
            account={<AccountMenu />}
            openLabel={t('openMenu')}
            closeLabel={t('closeMenu')}
            createLabel={t('create')}
            sections={[
              toolLinks.map((link) => ({ href: link.href, label: t(link.label) })),
              mainLinks.map((link) => ({ href: link.href, label: t(link.label) })),
            ]}
          />
        </div>
      </Container>
    </header>
  );
}
