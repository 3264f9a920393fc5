'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { toolError } from './api-error';
import { CreationDownloads } from './downloads';
import { createJob, useCreation, useJob } from './generation-api';
import { JobProgress } from './job-progress';
import { appendChoices, type PhotoChoices } from './photo-options';
import { ToolErrorNote } from './tool-error-note';

type SavePreviewProps = { file: File; choices: PhotoChoices; signedIn: boolean; onSignUp: () => void };

/**
 * Saving the previewed page: only now is the photo uploaded. A visitor's first save is their one
 * free try (the service's `onetime_user`); after that the service asks them to sign up.
 */
export function SavePreview({ file, choices, signedIn, onSignUp }: SavePreviewProps) {
  const t = useTranslations('converter.preview');
  const [jobId, setJobId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ReturnType<typeof toolError> | null>(null);
  const job = useJob(jobId);
  const creation = useCreation(job.data?.status === 'done' ? job.data.creation_id : null);

  async function save() {
    const form = new FormData();
    form.set('type', 'photo');
    appendChoices(form, choices);
    form.set('image', file);
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
    return (
      <div className="space-y-3">
        <p className="font-bold">{t('saved')}</p>
        <CreationDownloads creation={creation.data} size="sm" />
        {signedIn ? null : (
          <div className="rounded-xl bg-sun-100 p-3 text-sm text-amber-900 dark:bg-amber-900/40 dark:text-sun-100">
            <p>{t('keepIt')}</p>
            <LinkButton href="/register" size="sm" className="mt-2">
              {t('signUp')}
            </LinkButton>
          </div>
        )}
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {jobId ? <JobProgress job={job.data} /> : null}
      {error ? <ToolErrorNote error={error} /> : null}
      <Button className="w-full" disabled={sending || (jobId !== null && job.data?.status !== 'failed')} onClick={() => void save()}>
        {t('save')}
      </Button>
      <p className="text-xs text-muted">{signedIn ? t('saveNoteUser') : t('saveNoteVisitor')}</p>
    </div>
  );
}
