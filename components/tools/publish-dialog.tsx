'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import type { CreationData } from '@/lib/api/contracts/generation';
import { generationKeys, publishCreation } from './generation-api';

type PublishDialogProps = { creation: CreationData; open: boolean; onClose: () => void };

/** Opt in to the gallery with a title and tags, or take the page out of it again. */
export function PublishDialog({ creation, open, onClose }: PublishDialogProps) {
  const t = useTranslations('converter.publish');
  const id = useId();
  const client = useQueryClient();
  const [title, setTitle] = useState(creation.title ?? '');
  const [tags, setTags] = useState(creation.tags.join(', '));
  const [missing, setMissing] = useState(false);

  const mutation = useMutation({
    mutationFn: (published: boolean) =>
      publishCreation(creation.id, {
        published,
        title: title.trim() || undefined,
        tags: tags
          .split(/[,，、]/)
          .map((tag) => tag.trim())
          .filter(Boolean)
          .slice(0, 12),
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: generationKeys.creations });
      onClose();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) return setMissing(true);
    mutation.mutate(true);
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('title')} closeLabel={t('close')}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <p className="text-muted">{t('body')}</p>
        <Field id={`${id}-title`} label={t('titleLabel')} error={missing ? t('titleMissing') : undefined}>
          <Input
            id={`${id}-title`}
            value={title}
            maxLength={120}
            aria-invalid={missing}
            aria-describedby={missing ? `${id}-title-error` : undefined}
            onChange={(e) => {
              setTitle(e.target.value);
              setMissing(false);
            }}
          />
        </Field>
        <Field id={`${id}-tags`} label={t('tagsLabel')} hint={t('tagsHint')}>
          <Input id={`${id}-tags`} value={tags} onChange={(e) => setTags(e.target.value)} aria-describedby={`${id}-tags-hint`} />
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          {creation.published ? (
            <Button variant="secondary" disabled={mutation.isPending} onClick={() => mutation.mutate(false)}>
              {t('unpublish')}
            </Button>
          ) : null}
          <Button type="submit" disabled={mutation.isPending}>
            {creation.published ? t('update') : t('submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
