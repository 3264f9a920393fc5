'use client';

import { useState } from 'react';
import { toolError } from './api-error';
import { createJob, useCreation, useJob } from './generation-api';
import { JobProgress } from './job-progress';
import { ToolErrorNote } from './tool-error-note';

/**
 * The save of a try-it panel: sends its form as a job and follows the job to its creation. A visitor
 * whose free try is used up is asked to sign up (onSignUp) rather than shown an error.
 */
export function useSaveJob(onSignUp: () => void) {
  const [jobId, setJobId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ReturnType<typeof toolError> | null>(null);
  const job = useJob(jobId);
  const creation = useCreation(job.data?.status === 'done' ? job.data.creation_id : null);

  async function send(form: FormData) {
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

  return {
    send,
    creation: creation.data,
    /** While sending or while the job runs; a failed job may be sent again. */
    busy: sending || (jobId !== null && job.data?.status !== 'failed'),
    job: job.data,
    started: jobId !== null,
    error,
  };
}

/** The progress of the sent job and what went wrong, above the save button. */
export function SaveJobStatus({ save }: { save: ReturnType<typeof useSaveJob> }) {
  return (
    <>
      {save.started ? <JobProgress job={save.job} /> : null}
      {save.error ? <ToolErrorNote error={save.error} /> : null}
    </>
  );
}
