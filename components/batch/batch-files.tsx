'use client';

import { useTranslations } from 'next-intl';

/** The photos chosen for a batch, each removable. */
export function BatchFiles({ files, onRemove, disabled }: { files: File[]; onRemove: (index: number) => void; disabled?: boolean }) {
  const t = useTranslations('batch.files');
  if (!files.length) return null;
  return (
    <ul className="max-h-72 divide-y divide-line overflow-y-auto rounded-xl border border-line bg-surface">
      {files.map((file, index) => (
        <li key={`${file.name}-${index}`} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
          <span className="truncate">
            <span className="mr-2 font-bold text-muted">{index + 1}.</span>
            {file.name}
          </span>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onRemove(index)}
            aria-label={t('remove', { name: file.name })}
            className="rounded-full p-1.5 text-muted hover:bg-surface-muted hover:text-ink disabled:opacity-50"
          >
            <span aria-hidden="true">✕</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
