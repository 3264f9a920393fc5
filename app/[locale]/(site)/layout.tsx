import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteFrame } from '@/components/layout/site-frame';
import { toLocale } from '@/lib/i18n/locales';
import type { LocaleParams } from '@/lib/page-params';

// Public pages are rendered once per language and kept; content that changes (the gallery, popular
// pages) is refreshed by its cache tag, the rest at most hourly.
export const revalidate = 3600;

export default async function SiteLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  setRequestLocale(toLocale((await params).locale));
  return <SiteFrame>{children}</SiteFrame>;
}
