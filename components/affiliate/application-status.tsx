import { getLocale, getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import type { Distribution } from '@/lib/api/contracts/distribution';
import { formatDay } from './format';

/** Where an application stands: under review, or rejected (with the way to apply again). */
export async function ApplicationStatus({ affiliate }: { affiliate: Distribution }) {
  const t = await getTranslations('affiliate.apply');
  const locale = await getLocale();
  const rejected = affiliate.status === 'rejected';
  return (
    <div role="status" className="mt-6 rounded-card bg-surface-muted p-5">
      <Badge tone={rejected ? 'sun' : 'sky'}>{rejected ? t('rejectedBadge') : t('reviewBadge')}</Badge>
      <p className="mt-3 text-lg font-extrabold">{rejected ? t('rejectedTitle') : t('reviewTitle')}</p>
      <p className="mt-1 text-muted">{rejected ? t('rejectedBody') : t('reviewBody', { date: formatDay(affiliate.created_at, locale) })}</p>
    </div>
  );
}
