'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { LinkButton } from '@/components/ui/link-button';
import { localizedPath, type Locale } from '@/lib/i18n/locales';

type SignUpDialogProps = { open: boolean; onClose: () => void; dashboardPath: string };

/** The visitor's free try is used: create an account (or sign in) to go on with this tool. */
export function SignUpDialog({ open, onClose, dashboardPath }: SignUpDialogProps) {
  const t = useTranslations('converter.signUp');
  const locale = useLocale() as Locale;
  return (
    <Dialog open={open} onClose={onClose} title={t('title')} closeLabel={t('close')}>
      <p className="text-muted">{t('body')}</p>
      <div className="mt-6 flex flex-wrap gap-2">
        <LinkButton href="/register">{t('signUp')}</LinkButton>
        <LinkButton href={{ pathname: '/login', query: { from: localizedPath(locale, dashboardPath) } }} variant="secondary">
          {t('logIn')}
        </LinkButton>
      </div>
    </Dialog>
  );
}
