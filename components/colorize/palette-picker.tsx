'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { SWATCHES, type Palette } from '@/lib/preview/colorize-preview';

const PALETTES: Palette[] = ['pastel', 'vivid', 'natural', 'from-reference-photo'];
const option =
  'flex cursor-pointer flex-col gap-2 rounded-xl border border-line bg-surface p-3 transition hover:bg-surface-muted ' +
  'has-[:checked]:border-accent has-[:checked]:ring-2 has-[:checked]:ring-accent/30 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent';

/** Pastel, vivid, natural, or the colours of a reference photo. */
export function PalettePicker({ value, onChange, disabled }: { value: Palette; onChange: (p: Palette) => void; disabled?: boolean }) {
  const t = useTranslations('colorize.palette');
  const id = useId();
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-2 text-sm font-bold">{t('label')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {PALETTES.map((palette) => (
          <label key={palette} className={option}>
            <input type="radio" name={id} className="sr-only" checked={value === palette} onChange={() => onChange(palette)} />
            <span className="text-sm font-extrabold">{t(palette)}</span>
            <span aria-hidden="true" className="flex h-4 overflow-hidden rounded-pill">
              {palette === 'from-reference-photo' ? (
                <span className="w-full bg-gradient-to-r from-sky-300 via-leaf-100 to-sun-100" />
              ) : (
                SWATCHES[palette].slice(0, 8).map((c) => <span key={c} className="flex-1" style={{ background: c }} />)
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
