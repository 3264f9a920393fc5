'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { generationKeys, renameCreation } from '@/components/tools/generation-api';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import { ApiClientError } from '@/lib/api/client-error';
import type { CreationData } from '@/lib/api/contracts/generation';

const MAX_NAME = 120;

/** Gives a creation the name the family will look for; it is also the default title when shared. */
export function RenameDialog({ creation, fallback, onClose }: { creation: CreationData; fallback: string; onClose: () => void }) {
  const t = useTranslations('creations.rename');
  const client = useQueryClient();
  const [name, setName] = useState(creation.title ?? '');
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (title: string) => renameCreation(creation.id, title),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: generationKeys.creations });
      onClose();
    },
    onError: (e) => setError(e instanceof ApiClientError && e.kind === 'api' && e.message ? e.message : t('failed')),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const title = name.trim();
    if (!title) return setError(t('empty'));
    setError(null);
    mutation.mutate(title);
  }

  return (
    <Dialog open onClose={onClose} title={t('title')} closeLabel={t('cancel')}>
      <form onSubmit={submit} className="space-y-5" noValidate>
        <Field id="creation-name" label={t('label')} hint={t('hint')} error={error}>
          <Input
            id="creation-name"
            value={name}
            placeholder={fallback}
            maxLength={MAX_NAME}
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'creation-name-error' : 'creation-name-hint'}
            onChange={(e) => setName(e.target.value)}
          />
        </Field>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {t('save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
