'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Dropzone } from '@/components/tools/dropzone';
import { SignUpDialog } from '@/components/tools/sign-up-dialog';
import { usePhotoFile } from '@/components/tools/use-photo-file';
import { VisitorTrialNote } from '@/components/tools/visitor-trial-note';
import { countPreview, previewsUsed, useTriesUsed, VISITOR_TRIES } from '@/components/tools/visitor-tries';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { MAX_SHUFFLE_SEED } from '@/lib/colorize/plan';
import type { Palette } from '@/lib/preview/colorize-preview';
import { CreationSource } from './colorize-source';
import { PalettePicker } from './palette-picker';
import { RecolorSwatches } from './recolor-swatches';
import { RegionCanvas } from './region-canvas';
import { useSignedIn } from '@/components/session/signed-in';
import { SaveColorized } from './save-colorized';
import { useColorize } from './use-colorize';

/** Colorize a drawing: palette on the device, clicks to re-colour, then the service makes the files. */
export function ColorizeTool({ signedIn: given }: { signedIn?: boolean }) {
  const session = useSignedIn();
  const signedIn = given ?? session;
  const t = useTranslations('colorize');
  const errors = useTranslations('converter.previewErrors');
  const source = usePhotoFile();
  const [sourceUrl, setSourceUrl] = useState<string | null>(null);
  const reference = usePhotoFile();
  const [palette, setPalette] = useState<Palette>('pastel');
  const [hex, setHex] = useState('#e53935');
  const [askSignUp, setAskSignUp] = useState(false);
  const [round, setRound] = useState(0);
  // The palette's shuffle: 0 is its plain order; a shuffle keeps each kind of area in its own hues.
  const [seed, setSeed] = useState(0);
  const used = useTriesUsed('colorize');
  const work = useColorize();
  const original = sourceUrl ?? source.url;

  function takeDrawing(blob: Blob, url: string | null) {
    if (!signedIn && previewsUsed('colorize') >= VISITOR_TRIES) return setAskSignUp(true);
    if (!signedIn) countPreview('colorize');
    setSourceUrl(url);
    setRound((r) => r + 1);
    setSeed(0);
    void work.load(blob, palette, reference.file, 0);
  }

  function choosePalette(next: Palette) {
    setPalette(next);
    setSeed(0);
    if (work.page && (next !== 'from-reference-photo' || reference.file)) void work.repaint(next, reference.file, 0);
  }

  function shuffle() {
    const next = 1 + Math.floor(Math.random() * MAX_SHUFFLE_SEED);
    setSeed(next);
    void work.repaint(palette, reference.file, next);
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-4">
        {original ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <figure>
              {/* eslint-disable-next-line @next/next/no-img-element -- a local blob URL or a private download */}
              <img src={original} alt={t('originalAlt')} className="w-full rounded-xl bg-white ring-1 ring-line" />
              <figcaption className="mt-2 text-sm font-bold text-muted">{t('original')}</figcaption>
            </figure>
            <figure>
              {work.page ? (
                <RegionCanvas page={work.page} label={t('coloredAlt')} onPick={(x, y) => void work.pick(x, y, hex)} disabled={work.working} />
              ) : (
                <div className="aspect-square animate-pulse rounded-xl bg-surface-muted" />
              )}
              <figcaption className="mt-2 text-sm font-bold text-muted">{t('colored')}</figcaption>
            </figure>
          </div>
        ) : null}
        {!original || !signedIn ? (
          <Dropzone
            compact={!!original}
            label={original ? t('source.another') : t('source.upload')}
            disabled={work.working}
            onFiles={([file]) => {
              source.setFile(file);
              takeDrawing(file, null);
            }}
          />
        ) : null}
        <p aria-live="polite" className="text-sm font-semibold text-muted">
          {work.working ? t('working') : work.page ? t('hint', { count: Object.keys(work.colors).length }) : ''}
        </p>
        {work.problem ? (
          <p role="alert" className="text-sm font-semibold text-red-600 dark:text-red-400">
            {errors.has(work.problem) ? errors(work.problem) : errors('internal')}
          </p>
        ) : null}
      </div>
      <Card className="h-fit space-y-5 p-5">
        {signedIn ? (
          <>
            {original ? (
              <Dropzone compact label={t('source.another')} disabled={work.working} onFiles={([file]) => (source.setFile(file), takeDrawing(file, null))} />
            ) : null}
            <CreationSource
              disabled={work.working}
              onPick={(png) =>
                void fetch(png)
                  .then((r) => r.blob())
                  .then((blob) => takeDrawing(blob, png))
              }
            />
          </>
        ) : null}
        <PalettePicker value={palette} onChange={choosePalette} disabled={work.working} />
        {work.page && palette !== 'from-reference-photo' ? (
          <div className="space-y-1">
            <Button variant="secondary" className="w-full" disabled={work.working} onClick={shuffle}>
              {t('shuffle')}
            </Button>
            <p className="text-xs text-muted">{t('shuffleHint')}</p>
          </div>
        ) : null}
        {palette === 'from-reference-photo' ? (
          <Dropzone
            compact
            label={reference.file ? t('reference.change') : t('reference.label')}
            onFiles={([file]) => {
              reference.setFile(file);
              if (work.page) void work.repaint('from-reference-photo', file);
            }}
          />
        ) : null}
        {work.page ? <RecolorSwatches value={hex} onChange={setHex} /> : null}
        {!signedIn && used !== null ? <VisitorTrialNote used={used} /> : null}
        {work.page && work.drawing.current ? (
          <SaveColorized
            key={round}
            drawing={work.drawing.current}
            palette={palette}
            seed={seed}
            fileName={sourceUrl ? undefined : source.file?.name}
            reference={reference.file}
            colors={work.colors}
            signedIn={signedIn}
            onSignUp={() => setAskSignUp(true)}
          />
        ) : null}
      </Card>
      <SignUpDialog open={askSignUp} onClose={() => setAskSignUp(false)} dashboardPath="/dashboard/colorize-drawing" />
    </div>
  );
}
