import '@fontsource-variable/nunito';
import type { Viewport } from 'next';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/providers/app-providers';
import { ThemeScript } from '@/components/layout/theme-script';
import { localeTags } from '@/lib/i18n/locales';
import type { LocaleParams } from '@/lib/page-params';
import { routing } from '@/lib/i18n/routing';
import { siteMetadata } from '@/lib/seo/metadata';
import '../globals.css';
import { ClientMessages } from '@/components/providers/client-messages';

export const generateMetadata = siteMetadata;

// Every language is rendered at build time; the pages below decide what else is prerendered.
export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#fffaf5' },
    { media: '(prefers-color-scheme: dark)', color: '#17120f' },
  ],
};

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return (
    <html lang={localeTags[locale]} suppressHydrationWarning>
      <head>
        <ThemeScript />
      </head>
      <body>
        {/* Only the shell's messages: pages with more client text send theirs (ClientMessages). */}
        <ClientMessages scope="shell">
          <AppProviders>{children}</AppProviders>
        </ClientMessages>
      </body>
    </html>
  );
}
