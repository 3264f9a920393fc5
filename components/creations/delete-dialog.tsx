'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { deleteCreation, generationKeys } from '@/components/tools/generation-api';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** Deleting is for good (the files go too), so it is asked once more. */
export function DeleteDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const t = useTranslations('creations.deleteDialog');
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (creationId: string) => deleteCreation(creationId),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: generationKeys.creations });
      onClose();
    },
  });
  return (
    <Dialog open={id !== null} onClose={onClose} title={t('title')} closeLabel={t('cancel')}>
      <p className="text-muted">{t('body')}</p>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button variant="danger" disabled={mutation.isPending} onClick={() => id && mutation.mutate(id)}>
          {t('confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
