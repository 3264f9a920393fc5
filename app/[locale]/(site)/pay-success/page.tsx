import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { EmojiIcon } from '@/components/ui/emoji-icon';
import { LinkButton } from '@/components/ui/link-button';
import { confirmCheckout } from '@/lib/server/billing/overview';
import { findUserById } from '@/lib/server/accounts/users';
import { getSessionUser } from '@/lib/server/http/session-user';
import { metadataFor } from '@/lib/seo/metadata';
import { pages } from '@/lib/seo/pages';
import { requireUser, type SearchParams } from '../../_lib/access';
import { pageLocale, type LocaleParams } from '../../_lib/locale';

export const generateMetadata = metadataFor('paySuccess');

/** Confirms the buyer's checkout on the server (the same fulfilment as the webhook) and shows the result. */
async function confirmation(sessionId: string | undefined) {
  const session = await getSessionUser();
  const user = session && sessionId ? await findUserById(session.id) : null;
  return user && sessionId ? confirmCheckout(user, sessionId) : null;
}

export default async function Page({ params, searchParams }: { params: LocaleParams; searchParams: Promise<SearchParams> }) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  await requireUser(locale, pages.paySuccess.path, query);
  const sessionId = typeof query.session_id === 'string' ? query.session_id : undefined;
  const result = await confirmation(sessionId);
  const t = await getTranslations('pricing.success');
  const credits = result ? result.balance.subscription_credits + result.balance.pack_credits : 0;
  const [emoji, title, body] =
    result?.status === 'paid'
      ? ['🎉', t('title'), t('body', { count: result.credits })]
      : result?.status === 'pending'
        ? ['⏳', t('pendingTitle'), t('pendingBody')]
        : result?.status === 'failed'
          ? ['⚠️', t('failedTitle'), t('failedBody')]
          : ['🧾', t('missingTitle'), t('missingBody')];
  return (
    <Container className="py-20">
      <div className="mx-auto max-w-lg rounded-card border border-line bg-surface p-8 text-center shadow-lift">
        <EmojiIcon emoji={emoji} className="mx-auto h-16 w-16" />
        <h1 className="mt-4 text-3xl font-black tracking-tight">{title}</h1>
        <p className="mt-3 text-muted">{body}</p>
        {result?.status === 'paid' ? (
          <>
            <p className="mt-4 text-xl font-extrabold" data-testid="balance">
              {t('balance', { count: credits })}
            </p>
            <p className="mt-1 text-sm text-muted">{t('priority')}</p>
          </>
        ) : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {result?.status === 'paid' ? (
            <LinkButton href="/dashboard/ai-coloring-page-generator">{t('create')}</LinkButton>
          ) : (
            <LinkButton href="/pricing">{t('pricing')}</LinkButton>
          )}
          <LinkButton href="/profile" variant="secondary">
            {t('account')}
          </LinkButton>
        </div>
      </div>
    </Container>
  );
}
