import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { LinkButton } from '@/components/ui/link-button';
import { metadataFor } from '@/lib/seo/metadata';
import { pageLocale, type LocaleParams } from '../../_lib/locale';
import { EmojiIcon } from '@/components/ui/emoji-icon';

export const generateMetadata = metadataFor('paySuccess');

export default async function Page({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const t = await getTranslations('pricing.success');
  return (
    <Container className="py-20">
      <div className="mx-auto max-w-lg rounded-card border border-line bg-surface p-8 text-center shadow-lift">
        <EmojiIcon emoji="🎉" className="mx-auto h-16 w-16" />
        <h1 className="mt-4 text-3xl font-black tracking-tight">{t('title')}</h1>
        <p className="mt-3 text-muted">{t('body')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <LinkButton href="/dashboard/ai-coloring-page-generator">{t('create')}</LinkButton>
          <LinkButton href="/profile" variant="secondary">
            {t('account')}
          </LinkButton>
        </div>
      </div>
    </Container>
  );
}
