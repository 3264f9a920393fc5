'use client';

import { useTranslations } from 'next-intl';
import { SWATCHES } from '@/lib/preview/colorize-preview';

const CHOICES = [...new Set([...SWATCHES.vivid, ...SWATCHES.pastel.slice(0, 6), '#ffffff'])];

/** The colour a click paints with: a few ready swatches and the system colour picker. */
export function RecolorSwatches({ value, onChange }: { value: string; onChange: (hex: string) => void }) {
  const t = useTranslations('colorize.recolor');
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-bold">{t('label')}</legend>
      <div className="flex flex-wrap items-center gap-2">
        {CHOICES.map((hex) => (
          <button
            key={hex}
            type="button"
            aria-label={t('swatch', { hex })}
            aria-pressed={value === hex}
            onClick={() => onChange(hex)}
            className="h-8 w-8 rounded-full ring-1 ring-line aria-pressed:ring-4 aria-pressed:ring-accent"
            style={{ background: hex }}
          />
        ))}
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input type="color" value={value} onChange={(e) => onChange(e.target.value)} className="h-8 w-10 cursor-pointer rounded" />
          {t('custom')}
        </label>
      </div>
    </fieldset>
  );
}
