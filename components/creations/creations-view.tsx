'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useCreationsPage } from '@/components/tools/generation-api';
import { PublishDialog } from '@/components/tools/publish-dialog';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { Skeleton } from '@/components/ui/skeleton';
import { CREATION_TOOLS, type CreationData } from '@/lib/api/contracts/generation';
import { CreationCard } from './creation-card';
import { BooksSection } from './books-section';
import { DeleteDialog } from './delete-dialog';
import { RenameDialog } from './rename-dialog';

const FILTERS = ['all', ...CREATION_TOOLS] as const;
const PAGE_SIZE = 12;

/** My creations: filter by tool, page through, download, colour online, publish, delete. */
export function CreationsView() {
  const t = useTranslations('creations');
  const [tool, setTool] = useState<(typeof FILTERS)[number]>('all');
  const [page, setPage] = useState(1);
  const [publishing, setPublishing] = useState<CreationData | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<CreationData | null>(null);
  const list = useCreationsPage(tool, page, PAGE_SIZE);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));

  return (
    <div className="space-y-6">
      <BooksSection />
      <div role="group" aria-label={t('filterLabel')} className="flex flex-wrap gap-2">
        {FILTERS.map((filter) => (
          <Button
            key={filter}
            size="sm"
            variant={tool === filter ? 'primary' : 'secondary'}
            aria-pressed={tool === filter}
            onClick={() => (setTool(filter), setPage(1))}
          >
            {filter === 'all' ? t('all') : t(`tools.${filter}`)}
          </Button>
        ))}
      </div>
      {list.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-80" />
          ))}
        </div>
      ) : list.data?.items.length ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.data.items.map((creation) => (
            <CreationCard
              key={creation.id}
              creation={creation}
              onPublish={() => setPublishing(creation)}
              onRename={() => setRenaming(creation)}
              onDelete={() => setDeleting(creation.id)}
            />
          ))}
        </ul>
      ) : (
        <div className="rounded-card border border-dashed border-line p-10 text-center">
          <p className="text-lg font-bold">{tool === 'all' ? t('empty') : t('emptyFiltered')}</p>
          <LinkButton href="/dashboard/convert-photo-to-coloring-page" className="mt-4">
            {t('emptyCta')}
          </LinkButton>
        </div>
      )}
      {pages > 1 ? (
        <nav aria-label={t('pagination')} className="flex items-center justify-center gap-3">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('previous')}
          </Button>
          <span className="text-sm font-semibold">{t('pageOf', { page, pages })}</span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('next')}
          </Button>
        </nav>
      ) : null}
      {publishing ? <PublishDialog key={publishing.id} creation={publishing} open onClose={() => setPublishing(null)} /> : null}
      {renaming ? <RenameDialog key={renaming.id} creation={renaming} fallback={t(`tools.${renaming.tool}`)} onClose={() => setRenaming(null)} /> : null}
      <DeleteDialog id={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
