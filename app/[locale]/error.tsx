'use client';

import { useTranslations } from 'next-intl';
import { ErrorView } from '@/components/layout/error-view';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';

// Any error thrown while rendering a page: the generic error page, 500 by default.
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errorPage');
  return (
    <main id="main">
      <ErrorView
        status={500}
        title={t('serverErrorTitle')}
        description={t('serverErrorDescription')}
        actions={
          <>
            <Button onClick={reset}>{t('retry')}</Button>
            <LinkButton href="/" variant="secondary">
              {t('home')}
            </LinkButton>
          </>
        }
      />
    </main>
  );
}
