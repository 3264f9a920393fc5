'use client';

import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import type { CreationData } from '@/lib/api/contracts/generation';

/** PNG, SVG and PDF of one creation, as plain links the browser saves (the files are attachments). */
export function CreationDownloads({ creation, size = 'md' }: { creation: CreationData; size?: 'sm' | 'md' }) {
  const t = useTranslations('converter.result');
  return (
    <div className="flex flex-wrap gap-2">
      {creation.formats.map((format) => (
        <a key={format} href={creation.downloads[format]} download className={buttonClasses(format === 'png' ? 'primary' : 'secondary', size)}>
          <span aria-hidden="true">⬇</span>
          {t('download', { format: format.toUpperCase() })}
        </a>
      ))}
    </div>
  );
}
