'use client';

import { useRememberedPaper } from '@/components/paper/use-paper';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Select } from '@/components/ui/field';
import { STYLES } from '@/lib/engine/types';
import { DEFAULT_LINE_MM, LINE_MM, type Detail, type PhotoChoices } from './photo-options';

type OptionsPanelProps = { value: PhotoChoices; onChange: (next: PhotoChoices) => void; disabled?: boolean };

const radio =
  'flex cursor-pointer flex-col rounded-xl border border-line bg-surface p-3 text-left transition hover:bg-surface-muted ' +
  'has-[:checked]:border-accent has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-accent/30 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent dark:has-[:checked]:bg-brand-900/40';

/** Style, detail, line weight, background removal and paper of a photo conversion. */
export function OptionsPanel({ value, onChange, disabled }: OptionsPanelProps) {
  const t = useTranslations('converter.options');
  const id = useId();
  const set = (patch: Partial<PhotoChoices>) => onChange({ ...value, ...patch });
  const pickPaper = useRememberedPaper((paper) => paper !== value.paper && set({ paper }));

  return (
    <fieldset disabled={disabled} className="space-y-5">
      <legend className="sr-only">{t('title')}</legend>
      <div role="radiogroup" aria-labelledby={`${id}-style`}>
        <p id={`${id}-style`} className="mb-2 text-sm font-bold">
          {t('style')}
        </p>
        <div className="grid gap-2">
          {STYLES.map((style) => (
            <label key={style} className={radio}>
              <input
                type="radio"
                name={`${id}-style`}
                value={style}
                checked={value.style === style}
                onChange={() => set({ style, lineMm: DEFAULT_LINE_MM[style] })}
                className="sr-only"
              />
              <span className="font-extrabold">{t(`styles.${style}`)}</span>
              <span className="text-sm text-muted">{t(`styleHints.${style}`)}</span>
            </label>
          ))}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-detail`} className="block text-sm font-bold">
            {t('detail')}
          </label>
          <Select id={`${id}-detail`} value={value.detail} onChange={(e) => set({ detail: e.target.value as Detail })}>
            {(['low', 'medium', 'high'] as const).map((d) => (
              <option key={d} value={d}>
                {t(`details.${d}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-paper`} className="block text-sm font-bold">
            {t('paper')}
          </label>
          <Select id={`${id}-paper`} value={value.paper} onChange={(e) => pickPaper(e.target.value as PhotoChoices['paper'])}>
            <option value="a4">{t('papers.a4')}</option>
            <option value="letter">{t('papers.letter')}</option>
          </Select>
        </div>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-line`} className="flex justify-between text-sm font-bold">
          <span>{t('lineWeight')}</span>
          <output htmlFor={`${id}-line`} className="font-semibold text-muted">
            {t('lineWeightValue', { mm: value.lineMm })}
          </output>
        </label>
        <input
          id={`${id}-line`}
          type="range"
          min={LINE_MM.min}
          max={LINE_MM.max}
          step={LINE_MM.step}
          value={value.lineMm}
          onChange={(e) => set({ lineMm: Number(e.target.value) })}
          aria-valuetext={t('lineWeightValue', { mm: value.lineMm })}
          className="w-full accent-accent"
        />
        <div aria-hidden="true" className="flex justify-between text-xs text-muted">
          <span>{t('thin')}</span>
          <span>{t('thick')}</span>
        </div>
      </div>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          checked={value.removeBackground}
          onChange={(e) => set({ removeBackground: e.target.checked })}
          className="mt-1 h-5 w-5 accent-accent"
        />
        <span>
          <span className="block font-bold">{t('removeBackground')}</span>
          <span className="block text-sm text-muted">{t('removeBackgroundHint')}</span>
        </span>
      </label>
    </fieldset>
  );
}
