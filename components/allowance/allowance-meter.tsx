'use client';

import { useLocale, useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { Link } from '@/lib/i18n/navigation';
import { useSessionStore } from '@/stores/session-store-provider';
import { allowanceOf, resetTime } from './allowance';

/**
 * "3 of 5 free pages left today · resets at 01:00", the bought credits beside it and a way to buy
 * more. Signed-in users only; the numbers are the API's permissions_quota, refreshed after each job.
 */
export function AllowanceMeter({ compact = false, className }: { compact?: boolean; className?: string }) {
  const t = useTranslations('allowance');
  const locale = useLocale();
  const isLogin = useSessionStore((s) => s.isLogin);
  const quota = useSessionStore((s) => s.permissionsQuota);
  const allowance = allowanceOf(quota);
  if (!isLogin || !allowance) return null;
  const { freeLeft, freeTotal, resetsAt, credits } = allowance;
  const share = freeTotal > 0 ? freeLeft / freeTotal : 0;

  return (
    <section
      aria-label={t('label')}
      data-testid="allowance-meter"
      data-free-left={freeLeft}
      data-free-total={freeTotal}
      data-credits={credits}
      className={cn(compact ? 'space-y-1.5 px-3 py-2' : 'rounded-card border border-line bg-surface p-4 shadow-soft', className)}
    >
      <div className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-1', compact ? 'text-xs' : 'text-sm')}>
        <span className="font-bold text-ink">{t('free', { left: freeLeft, total: freeTotal })}</span>
        {/* One run of text, so a narrow line wraps inside it and never starts with a lone separator. */}
        <span className="text-muted">
          {[resetsAt ? t('resets', { time: resetTime(resetsAt, locale) }) : null, t('credits', { count: credits })].filter(Boolean).join(' · ')}
        </span>
      </div>
      <div
        role="meter"
        aria-label={t('free', { left: freeLeft, total: freeTotal })}
        aria-valuemin={0}
        aria-valuemax={freeTotal}
        aria-valuenow={freeLeft}
        className="h-2 overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          className={cn('h-full rounded-full', share > 0.4 ? 'bg-leaf-500' : share > 0 ? 'bg-sun-500' : 'bg-red-500')}
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </div>
      {!compact || freeLeft === 0 ? (
        <Link href="/pricing" className={cn('inline-block font-bold text-accent underline-offset-2 hover:underline', compact ? 'text-xs' : 'text-sm')}>
          {t('buy')}
        </Link>
      ) : null}
    </section>
  );
}
