import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { CopyButton } from './copy-button';

/** The home page link with the code, ready to copy. */
export async function ShareLink({ link }: { link: string }) {
  const t = await getTranslations('affiliate.dashboard');
  return (
    <section aria-labelledby="share-title" className="mt-6 rounded-card bg-surface-muted p-4">
      <h2 id="share-title" className="font-extrabold">
        {t('shareTitle')}
      </h2>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <code className="min-w-0 break-all rounded-lg bg-surface px-3 py-1.5 font-mono text-sm">{link}</code>
        <CopyButton text={link} label={t('shareTitle')} />
        <Link href="/affiliate/assets" className="text-sm font-bold text-accent hover:underline">
          {t('moreLinks')}
        </Link>
      </div>
    </section>
  );
}
