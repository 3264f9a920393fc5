'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toolError } from '@/components/tools/api-error';
import { CreationDownloads } from '@/components/tools/downloads';
import { createJob, useCreation, useJob } from '@/components/tools/generation-api';
import { JobProgress } from '@/components/tools/job-progress';
import { ResultCard } from '@/components/tools/result-card';
import { ToolErrorNote } from '@/components/tools/tool-error-note';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import type { Palette } from '@/lib/preview/colorize-preview';
import { pixelsToPng } from '@/lib/preview/decode';
import type { Pixels } from '@/lib/preview/protocol';

type SaveColorizedProps = {
  drawing: Pixels;
  palette: Palette;
  reference: File | null;
  colors: Record<string, string>;
  signedIn: boolean;
  onSignUp: () => void;
};

/**
 * Sends the drawing (the very pixels the preview labelled, as a lossless PNG) with the palette and
 * the re-coloured areas; the service makes the print files.
 */
export function SaveColorized({ drawing, palette, reference, colors, signedIn, onSignUp }: SaveColorizedProps) {
  const t = useTranslations('colorize.save');
  const [jobId, setJobId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ReturnType<typeof toolError> | null>(null);
  const job = useJob(jobId);
  const creation = useCreation(job.data?.status === 'done' ? job.data.creation_id : null);

  async function save() {
    const form = new FormData();
    form.set('type', 'colorize');
    form.set('palette', palette);
    if (Object.keys(colors).length) form.set('colors', JSON.stringify(colors));
    form.set('image', await pixelsToPng(drawing), 'drawing.png');
    if (palette === 'from-reference-photo' && reference) form.set('reference', reference);
    setSending(true);
    setError(null);
    try {
      setJobId((await createJob(form)).id);
    } catch (caught) {
      const failure = toolError(caught);
      if (failure.kind === 'signUp') onSignUp();
      else setError(failure);
    } finally {
      setSending(false);
    }
  }

  if (creation.data) {
    return signedIn ? (
      <ResultCard creation={creation.data} />
    ) : (
      <div className="space-y-3">
        <CreationDownloads creation={creation.data} size="sm" />
        <LinkButton href="/register" size="sm">
          {t('signUp')}
        </LinkButton>
      </div>
    );
  }
  const needsReference = palette === 'from-reference-photo' && !reference;
  return (
    <div className="space-y-3">
      {jobId ? <JobProgress job={job.data} /> : null}
      {error ? <ToolErrorNote error={error} /> : null}
      {needsReference ? <p className="text-sm text-muted">{t('needsReference')}</p> : null}
      <Button size="lg" className="h-auto min-h-13 w-full py-3 whitespace-normal" disabled={sending || needsReference || (jobId !== null && job.data?.status !== 'failed')} onClick={() => void save()}>
        {t('button')}
      </Button>
      <p className="text-xs text-muted">{signedIn ? t('noteUser') : t('noteVisitor')}</p>
    </div>
  );
}
