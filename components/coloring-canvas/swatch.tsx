'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { cn } from '@/components/ui/cn';
import { colorName } from './color-names';

/** "Light blue", "Dunkles Grün", "濃い赤": a colour named in the reader's language. */
export function useColorNames() {
  const t = useTranslations('coloring.colorNames');
  return useCallback(
    (hex: string) => {
      const { hue, shade } = colorName(hex);
      return t('name', { hue: t(`hues.${hue}`), shade });
    },
    [t],
  );
}

type SwatchProps = { color: string; selected: boolean; label: string; onPick: () => void; small?: boolean };

/** A round colour button with a border that shows on light and dark backgrounds alike. */
export function Swatch({ color, selected, label, onPick, small = false }: SwatchProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={selected}
      onClick={onPick}
      className={cn(
        small ? 'h-9 w-9' : 'h-10 w-10',
        'shrink-0 rounded-full border-2 border-black/25 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent dark:border-white/70',
        selected && 'ring-4 ring-accent ring-offset-2 ring-offset-surface',
      )}
      style={{ backgroundColor: color }}
    />
  );
}
