import { HomePage } from '@/components/marketing/home-page';
import { metadataFor } from '@/lib/seo/metadata';
import { pageLocale, type LocaleParams } from '../_lib/locale';

export const generateMetadata = metadataFor('home');

export default async function Page({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return <HomePage />;
}
