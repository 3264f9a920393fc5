import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Logo } from './logo';
import { SkipLink } from './skip-link';
import { SoftLinks } from '@/components/ui/soft-links';

/** The blank layout of the auth pages and /privacy: the logo and the content, nothing else. */
export async function BlankFrame({ children }: { children: ReactNode }) {
  const t = await getTranslations('common');
  const nav = await getTranslations('nav');
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50/70 to-canvas dark:from-surface-muted/40">
      <SkipLink label={t('skipToContent')} />
      <header className="px-4 pt-8 pb-4 sm:px-8">
        <SoftLinks>
          <Logo label={nav('home')} />
        </SoftLinks>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 px-4 pb-16 outline-none sm:px-8">
        {children}
      </main>
    </div>
  );
}
