import { GeneratorLanding } from '@/components/generators/generator-landing';
import { metadataFor } from '@/lib/seo/metadata';
import { pageLocale, type LocaleParams } from '../../_lib/locale';

export const generateMetadata = metadataFor('nameGenerator');

export default async function Page({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return <GeneratorLanding kind="name" />;
}
