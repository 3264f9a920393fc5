'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { CreationData } from '@/lib/api/contracts/generation';
import { GalleryFields, tagsFrom, useGalleryFields } from './gallery-fields';
import { generationKeys, publishCreation } from './generation-api';

type PublishDialogProps = { creation: CreationData; open: boolean; onClose: () => void };

/** Opt in to the gallery with a title and tags, or take the page out of it again. */
export function PublishDialog({ creation, open, onClose }: PublishDialogProps) {
  const t = useTranslations('converter.publish');
  const client = useQueryClient();
  const fields = useGalleryFields(creation.title ?? '', creation.tags.join(', '));

  const mutation = useMutation({
    mutationFn: (published: boolean) => publishCreation(creation.id, { published, title: fields.title.trim() || undefined, tags: tagsFrom(fields.tags) }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: generationKeys.creations });
      onClose();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (fields.ready()) mutation.mutate(true);
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('title')} closeLabel={t('close')}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <p className="text-muted">{t('body')}</p>
        <GalleryFields fields={fields} labels={{ title: t('titleLabel'), tags: t('tagsLabel'), tagsHint: t('tagsHint'), titleMissing: t('titleMissing') }} />
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
