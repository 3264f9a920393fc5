'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { NicknameField, SharingOffNote } from '@/components/sharing/nickname-field';
import { useSharingSettings } from '@/components/sharing/use-sharing-settings';
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
  const s = useTranslations('sharing');
  const fields = useGalleryFields(creation.title ?? '', creation.tags.join(', '));
  const sharing = useSharingSettings(open);
  const [nickname, setNickname] = useState<string | null>(null);
  const shownAs = nickname ?? sharing.data?.nickname ?? '';
  const off = sharing.data?.never_share === true;

  const send = (published: boolean) =>
    publishCreation(creation.id, {
      published,
      title: fields.title.trim() || undefined,
      tags: tagsFrom(fields.tags),
      ...(published ? { nickname: shownAs.trim() } : {}),
    });
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: async (_data, published) => {
      await client.invalidateQueries({ queryKey: generationKeys.creations });
      onClose();
      if (!published) return;
      void sharing.refetch();
      const undo = async () => {
        await send(false);
        await client.invalidateQueries({ queryKey: generationKeys.creations });
        toast.success(s('undone'));
      };
      toast.success(
        (item) => (
          <span>
            {s('shared')}{' '}
            <button type="button" onClick={() => (toast.dismiss(item.id), void undo())} className="ml-1 rounded-pill border border-line px-2 py-0.5 font-bold">
              {s('undo')}
            </button>
          </span>
        ),
        { duration: 10000 },
      );
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
        {off && !creation.published ? (
          <SharingOffNote />
        ) : (
          <>
            <GalleryFields
              fields={fields}
              labels={{ title: t('titleLabel'), tags: t('tagsLabel'), tagsHint: t('tagsHint'), titleMissing: t('titleMissing') }}
            />
            <NicknameField value={shownAs} onChange={setNickname} />
          </>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          {creation.published ? (
            <Button variant="secondary" disabled={mutation.isPending} onClick={() => mutation.mutate(false)}>
              {t('unpublish')}
            </Button>
          ) : null}
          <Button type="submit" disabled={mutation.isPending || off || sharing.isPending}>
            {creation.published ? t('update') : t('submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
