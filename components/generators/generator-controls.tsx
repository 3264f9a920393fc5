'use client';

import { useTranslations } from 'next-intl';
import { useRememberedPaper } from '@/components/paper/use-paper';
import { AI_STYLES, AUDIENCES, NAME_THEMES, TEXT_STYLES } from '@/lib/api/contracts/generation';
import { ChoiceGroup } from './choice-group';
import type { GeneratorKind } from './generator-api';
import type { Settings } from './generator-settings';

type ControlsProps = { kind: GeneratorKind; value: Settings; onChange: (patch: Partial<Settings>) => void; signedIn: boolean };

/** Style, audience, theme, paper, orientation and (AI generator) variations. */
export function GeneratorControls({ kind, value, onChange, signedIn }: ControlsProps) {
  const t = useTranslations('generators.form');
  const studio = useTranslations('studio');
  const pickPaper = useRememberedPaper((paper) => paper !== value.paper && onChange({ paper }));
  return (
    <div className="space-y-5">
      {kind === 'text' ? (
        <ChoiceGroup
          label={t('style')}
          value={value.textStyle}
          onChange={(textStyle) => onChange({ textStyle })}
          options={TEXT_STYLES.map((s) => ({ value: s, label: studio(`styles.${s}`), hint: t(`styleHints.${s}`) }))}
        />
      ) : null}
      {kind === 'ai' ? (
        <>
          <ChoiceGroup
            label={t('style')}
            value={value.aiStyle}
            onChange={(aiStyle) => onChange({ aiStyle })}
            options={AI_STYLES.map((s) => ({ value: s, label: t(`aiStyles.${s}`) }))}
          />
          <ChoiceGroup
            label={t('audience')}
            value={value.audience}
            onChange={(audience) => onChange({ audience })}
            options={AUDIENCES.map((a) => ({ value: a, label: studio(`styles.${a}`), hint: t(`audienceHints.${a}`) }))}
          />
        </>
      ) : null}
      {kind === 'name' ? (
        <ChoiceGroup
          label={t('theme')}
          value={value.theme}
          onChange={(theme) => onChange({ theme })}
          columns="grid-cols-2 sm:grid-cols-4"
          options={NAME_THEMES.map((theme) => ({ value: theme, label: studio(`themes.${theme}`) }))}
        />
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <ChoiceGroup
          label={t('paper')}
          value={value.paper}
          onChange={pickPaper}
          columns="grid-cols-2"
          options={(['a4', 'letter'] as const).map((p) => ({ value: p, label: studio(`paper.${p}`) }))}
        />
        <ChoiceGroup
          label={t('orientation')}
          value={value.orientation}
          onChange={(orientation) => onChange({ orientation })}
          columns="grid-cols-2"
          options={(['portrait', 'landscape'] as const).map((o) => ({ value: o, label: studio(`orientation.${o}`) }))}
        />
      </div>
      {kind === 'ai' && signedIn ? (
        <ChoiceGroup
          label={t('variations')}
          value={value.variations}
          onChange={(variations) => onChange({ variations })}
          columns="grid-cols-4"
          options={[1, 2, 3, 4].map((n) => ({ value: n, label: String(n) }))}
        />
      ) : null}
      {kind === 'ai' && signedIn && value.variations > 1 ? <p className="text-sm text-muted">{t('variationsCost', { count: value.variations })}</p> : null}
    </div>
  );
}
