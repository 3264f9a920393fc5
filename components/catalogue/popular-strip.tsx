import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { LinkButton } from '@/components/ui/link-button';
import { popularPages } from '@/lib/catalogue/pages';
import { CatalogueGrid } from './catalogue-grid';

/** The home page's strip of popular catalogue pages, with a link to all of them. */
export async function PopularStrip() {
  const t = await getTranslations('catalogue');
  return (
    <section aria-labelledby="popular-title" className="py-16">
      <Container>
        <Heading id="popular-title" lead={t('popularLead')}>
          {t('popularTitle')}
        </Heading>
        <div className="mt-8">
          <CatalogueGrid pages={popularPages().slice(0, 6)} size="compact" />
        </div>
        <div className="mt-8 text-center">
          <LinkButton href="/all-free-coloring-pages-printable" variant="secondary">
            {t('seeAll')}
          </LinkButton>
        </div>
      </Container>
    </section>
  );
}
