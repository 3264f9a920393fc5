'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useCreationsPage } from '@/components/tools/generation-api';
import { Select } from '@/components/ui/field';

/** One of the user's own pages as the drawing to colour (newest first). */
export function CreationSource({ onPick, disabled }: { onPick: (png: string, id: string) => void; disabled?: boolean }) {
  const t = useTranslations('colorize.source');
  const id = useId();
  const list = useCreationsPage('all', 1, 50);
  const items = (list.data?.items ?? []).filter((c) => c.tool !== 'colorize');
  if (!items.length) return null;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-bold">
        {t('fromCreations')}
      </label>
      <Select
        id={id}
        disabled={disabled}
        defaultValue=""
        onChange={(e) => {
          const chosen = items.find((c) => c.id === e.target.value);
          if (chosen) onPick(chosen.downloads.png, chosen.id);
        }}
      >
        <option value="" disabled>
          {t('pick')}
        </option>
        {items.map((c) => (
          <option key={c.id} value={c.id}>
            {c.title ?? t('untitled', { date: new Date(c.created_at) })}
          </option>
        ))}
      </Select>
    </div>
  );
}
