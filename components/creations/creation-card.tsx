'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { CreationDownloads } from '@/components/tools/downloads';
import { colorOnlineHref } from '@/components/tools/result-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import type { CreationData } from '@/lib/api/contracts/generation';

type CreationCardProps = { creation: CreationData; onPublish: () => void; onRename: () => void; onDelete: () => void };

/** One page of My creations: the picture, when and how it was made, and what to do with it. */
export function CreationCard({ creation, onPublish, onRename, onDelete }: CreationCardProps) {
  const t = useTranslations('creations');
  const format = useFormatter();
  const name = creation.title ?? t(`tools.${creation.tool}`);
  return (
    <li className="flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-soft">
      <a href={creation.downloads.png} target="_blank" rel="noopener" className="block bg-white p-2" aria-label={t('open', { name })}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a private, owner-only download */}
        <img src={creation.thumbnail} alt="" loading="lazy" className="aspect-[3/4] w-full object-contain" />
      </a>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h3 className="truncate font-extrabold">{name}</h3>
          <p className="text-sm text-muted">
            {creation.title ? `${t(`tools.${creation.tool}`)} · ` : ''}
            {format.dateTime(new Date(creation.created_at), { dateStyle: 'medium' })}
          </p>
          {creation.published ? (
            <Badge tone="leaf" className="mt-2">
              {t('published')}
            </Badge>
          ) : null}
        </div>
        <CreationDownloads creation={creation} size="sm" />
        <div className="mt-auto flex flex-wrap gap-2">
          <LinkButton href={colorOnlineHref(creation.id)} variant="secondary" size="sm">
            {t('colorOnline')}
          </LinkButton>
          <Button variant="secondary" size="sm" onClick={onPublish}>
            {creation.published ? t('editPublication') : t('publish')}
          </Button>
          <Button variant="ghost" size="sm" onClick={onRename} aria-label={t('renameNamed', { name })}>
            {t('renameButton')}
          </Button>
          <Button variant="ghost" size="sm" onClick={onDelete} aria-label={t('deleteNamed', { name })}>
            {t('delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}
