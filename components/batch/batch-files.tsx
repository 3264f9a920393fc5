'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';

/** A small preview of a chosen photo, so a list of IMG_1234.jpg names still says which is which. */
function FileThumb({ file }: { file: File }) {
  const image = useRef<HTMLImageElement>(null);
  // The object URL lives exactly as long as this preview shows the file, so it is made and freed here.
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <span className="block size-10 shrink-0 overflow-hidden rounded-lg bg-surface-muted">
      {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL: nothing for the image optimiser to fetch */}
      <img ref={image} alt="" width={40} height={40} decoding="async" className="size-10 object-cover" />
    </span>
  );
}

/** The photos chosen for a batch, each with a preview and removable. */
export function BatchFiles({ files, onRemove, disabled }: { files: File[]; onRemove: (index: number) => void; disabled?: boolean }) {
  const t = useTranslations('batch.files');
  if (!files.length) return null;
  return (
    <ul className="max-h-96 divide-y divide-line overflow-y-auto rounded-xl border border-line bg-surface">
      {files.map((file, index) => (
        <li key={`${file.name}-${file.lastModified}-${index}`} className="flex items-center gap-3 px-3 py-2 text-sm">
          <span className="w-6 shrink-0 text-right font-bold text-muted">{index + 1}.</span>
          <FileThumb file={file} />
          <span className="min-w-0 flex-1 truncate">{file.name}</span>
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
