'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { PALETTES } from '@/lib/engine/coloring';
import { Swatch, useColorNames } from './swatch';

interface ColorPickerProps {
  color: string;
  history: readonly string[];
  onColor: (color: string) => void;
}

/** Preset palettes, the last 9 colours used and a free colour input. */
export function ColorPicker({ color, history, onColor }: ColorPickerProps) {
  const t = useTranslations('coloring.color');
  const [paletteId, setPaletteId] = useState<(typeof PALETTES)[number]['id']>('crayons');
  const palette = PALETTES.find((p) => p.id === paletteId) ?? PALETTES[0];
  const nameOf = useColorNames();
  const id = useId();
  return (
    // A group, as the phone's colour bar is: the palette is a set of controls, not a landmark.
    <div role="group" aria-label={t('title')} className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-3">
      <div className="flex items-center gap-3">
        <label
          htmlFor={`${id}-custom`}
          className="relative h-11 w-11 shrink-0 cursor-pointer overflow-hidden rounded-full border-2 border-black/25 dark:border-white/70"
          style={{ backgroundColor: color }}
        >
          <span className="sr-only">{t('custom')}</span>
          <input
            id={`${id}-custom`}
            type="color"
            value={color}
            aria-label={t('custom')}
            title={t('custom')}
            onChange={(e) => onColor(e.target.value)}
            className="absolute inset-0 cursor-pointer opacity-0"
          />
        </label>
        <select
          aria-label={t('palette')}
          value={paletteId}
          onChange={(e) => setPaletteId(e.target.value as typeof paletteId)}
          className="h-11 min-w-0 flex-1 rounded-xl border border-line bg-surface px-3 font-semibold"
        >
          {PALETTES.map((p) => (
            <option key={p.id} value={p.id}>
              {t(`palettes.${p.id}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2 overflow-x-auto p-1 lg:flex-wrap">
        {palette.colors.map((c) => (
          <Swatch key={c} color={c} selected={c === color} label={nameOf(c)} onPick={() => onColor(c)} />
        ))}
      </div>
      <div>
        <h3 className="mb-1 text-sm font-bold text-muted">{t('history')}</h3>
        {history.length === 0 ? (
          <p className="text-sm text-muted">{t('historyEmpty')}</p>
        ) : (
          <div className="flex gap-2 overflow-x-auto p-1 lg:flex-wrap">
            {history.map((c) => (
              <Swatch key={c} color={c} selected={c === color} label={nameOf(c)} onPick={() => onColor(c)} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
