'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useRefreshAllowance } from '@/components/allowance/use-refresh-allowance';
import { toolError } from '@/components/tools/api-error';
import { Dropzone } from '@/components/tools/dropzone';
import { createBatch, useBatch } from '@/components/tools/generation-api';
import { OptionsPanel } from '@/components/tools/options-panel';
import { appendChoices, defaultChoices } from '@/components/tools/photo-options';
import { paperForLocale } from '@/lib/paper';
import { ToolErrorNote } from '@/components/tools/tool-error-note';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, Input } from '@/components/ui/field';
import { BatchFiles } from './batch-files';
import { BatchProgress } from './batch-progress';

/** At most 50 photos per batch, one job each. */
export const BATCH_MAX_FILES = 50;

/** Up to 50 photos with one set of options → one progress view → a ZIP and a PDF coloring book. */
export function BatchTool() {
  const t = useTranslations('batch');
  const locale = useLocale();
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [title, setTitle] = useState('');
  const [choices, setChoices] = useState(() => defaultChoices('coloring-page', paperForLocale(locale)));
  const [batchId, setBatchId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ReturnType<typeof toolError> | null>(null);
  const [tooMany, setTooMany] = useState(false);
  const batch = useBatch(batchId);
  const refreshAllowance = useRefreshAllowance();

  function add(more: File[]) {
    const all = [...files, ...more];
    setTooMany(all.length > BATCH_MAX_FILES);
    setFiles(all.slice(0, BATCH_MAX_FILES));
  }

  async function start() {
    const form = new FormData();
    appendChoices(form, choices);
    form.set('title', title.trim() || t('defaultTitle'));
    files.forEach((file, index) => form.append(`image${index + 1}`, file));
    setSending(true);
    setError(null);
    try {
      setBatchId((await createBatch(form)).id);
    } catch (caught) {
      setError(toolError(caught));
    } finally {
      setSending(false);
      refreshAllowance();
    }
  }

  if (batchId) {
    return (
      <div className="space-y-6">
        {batch.data ? <BatchProgress batch={batch.data} /> : <p aria-live="polite">{t('starting')}</p>}
        {batch.data?.ready || batch.data?.failed ? (
          <Button variant="secondary" onClick={() => (setBatchId(null), setFiles([]), setTitle(''))}>
            {t('another')}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-4">
        <Dropzone multiple onFiles={add} disabled={sending} />
        <p aria-live="polite" className="text-sm font-semibold text-muted">
          {t('files.count', { count: files.length, max: BATCH_MAX_FILES })}
        </p>
        {tooMany ? (
          <p role="alert" className="text-sm font-semibold text-red-600 dark:text-red-400">
            {t('files.tooMany', { max: BATCH_MAX_FILES })}
          </p>
        ) : null}
        <BatchFiles files={files} disabled={sending} onRemove={(index) => setFiles(files.filter((_, i) => i !== index))} />
      </div>
      <Card className="h-fit space-y-5 p-5">
        <Field id={`${id}-title`} label={t('titleLabel')} hint={t('titleHint')}>
          <Input
            id={`${id}-title`}
            value={title}
            maxLength={120}
            placeholder={t('defaultTitle')}
            onChange={(e) => setTitle(e.target.value)}
            aria-describedby={`${id}-title-hint`}
          />
        </Field>
        <OptionsPanel value={choices} onChange={setChoices} disabled={sending} />
        {error ? (
          <ToolErrorNote
            error={error}
            onFewer={(left) => {
              setFiles(files.slice(0, left));
              setError(null);
            }}
          />
        ) : null}
        <Button size="lg" className="w-full" disabled={!files.length || sending} onClick={() => void start()}>
          {t('start', { count: files.length })}
        </Button>
        <p className="text-xs text-muted">{t('costNote')}</p>
      </Card>
    </div>
  );
}
