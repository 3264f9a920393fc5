import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { SoftLinks } from '@/components/ui/soft-links';

/** The default layout: skip link, header, the page as <main>, footer; its plain page links open in the app (SoftLinks). */
export async function SiteFrame({ children }: { children: ReactNode }) {
  const t = await getTranslations('common');
  return (
    <SoftLinks>
      <SkipLink label={t('skipToContent')} />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
    </SoftLinks>
  );
}
