'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { NicknameField, SharingOffNote } from '@/components/sharing/nickname-field';
import { useSharingSettings } from '@/components/sharing/use-sharing-settings';
import { GalleryFields, tagsFrom, useGalleryFields } from '@/components/tools/gallery-fields';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiClientError } from '@/lib/api/client-error';
import { localizedPath, toLocale } from '@/lib/i18n/locales';
import type { useGalleryShare } from './use-gallery-share';

type ShareDialogProps = {
  onClose: () => void;
  /** The page's own title, offered until the painting has one. */
  pageTitle: string;
  /** The finished page as the gallery will show it (paper, colour, lines). */
  preview: () => Promise<Blob | null>;
  gallery: ReturnType<typeof useGalleryShare>;
};

/** "Share in the gallery": a preview of the coloured page, title and tags, share or take it out again. */
export function ShareDialog({ onClose, pageTitle, preview, gallery }: ShareDialogProps) {
  const t = useTranslations('coloring.shareDialog');
  const locale = useLocale();
  const fields = useGalleryFields(pageTitle);
  const { setTitle, setTags } = fields;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const { publication, refresh, share, unshare } = gallery;
  const sharing = useSharingSettings();
  const s = useTranslations('sharing');
  const [nickname, setNickname] = useState<string | null>(null);
  const shownAs = nickname ?? sharing.data?.nickname ?? '';
  const off = sharing.data?.never_share === true;
  // Drawn once when the dialog opens: the canvas does not change while it is open.
  const [drawPreview] = useState(() => preview);

  useEffect(() => {
    let url: string | null = null;
    let cancelled = false;
    void drawPreview().then((blob) => {
      if (cancelled || !blob) return;
      url = URL.createObjectURL(blob);
      setPreviewUrl(url);
    });
    refresh()
      .then((found) => {
        if (cancelled) return;
        if (found.title) setTitle(found.title);
        setTags(found.tags.join(', '));
      })
      .catch(() => {});
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [drawPreview, refresh, setTitle, setTags]);

  async function run<T>(action: () => Promise<T>, done: (result: T) => void) {
    setBusy(true);
    setError(null);
    try {
      done(await action());
    } catch (failure) {
      // The server's refusals (kid-safe filter, size) arrive translated; anything else gets our own words.
      setError(failure instanceof ApiClientError && failure.kind === 'api' && failure.message ? failure.message : t('failed'));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!fields.ready()) return;
    void run(
      () => share(fields.title.trim(), tagsFrom(fields.tags), shownAs.trim()),
      (shared) => {
        onClose();
        void sharing.refetch();
        const href = localizedPath(toLocale(locale), `/gallery/${shared.id}`);
        const undo = () =>
          unshare().then(
            () => toast.success(s('undone')),
            () => toast.error(t('failed')),
          );
        toast.success(
          (toastItem) => (
            <ShareToast text={t('success')} link={t('view')} href={href} undo={s('undo')} onUndo={() => (toast.dismiss(toastItem.id), void undo())} />
          ),
          { duration: 10000 },
        );
      },
    );
  }

  const published = publication?.published ?? false;
  return (
    <Dialog open onClose={onClose} title={t('title')} closeLabel={t('close')}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div className="flex gap-4">
          <div className="w-24 shrink-0 overflow-hidden rounded-lg border border-line bg-white sm:w-32">
            {previewUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- a local blob of the canvas, not a remote image
              <img src={previewUrl} alt={t('previewAlt')} className="h-auto w-full" />
            ) : (
              <div className="aspect-[2480/3508] w-full animate-pulse bg-surface-muted" />
            )}
          </div>
          <p className="text-sm text-muted">{t('body')}</p>
        </div>
        {off ? (
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
        {error ? (
          <p role="alert" className="text-sm font-semibold text-red-600 dark:text-red-400">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          {published ? (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() =>
                void run(unshare, () => {
                  onClose();
                  toast.success(t('removed'));
                })
              }
            >
              {t('unpublish')}
            </Button>
          ) : null}
          <Button type="submit" disabled={busy || off || sharing.isPending}>
            {busy ? t('sharing') : published ? t('update') : t('submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function ShareToast({ text, link, href, undo, onUndo }: { text: string; link: string; href: string; undo: string; onUndo: () => void }) {
  return (
    <span>
      {text}{' '}
      <a href={href} className="font-bold text-accent underline underline-offset-4">
        {link}
      </a>{' '}
      <button type="button" onClick={onUndo} className="ml-1 rounded-pill border border-line px-2 py-0.5 font-bold">
        {undo}
      </button>
    </span>
  );
}
