import { HomePage } from '@/components/marketing/home-page';
import { metadataFor } from '@/lib/seo/metadata';
import { popularCataloguePages } from '@/lib/server/catalogue/popular';
import { pageLocale, type LocaleParams } from '../_lib/locale';

export const generateMetadata = metadataFor('home');

// Rendered once and kept; the popular strip follows the view counts every ten minutes.
export const revalidate = 600;

export default async function Page({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return <HomePage popular={await popularCataloguePages(6)} />;
}
