import { getTranslations } from 'next-intl/server';
import { CurrentPath } from './current-path';
import { ErrorView } from './error-view';
import { PageLinkButton } from '@/components/ui/page-link';

/**
 * The localized 404 body ("Page Not Found: {path}"), shown inside the frame of the section that threw
 * `notFound()`: the site's header and footer on public pages, the dashboard's shell there. Next sends
 * each not-found boundary's content in the payload of every page below it, so this is only the body;
 * a boundary at the language's root that drew a second site frame put a copy of the header, the mobile
 * menu's links and the footer into every page's HTML.
 */
export async function NotFoundView() {
  const t = await getTranslations('errorPage');
  return (
    <ErrorView
      status={404}
      title={t.rich('notFoundTitle', { path: () => <CurrentPath /> })}
      description={t('notFoundDescription')}
      actions={
        <>
          <PageLinkButton href="/">{t('home')}</PageLinkButton>
          <PageLinkButton href="/gallery" variant="secondary">
            {t('gallery')}
          </PageLinkButton>
        </>
      }
    />
  );
}
