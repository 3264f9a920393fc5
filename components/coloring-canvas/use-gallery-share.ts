'use client';

import { useCallback, useEffect, useState } from 'react';
import { paintingPublication, type PaintingPublication } from '@/lib/api/contracts/gallery';
import { apiFetch } from '@/lib/api/fetch';

const publishPath = (pageId: string) => `/self-api/v1/paintings/${encodeURIComponent(pageId)}/publish`;

/** The painting's place in the gallery: read it, share the current colours, take it out again. */
export function useGalleryShare(pageId: string, layerPng: () => Promise<Blob | null>, enabled: boolean) {
  const [publication, setPublication] = useState<PaintingPublication | null>(null);

  const refresh = useCallback(async () => {
    const found = await apiFetch(publishPath(pageId), { schema: paintingPublication, handleErrors: false });
    setPublication(found);
    return found;
  }, [pageId]);

  // Signed in, say at once whether this page is already in the gallery.
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    apiFetch(publishPath(pageId), { schema: paintingPublication, handleErrors: false })
      .then((found) => !cancelled && setPublication(found))
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [enabled, pageId]);

  const share = useCallback(
    async (title: string, tags: string[], nickname: string) => {
      const png = await layerPng();
      if (!png) throw new Error('the page is not ready');
      const form = new FormData();
      form.append('layer', png, 'layer.png');
      form.append('title', title);
      form.append('tags', tags.join(', '));
      form.append('nickname', nickname);
      const shared = await apiFetch(publishPath(pageId), { method: 'PUT', body: form, schema: paintingPublication, handleErrors: false });
      setPublication(shared);
      return shared;
    },
    [layerPng, pageId],
  );

  const unshare = useCallback(async () => {
    const removed = await apiFetch(publishPath(pageId), { method: 'DELETE', schema: paintingPublication, handleErrors: false });
    setPublication(removed);
    return removed;
  }, [pageId]);

  return { publication, refresh, share, unshare };
}
