'use client';

import { useTranslations } from 'next-intl';
import { CreationDownloads } from '@/components/tools/downloads';
import { ResultCard } from '@/components/tools/result-card';
import { SaveJobStatus, useSaveJob } from '@/components/tools/save-job';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import type { Palette } from '@/lib/preview/colorize-preview';
import { pixelsToPng } from '@/lib/preview/decode';
import type { Pixels } from '@/lib/preview/protocol';

type SaveColorizedProps = {
  drawing: Pixels;
  palette: Palette;
  /** The palette's shuffle shown on the device, so the saved page has the same colours. */
  seed: number;
  /** The drawing's own file name, so the creation is named after it. */
  fileName?: string;
  reference: File | null;
  colors: Record<string, string>;
  signedIn: boolean;
  onSignUp: () => void;
};

/**
 * Sends the drawing (the very pixels the preview labelled, as a lossless PNG) with the palette and
 * the re-coloured areas; the service makes the print files.
 */
export function SaveColorized({ drawing, palette, seed, fileName, reference, colors, signedIn, onSignUp }: SaveColorizedProps) {
  const t = useTranslations('colorize.save');
  const saveJob = useSaveJob(onSignUp);

  async function save() {
    const form = new FormData();
    form.set('type', 'colorize');
    form.set('palette', palette);
    if (seed) form.set('seed', String(seed));
    if (Object.keys(colors).length) form.set('colors', JSON.stringify(colors));
    form.set('image', await pixelsToPng(drawing), fileName ? `${fileName.replace(/\.[a-z0-9]{2,5}$/i, '')}.png` : 'drawing.png');
    if (palette === 'from-reference-photo' && reference) form.set('reference', reference);
    await saveJob.send(form);
  }

  const creation = saveJob.creation;
  if (creation) {
    return signedIn ? (
      <ResultCard creation={creation} />
    ) : (
      <div className="space-y-3">
        <CreationDownloads creation={creation} size="sm" />
        <LinkButton href="/register" size="sm">
          {t('signUp')}
        </LinkButton>
      </div>
    );
  }
  const needsReference = palette === 'from-reference-photo' && !reference;
  return (
    <div className="space-y-3">
      <SaveJobStatus save={saveJob} />
      {needsReference ? <p className="text-sm text-muted">{t('needsReference')}</p> : null}
      <Button size="lg" className="w-full" disabled={saveJob.busy || needsReference} onClick={() => void save()}>
        {t('button')}
      </Button>
      <p className="text-xs text-muted">{signedIn ? t('noteUser') : t('noteVisitor')}</p>
    </div>
  );
}
