import { getTranslations } from 'next-intl/server';
import { ColoringWorkspace } from '@/components/coloring-canvas/coloring-workspace';
import { Container } from '@/components/ui/container';
import { EXAMPLE_PAGES, type ColoringPageSource } from '@/lib/coloring-pages';

/** Heading and workspace of online coloring; the dashboard page renders the same view. */
export async function OnlineColoringView({ basePath, page, signedIn }: { basePath: string; page: ColoringPageSource | null; signedIn: boolean }) {
  const t = await getTranslations('coloring');
  return (
    <Container className="py-4 sm:py-6">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('heading')}</h1>
      {!page && <p className="mt-2 mb-6 max-w-prose text-muted">{t('lead')}</p>}
      <div className={page ? 'mt-3' : ''}>
        <ColoringWorkspace basePath={basePath} page={page} examples={EXAMPLE_PAGES} signedIn={signedIn} />
      </div>
    </Container>
  );
}
