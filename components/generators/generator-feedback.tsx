'use client';

import { useTranslations } from 'next-intl';
import { EmojiIcon } from '@/components/ui/emoji-icon';
import { ToolErrorNote } from '@/components/tools/tool-error-note';
import type { GeneratorError } from './generator-api';

/** "We understood: cat, ball", or why nothing was made, with words to try instead. */
export function GeneratorFeedback({
  understood,
  error,
  onSuggestion,
}: {
  understood: string[] | null;
  error: GeneratorError | null;
  onSuggestion: (word: string) => void;
}) {
  const t = useTranslations('studio');
  const g = useTranslations('generators.form');
  if (error) {
    return (
      <div className="space-y-3">
        <ToolErrorNote error={error} />
        {error.suggestions?.length ? (
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-semibold text-muted">{g('tryWords')}</span>
            {error.suggestions.map((word) => (
              <button
                key={word}
                type="button"
                onClick={() => onSuggestion(word)}
                className="min-h-9 rounded-pill bg-brand-50 px-3 py-1 text-sm font-bold text-brand-700 hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none dark:bg-brand-900/40 dark:text-brand-100"
              >
                {word}
              </button>
            ))}
          </div>
        ) : null}
      </div>
    );
  }
  if (!understood?.length) return null;
  return (
    <p className="rounded-xl bg-leaf-100 px-4 py-3 font-semibold text-leaf-700 dark:bg-leaf-700/30 dark:text-leaf-100" aria-live="polite">
      <EmojiIcon emoji="💡" className="mr-1 inline h-5 w-5 align-text-bottom" />
      {t('understood', { words: understood.join(', ') })}
    </p>
  );
}
