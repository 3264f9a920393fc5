'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import { localeNames, locales, localeTags, type Locale } from '@/lib/i18n/locales';
import { Link, usePathname, useRouter } from '@/lib/i18n/navigation';
import { Disclosure } from './disclosure';

/**
 * Lists the ten languages as real links (crawlable, work without JavaScript). A click keeps the
 * current page and its query string; the router stores the choice in the language cookie.
 */
export function LanguageSwitcher() {
  const t = useTranslations('languageSwitcher');
  const current = useLocale() as Locale;
  const pathname = usePathname();
  const router = useRouter();

  const switchTo = (event: MouseEvent, locale: Locale) => {
    event.preventDefault();
    router.replace(`${pathname}${window.location.search}${window.location.hash}`, { locale, scroll: false });
  };

  return (
    <Disclosure
      label={t('label', { language: localeNames[current] })}
      summary={
        <>
          <GlobeIcon />
          <span className="hidden sm:inline">{localeNames[current]}</span>
        </>
      }
      panelClassName="right-0 w-48"
      align="end"
    >
      <ul className="py-1">
        {locales.map((locale) => (
          <li key={locale}>
            <Link
              href={pathname}
              locale={locale}
              hrefLang={localeTags[locale]}
              lang={localeTags[locale]}
              aria-current={locale === current ? 'true' : undefined}
              onClick={(event) => switchTo(event, locale)}
              className="flex items-center justify-between px-4 py-2 text-sm hover:bg-surface-muted aria-[current=true]:font-extrabold aria-[current=true]:text-accent"
            >
              {localeNames[locale]}
              {locale === current ? <span aria-hidden="true">✓</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </Disclosure>
  );
}

function GlobeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </svg>
  );
}
