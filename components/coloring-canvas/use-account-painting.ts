'use client';

import { useCallback, useEffect, useState } from 'react';
import { savedPaintingData } from '@/lib/api/contracts/gallery';
import { apiFetch } from '@/lib/api/fetch';
import { localSavedAt } from './autosave';

export type AccountSaveState = 'idle' | 'saving' | 'saved' | 'failed';

const paintingPath = (pageId: string) => `/self-api/v1/paintings/${encodeURIComponent(pageId)}`;

/**
 * The painting saved to the account (signed-in users): save it, and on open continue from it —
 * at once when this browser has no work on the page, on request when the account's save is newer.
 */
export function useAccountPainting(
  pageId: string,
  enabled: boolean,
  doc: { status: string; replaceLayer: (png: Blob) => Promise<void>; layerPng: () => Promise<Blob | null> },
) {
  const [offer, setOffer] = useState<Blob | null>(null);
  const [saveState, setSaveState] = useState<AccountSaveState>('idle');
  const ready = doc.status === 'ready';
  const { replaceLayer, layerPng } = doc;

  useEffect(() => {
    if (!enabled || !ready) return;
    let cancelled = false;
    (async () => {
      const res = await fetch(paintingPath(pageId), { credentials: 'same-origin', cache: 'no-store' });
      // 204: nothing saved to the account yet.
      if (res.status !== 200 || cancelled) return;
      const savedAt = Date.parse(res.headers.get('x-saved-at') ?? '');
      const png = await res.blob();
      const local = await localSavedAt(pageId).catch(() => null);
      if (cancelled) return;
      if (local === null) await replaceLayer(png);
      else if (savedAt > local) setOffer(png);
    })().catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [enabled, ready, pageId, replaceLayer]);

  const save = useCallback(async () => {
    setSaveState('saving');
    try {
      const png = await layerPng();
      if (!png) throw new Error('no layer');
      const form = new FormData();
      form.append('layer', png, 'layer.png');
      await apiFetch(paintingPath(pageId), {
        method: 'PUT',
        body: form,
        schema: savedPaintingData,
        handleErrors: false,
      });
      setSaveState('saved');
    } catch {
      setSaveState('failed');
    }
  }, [layerPng, pageId]);

  const acceptOffer = useCallback(async () => {
    if (offer) await replaceLayer(offer);
    setOffer(null);
  }, [offer, replaceLayer]);

  return { save, saveState, hasOffer: offer !== null, acceptOffer, declineOffer: () => setOffer(null) };
}
