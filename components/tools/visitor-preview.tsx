'use client';

import { useLocale, useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { Style } from '@/lib/engine/types';
import { BeforeAfter } from './before-after';
import { Dropzone } from './dropzone';
import { OptionsPanel } from './options-panel';
import { defaultChoices } from './photo-options';
import { paperForLocale } from '@/lib/paper';
import { ReportSummary } from './report-summary';
import { SignUpDialog } from './sign-up-dialog';
import { useSignedIn } from '@/components/session/signed-in';
import { closedByConstruction } from './report-words';
import { TryPanel } from './try-panel';
import { useDevicePreview } from './use-device-preview';
import { usePhotoFile } from './use-photo-file';
import { VisitorTrialNote } from './visitor-trial-note';
import { countPreview, previewsUsed, useTriesUsed, VISITOR_TRIES } from './visitor-tries';

// Saving loads with the first photo, while its preview is drawn (about 25 kB gzipped with zod and
// React Query), so the landing page's first load carries only the panel itself.
const loadSavePreview = () => import('./save-preview');
const SavePreview = lazy(loadSavePreview);

// On the public page the session is learned in the browser; the dashboard passes signedIn.
type VisitorPreviewProps = { style: Style; signedIn?: boolean; dashboardPath: string };

/** The landing page's try-it panel: a photo becomes a page on the visitor's device, then saving. */
export function VisitorPreview({ style, signedIn: given, dashboardPath }: VisitorPreviewProps) {
  const session = useSignedIn();
  const signedIn = given ?? session;
  const t = useTranslations('converter.preview');
  const errors = useTranslations('converter.previewErrors');
  const locale = useLocale();
  const photo = usePhotoFile();
  const device = useDevicePreview();
  const [choices, setChoices] = useState(() => defaultChoices(style, paperForLocale(locale)));
  const [askSignUp, setAskSignUp] = useState(false);
  const [saveKey, setSaveKey] = useState(0);
  const used = useTriesUsed(style);

  function take(file: File) {
    if (!signedIn && previewsUsed(style) >= VISITOR_TRIES) return setAskSignUp(true);
    if (!signedIn) countPreview(style);
    void loadSavePreview();
    photo.setFile(file);
    setSaveKey((k) => k + 1);
    void device.run(file, choices);
  }

  return (
    <TryPanel title={t('title')} lead={t('lead')}>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-4">
          {photo.url && device.preview ? (
            <BeforeAfter before={photo.url} after={device.preview.url} beforeAlt={t('beforeAlt')} afterAlt={t('afterAlt')} />
          ) : (
            <Dropzone onFiles={([file]) => take(file)} disabled={device.working} />
          )}
          <p aria-live="polite" className="text-sm font-semibold text-muted">
            {device.working ? t('working') : device.preview ? t('done') : ''}
          </p>
          {device.problem ? (
            <p role="alert" className="text-sm font-semibold text-red-600 dark:text-red-400">
              {errors.has(device.problem) ? errors(device.problem) : errors('internal')}
            </p>
          ) : null}
          {device.preview ? <ReportSummary report={device.preview.report} closed={closedByConstruction(style)} /> : null}
        </div>
        <Card className="h-fit space-y-4 p-5">
          <OptionsPanel value={choices} onChange={setChoices} disabled={device.working} />
          {photo.file ? (
            <Button variant="secondary" className="w-full" disabled={device.working} onClick={() => void device.run(photo.file!, choices)}>
              {t('update')}
            </Button>
          ) : null}
          {photo.file && device.preview ? (
            <Suspense fallback={null}>
              <SavePreview key={saveKey} file={photo.file} choices={choices} signedIn={signedIn} onSignUp={() => setAskSignUp(true)} />
            </Suspense>
          ) : null}
          {photo.file ? (
            <div className="flex flex-col gap-2">
              <span className="text-sm text-muted">{t('another')}</span>
              <Dropzone compact onFiles={([file]) => take(file)} disabled={device.working} label={t('anotherLabel')} />
            </div>
          ) : null}
          <p className="text-xs text-muted">{t('privacy')}</p>
          {!signedIn && used !== null ? <VisitorTrialNote used={used} /> : null}
        </Card>
      </div>
      <SignUpDialog open={askSignUp} onClose={() => setAskSignUp(false)} dashboardPath={dashboardPath} />
    </TryPanel>
  );
}
