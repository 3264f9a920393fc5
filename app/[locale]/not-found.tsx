import { getTranslations } from 'next-intl/server';
import { CurrentPath } from '@/components/layout/current-path';
import { ErrorView } from '@/components/layout/error-view';
import { SiteFrame } from '@/components/layout/site-frame';
import { LinkButton } from '@/components/ui/link-button';

// Unknown paths and failed page validation show "Page Not Found: {path}" with status 404.
export default async function NotFound() {
  const t = await getTranslations('errorPage');
  return (
    <SiteFrame>
      <ErrorView
        status={404}
        title={t.rich('notFoundTitle', { path: () => <CurrentPath /> })}
        description={t('notFoundDescription')}
        actions={
          <>
            <LinkButton href="/">{t('home')}</LinkButton>
            <LinkButton href="/gallery" variant="secondary">
              {t('gallery')}
            </LinkButton>
          </>
        }
      />
    </SiteFrame>
  );
}
