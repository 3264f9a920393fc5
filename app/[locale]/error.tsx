'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ErrorView } from '@/components/layout/error-view';
import { Button, buttonClasses } from '@/components/ui/button';
import { localizedPath, toLocale } from '@/lib/i18n/locales';

// Any error thrown while rendering a page: the generic error page, 500 by default. Every page loads
// this boundary, so it links home with a plain <a> rather than next-intl's Link: that would bring
// the navigation runtime (about 6 kB gzipped) into this chunk a second time, beside the header's copy.
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errorPage');
  const locale = toLocale(useLocale());
  return (
    <main id="main">
      <ErrorView
        status={500}
        title={t('serverErrorTitle')}
        description={t('serverErrorDescription')}
        actions={
          <>
            <Button onClick={reset}>{t('retry')}</Button>
            <a href={localizedPath(locale, '/')} className={buttonClasses('secondary')}>
              {t('home')}
            </a>
          </>
        }
      />
    </main>
  );
}
