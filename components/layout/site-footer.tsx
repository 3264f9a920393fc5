import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { PageLink } from '@/components/ui/page-link';
import { LogoMark } from './logo';
import { companyLinks, exploreLinks, toolLinks, type NavLink } from './nav-links';
import { Phrases } from '@/components/ui/phrases';

export async function SiteFooter() {
  const t = await getTranslations('footer');
  const nav = await getTranslations('nav');
  const columns: Array<{ title: string; links: NavLink[] }> = [
    { title: t('create'), links: toolLinks },
    { title: t('explore'), links: exploreLinks },
    { title: t('company'), links: companyLinks },
  ];

  return (
    <footer className="mt-24 border-t border-line bg-surface-muted/60">
      <Container className="grid gap-10 py-14 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="max-w-xs">
          <p className="flex items-center gap-2 text-lg font-black">
            <LogoMark className="h-7 w-7" />
            Colorwell
          </p>
          <p className="mt-3 text-sm text-muted">
            <Phrases>{t('tagline')}</Phrases>
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-extrabold tracking-wider uppercase">{column.title}</h2>
            <ul className="mt-4 space-y-2.5">
              {column.links.map((link) => (
                <li key={link.href}>
                  <PageLink href={link.href} className="text-sm text-muted hover:text-ink hover:underline">
                    {nav(link.label)}
                  </PageLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <Container className="border-t border-line py-6 text-sm text-muted">
        <p>{t('copyright', { year: new Date().getFullYear() })}</p>
        <p className="mt-1 text-xs">{t('openmojiCredit')}</p>
      </Container>
    </footer>
  );
}
