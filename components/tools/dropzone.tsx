'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type DragEvent } from 'react';
import { cn } from '@/components/ui/cn';
import { EmojiIcon } from '@/components/ui/emoji-icon';
import { checkUpload, type UploadProblem } from '@/lib/preview/sniff';

type DropzoneProps = {
  /** Files that passed the checks, in the order given. */
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  label?: string;
  compact?: boolean;
  disabled?: boolean;
};

/**
 * A file picker that also takes drops. Every file is checked from its bytes (JPEG, PNG, WebP, at most
 * 20 MB) before the page uses it; refused files are named with the reason.
 */
export function Dropzone({ onFiles, multiple = false, label, compact = false, disabled = false }: DropzoneProps) {
  const t = useTranslations('converter.dropzone');
  const errors = useTranslations('converter.uploadErrors');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [refused, setRefused] = useState<Array<{ name: string; problem: UploadProblem }>>([]);

  async function take(list: FileList | null) {
    const files = Array.from(list ?? []).slice(0, multiple ? undefined : 1);
    const checked = await Promise.all(files.map(async (file) => ({ file, problem: await checkUpload(file) })));
    setRefused(checked.filter((c) => c.problem).map((c) => ({ name: c.file.name, problem: c.problem! })));
    const good = checked.filter((c) => !c.problem).map((c) => c.file);
    if (good.length) onFiles(good);
    if (input.current) input.current.value = '';
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    if (!disabled) void take(event.dataTransfer.files);
  }

  return (
    <div>
      <label
        htmlFor={id}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-card border-2 border-dashed border-line bg-surface text-center transition',
          'hover:border-accent hover:bg-brand-50/60 focus-within:border-accent focus-within:ring-2 focus-within:ring-accent/30 dark:hover:bg-surface-muted',
          compact ? 'px-4 py-5' : 'px-6 py-10 sm:py-14',
          over && 'border-accent bg-brand-50 dark:bg-surface-muted',
          disabled && 'pointer-events-none opacity-60',
        )}
      >
        <EmojiIcon emoji="🖼️" className={compact ? 'h-8 w-8' : 'h-12 w-12'} />
        <span className="text-lg font-extrabold">{label ?? (multiple ? t('labelMany') : t('label'))}</span>
        <span className="text-sm text-muted">{multiple ? t('dropMany') : t('drop')}</span>
        <span id={`${id}-hint`} className="text-xs text-muted">
          {t('hint')}
        </span>
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple={multiple}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          className="sr-only"
          onChange={(event) => void take(event.target.files)}
        />
      </label>
      {refused.length ? (
        <ul role="alert" className="mt-3 space-y-1 text-sm font-semibold text-red-600 dark:text-red-400">
          {refused.map((r, index) => (
            <li key={index}>{errors('named', { name: r.name, reason: errors(r.problem) })}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
