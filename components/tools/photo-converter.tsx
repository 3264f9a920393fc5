'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { Style } from '@/lib/engine/types';
import { useRefreshAllowance } from '@/components/allowance/use-refresh-allowance';
import { toolError } from './api-error';
import { BeforeAfter } from './before-after';
import { Dropzone } from './dropzone';
import { createJob, useCreation, useJob } from './generation-api';
import { JobProgress } from './job-progress';
import { OptionsPanel } from './options-panel';
import { appendChoices, defaultChoices } from './photo-options';
import { paperForLocale } from '@/lib/paper';
import { ResultCard } from './result-card';
import { ToolErrorNote } from './tool-error-note';
import { usePhotoFile } from './use-photo-file';

/** The signed-in converter: photo → options → queued job with progress → the page and its files. */
export function PhotoConverter({ initialStyle = 'coloring-page' }: { initialStyle?: Style }) {
  const t = useTranslations('converter');
  const locale = useLocale();
  const photo = usePhotoFile();
  const [choices, setChoices] = useState(() => defaultChoices(initialStyle, paperForLocale(locale)));
  const [jobId, setJobId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ReturnType<typeof toolError> | null>(null);
  const refreshAllowance = useRefreshAllowance();
  const job = useJob(jobId);
  const creation = useCreation(job.data?.status === 'done' ? job.data.creation_id : null);
  const busy = sending || job.data?.status === 'queued' || job.data?.status === 'running' || (jobId !== null && !job.data);

  async function convert() {
    if (!photo.file) return;
    const form = new FormData();
    form.set('type', 'photo');
    appendChoices(form, choices);
    form.set('image', photo.file);
    setSending(true);
    setError(null);
    try {
      setJobId((await createJob(form)).id);
    } catch (caught) {
      setError(toolError(caught));
    } finally {
      setSending(false);
      refreshAllowance();
    }
  }

  function reset() {
    photo.setFile(null);
    setJobId(null);
    setError(null);
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-4">
        {photo.url && creation.data ? (
          <BeforeAfter before={photo.url} after={creation.data.downloads.png} beforeAlt={t('compare.beforeAlt')} afterAlt={t('compare.afterAlt')} />
        ) : photo.url ? (
          <Card className="p-3">
            {/* eslint-disable-next-line @next/next/no-img-element -- a local blob URL */}
            <img src={photo.url} alt={t('compare.beforeAlt')} className="mx-auto max-h-[28rem] w-auto rounded-xl" />
          </Card>
        ) : (
          <Dropzone onFiles={([file]) => (photo.setFile(file), setJobId(null), setError(null))} />
        )}
        {/* Once the page is shown, its heading says it is ready: the finished bar would only repeat it. */}
        {jobId && !creation.data ? <JobProgress job={job.data} /> : null}
        {creation.data ? <ResultCard creation={creation.data} onAnother={reset} /> : null}
      </div>
      <Card className="h-fit space-y-5 p-5">
        <h2 className="text-lg font-extrabold">{t('options.title')}</h2>
        <OptionsPanel value={choices} onChange={setChoices} disabled={busy} />
        {error ? <ToolErrorNote error={error} /> : null}
        <Button size="lg" className="w-full" disabled={!photo.file || busy} onClick={() => void convert()}>
          {busy ? t('actions.working') : creation.data ? t('actions.again') : t('actions.convert')}
        </Button>
        {photo.file ? (
          <Button variant="ghost" className="w-full" disabled={busy} onClick={reset}>
            {t('actions.otherPhoto')}
          </Button>
        ) : null}
        <p className="text-xs text-muted">{t('actions.costNote')}</p>
      </Card>
    </div>
  );
}
