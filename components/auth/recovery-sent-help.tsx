import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

/** What to do when the reset mail does not arrive; the same for every address (nothing is revealed). */
export async function RecoverySentHelp() {
  const t = await getTranslations('auth.forgot');
  return (
    <div className="space-y-3 text-sm text-muted">
      <p>{t('sentHelp')}</p>
      <p>
        <Link href="/forget-password" className="font-bold text-accent hover:underline">
          {t('tryAgain')}
        </Link>
      </p>
    </div>
  );
}
