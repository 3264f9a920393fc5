'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import type { CreationData } from '@/lib/api/contracts/generation';
import { CreationDownloads } from './downloads';
import { PublishDialog } from './publish-dialog';
import { ReportSummary } from './report-summary';
import { closedByConstruction, intendedAudience } from './report-words';

/** Links to open a creation in the online coloring tool (its loader reads `page=creation:<id>`). */
export function colorOnlineHref(id: string) {
  return { pathname: '/dashboard/online-coloring', query: { page: `creation:${id}` } };
}

type ResultCardProps = { creation: CreationData; onAnother?: () => void; signedIn?: boolean };

/** A finished page: what it is good for, its downloads, and what to do with it next. */
export function ResultCard({ creation, onAnother, signedIn = true }: ResultCardProps) {
  const t = useTranslations('converter.result');
  const [publishing, setPublishing] = useState(false);
  return (
    <section aria-labelledby={`result-${creation.id}`} className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={`result-${creation.id}`} className="text-2xl font-extrabold">
          {t('title')}
        </h2>
        {creation.published ? <Badge tone="leaf">{t('published')}</Badge> : null}
      </div>
      {creation.report ? (
        <ReportSummary report={creation.report} intended={intendedAudience(creation.tool, creation.options)} closed={closedByConstruction(creation.tool)} />
      ) : null}
      <CreationDownloads creation={creation} />
      {signedIn ? (
        <div className="flex flex-wrap gap-2">
          <LinkButton href={colorOnlineHref(creation.id)} variant="secondary">
            {t('colorOnline')}
          </LinkButton>
          <Button variant="secondary" onClick={() => setPublishing(true)}>
            {creation.published ? t('editPublication') : t('publish')}
          </Button>
          {onAnother ? (
            <Button variant="ghost" onClick={onAnother}>
              {t('another')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {signedIn ? <PublishDialog creation={creation} open={publishing} onClose={() => setPublishing(false)} /> : null}
    </section>
  );
}
