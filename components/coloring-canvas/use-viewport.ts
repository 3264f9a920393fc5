'use client';

import { useCallback, useState } from 'react';

export interface View {
  scale: number;
  x: number;
  y: number;
}

// Zoom goes up to 800 %; the lower bound keeps a whole A4 page visible on a phone.
export const MAX_SCALE = 8;
export const MIN_SCALE = 0.02;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Zoom and pan of the page inside its viewport, in CSS pixels. */
export function useViewport() {
  const [view, setView] = useState<View>({ scale: 0.2, x: 0, y: 0 });

  const fit = useCallback((viewport: { width: number; height: number }, page: { width: number; height: number }) => {
    const margin = 16;
    const scale = clamp(Math.min((viewport.width - margin * 2) / page.width, (viewport.height - margin * 2) / page.height), MIN_SCALE, MAX_SCALE);
    setView({ scale, x: (viewport.width - page.width * scale) / 2, y: (viewport.height - page.height * scale) / 2 });
  }, []);

  /** Zooms by `factor` keeping the point (px, py) of the viewport in place. */
  const zoomAt = useCallback((factor: number, px: number, py: number) => {
    setView((v) => {
      const scale = clamp(v.scale * factor, MIN_SCALE, MAX_SCALE);
      const k = scale / v.scale;
      return { scale, x: px - (px - v.x) * k, y: py - (py - v.y) * k };
    });
  }, []);

  const panBy = useCallback((dx: number, dy: number) => setView((v) => ({ ...v, x: v.x + dx, y: v.y + dy })), []);

  return { view, setView, fit, zoomAt, panBy };
}

/** The page pixel under a viewport point. */
export function toPage(view: View, px: number, py: number): { x: number; y: number } {
  return { x: (px - view.x) / view.scale, y: (py - view.y) / view.scale };
}
