import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { PageLinkButton } from '@/components/ui/page-link';
import type { CataloguePage } from '@/lib/catalogue/pages';
import { CatalogueGrid } from './catalogue-grid';

/** The home page's strip of popular catalogue pages (most viewed first), with a link to all of them. */
export async function PopularStrip({ pages }: { pages: CataloguePage[] }) {
  const t = await getTranslations('catalogue');
  return (
    <section aria-labelledby="popular-title" className="py-16">
      <Container>
        <Heading id="popular-title" lead={t('popularLead')}>
          {t('popularTitle')}
        </Heading>
        <div className="mt-8">
          <CatalogueGrid pages={pages} size="compact" />
        </div>
        <div className="mt-8 text-center">
          <PageLinkButton href="/all-free-coloring-pages-printable" variant="secondary">
            {t('seeAll')}
          </PageLinkButton>
        </div>
      </Container>
    </section>
  );
}
