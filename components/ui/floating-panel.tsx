'use client';

import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';

/** Below this width a popover becomes a sheet along the bottom of the screen. */
export const SHEET_MAX_WIDTH = 640;
/** Space kept between a panel and the edge of the window. */
const EDGE = 8;
const GAP = 8;

type Rect = { top: number; bottom: number; left: number; right: number };
type Size = { width: number; height: number };
export type Placement = { sheet: boolean; panel: CSSProperties; backdrop?: CSSProperties };

/**
 * Where a panel opened from `trigger` fits, in window coordinates: below it when there is room,
 * else above, moved sideways to stay inside the window and never taller than the space it has.
 * On a phone it is a sheet along the bottom edge.
 */
export function placePanel(trigger: Rect, panel: Size, viewport: Size, align: 'start' | 'end'): Placement {
  if (viewport.width < SHEET_MAX_WIDTH) {
    const height = Math.min(panel.height, Math.round(viewport.height * 0.8));
    return {
      sheet: true,
      panel: { position: 'fixed', left: 0, width: viewport.width, top: viewport.height - height, maxHeight: height, overflowY: 'auto' },
      backdrop: { position: 'fixed', left: 0, top: 0, width: viewport.width, height: viewport.height },
    };
  }
  const below = viewport.height - trigger.bottom - GAP - EDGE;
  const above = trigger.top - GAP - EDGE;
  const openUp = panel.height > below && above > below;
  const room = Math.max(openUp ? above : below, 120);
  const height = Math.min(panel.height, room);
  const top = openUp ? trigger.top - GAP - height : trigger.bottom + GAP;
  const preferred = align === 'end' ? trigger.right - panel.width : trigger.left;
  const left = Math.min(Math.max(preferred, EDGE), Math.max(EDGE, viewport.width - panel.width - EDGE));
  return { sheet: false, panel: { position: 'fixed', top, left, maxHeight: room, overflowY: 'auto' } };
}

/** Moves a placement by the origin of the panel's containing block (a blurred header or a sliding drawer). */
function relativeTo(placement: Placement, origin: { x: number; y: number }): Placement {
  const shift = (style: CSSProperties | undefined) =>
    style && { ...style, left: Number(style.left) - origin.x, top: Number(style.top) - origin.y };
  return { ...placement, panel: shift(placement.panel)!, backdrop: shift(placement.backdrop) };
}

/**
 * Keeps an open panel inside the window: recomputed on open, resize and scroll. The panel stays
 * where it is in the document (so it works inside <details> and keeps focus order), and is placed
 * with `position: fixed` corrected for any ancestor that captures fixed positioning.
 */
export function usePanelPlacement(
  open: boolean,
  triggerRef: RefObject<HTMLElement | null>,
  panelRef: RefObject<HTMLElement | null>,
  align: 'start' | 'end',
): Placement | null {
  const [placement, setPlacement] = useState<Placement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const update = () => {
      const trigger = triggerRef.current?.getBoundingClientRect();
      const panel = panelRef.current;
      if (!trigger || !panel) return;
      const saved = panel.getAttribute('style') ?? '';
      panel.setAttribute('style', 'position:fixed;top:0;left:0;max-height:none;visibility:hidden');
      const probe = panel.getBoundingClientRect();
      const size = { width: panel.offsetWidth, height: panel.scrollHeight };
      panel.setAttribute('style', saved);
      const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
      setPlacement(relativeTo(placePanel(trigger, size, viewport, align), { x: probe.left, y: probe.top }));
    };
    update();
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
      setPlacement(null);
    };
  }, [open, triggerRef, panelRef, align]);
  return open ? placement : null;
}

/** The classes of a panel: a card beside its button, a sheet with rounded top corners on phones. */
export function panelClasses(placement: Placement | null): string {
  return placement?.sheet
    ? 'z-[61] rounded-t-3xl border border-line bg-surface p-2 pb-4 shadow-lift'
    : 'z-[61] rounded-2xl border border-line bg-surface shadow-lift';
}
