'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import type { CreationData } from '@/lib/api/contracts/generation';
import { generationKeys, publishCreation } from './generation-api';

/** Splits the tags field the way the server does (any script's comma), at most 12. */
export function tagsFrom(text: string): string[] {
  return text
    .split(/[,，、]/)
    .map((tag) => tag.trim())
    .filter(Boolean)
    .slice(0, 12);
}

type GalleryFieldsProps = {
  title: string;
  tags: string;
  onTitle: (title: string) => void;
  onTags: (tags: string) => void;
  /** Shown under the title when it is empty on submit. */
  titleError?: string;
  labels: { title: string; tags: string; tagsHint: string };
};

/** The title and tags of a gallery entry: shared by "Share" on My creations and "Share to gallery" on the canvas. */
export function GalleryFields({ title, tags, onTitle, onTags, titleError, labels }: GalleryFieldsProps) {
  const id = useId();
  return (
    <>
      <Field id={`${id}-title`} label={labels.title} error={titleError}>
        <Input
          id={`${id}-title`}
          value={title}
          maxLength={120}
          aria-invalid={Boolean(titleError)}
          aria-describedby={titleError ? `${id}-title-error` : undefined}
          onChange={(e) => onTitle(e.target.value)}
        />
      </Field>
      <Field id={`${id}-tags`} label={labels.tags} hint={labels.tagsHint}>
        <Input id={`${id}-tags`} value={tags} onChange={(e) => onTags(e.target.value)} aria-describedby={`${id}-tags-hint`} />
      </Field>
    </>
  );
}

type PublishDialogProps = { creation: CreationData; open: boolean; onClose: () => void };

/** Opt in to the gallery with a title and tags, or take the page out of it again. */
export function PublishDialog({ creation, open, onClose }: PublishDialogProps) {
  const t = useTranslations('converter.publish');
  const client = useQueryClient();
  const [title, setTitle] = useState(creation.title ?? '');
  const [tags, setTags] = useState(creation.tags.join(', '));
  const [missing, setMissing] = useState(false);

  const mutation = useMutation({
    mutationFn: (published: boolean) => publishCreation(creation.id, { published, title: title.trim() || undefined, tags: tagsFrom(tags) }),
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
        <GalleryFields
          title={title}
          tags={tags}
          onTitle={(value) => {
            setTitle(value);
            setMissing(false);
          }}
          onTags={setTags}
          titleError={missing ? t('titleMissing') : undefined}
          labels={{ title: t('titleLabel'), tags: t('tagsLabel'), tagsHint: t('tagsHint') }}
        />
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
