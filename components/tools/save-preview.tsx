'use client';

import { useTranslations } from 'next-intl';
import { QueryProvider } from '@/components/providers/query-provider';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { CreationDownloads } from './downloads';
import { appendChoices, type PhotoChoices } from './photo-options';
import { SaveJobStatus, useSaveJob } from './save-job';

type SavePreviewProps = { file: File; choices: PhotoChoices; signedIn: boolean; onSignUp: () => void };

/**
 * Saving the previewed page: only now is the photo uploaded. A visitor's first save is their one
 * free try (the service's `onetime_user`); after that the service asks them to sign up.
 */
export function SavePreview({ file, choices, signedIn, onSignUp }: SavePreviewProps) {
  const t = useTranslations('converter.preview');
  const saveJob = useSaveJob(onSignUp);

  function save() {
    const form = new FormData();
    form.set('type', 'photo');
    appendChoices(form, choices);
    form.set('image', file);
    return saveJob.send(form);
  }

  if (saveJob.creation) {
    return (
      <div className="space-y-3">
        <p className="font-bold">{t('saved')}</p>
        <CreationDownloads creation={saveJob.creation} size="sm" />
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
      <SaveJobStatus save={saveJob} />
      <Button className="w-full" disabled={saveJob.busy} onClick={() => void save()}>
        {t('save')}
      </Button>
      <p className="text-xs text-muted">{signedIn ? t('saveNoteUser') : t('saveNoteVisitor')}</p>
    </div>
  );
}

/**
 * The entry the try panel loads once a preview exists (React.lazy): saving brings the upload, the job's
 * status, the downloads and their zod contracts, none of which a landing page needs before that.
 */
export default function LazySavePreview(props: SavePreviewProps) {
  return (
    <QueryProvider>
      <SavePreview {...props} />
    </QueryProvider>
  );
}
