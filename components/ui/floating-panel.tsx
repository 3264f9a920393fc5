'use client';

import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';

/** Below this width a popover becomes a sheet along the bottom of the screen. */
export const SHEET_MAX_WIDTH = 640;
/** Space kept between a panel and the edge of the window. */
const EDGE = 8;
const GAP = 8;

/**
 * A fixed box placed by its top and left only: in the top layer the browser's own popover style
 * (inset 0, margin auto) would otherwise centre it.
 */
const LAYER: CSSProperties = { position: 'fixed', right: 'auto', bottom: 'auto', margin: 0 };

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
      panel: { ...LAYER, left: 0, width: viewport.width, top: viewport.height - height, maxHeight: height, overflowY: 'auto' },
      backdrop: { ...LAYER, left: 0, top: 0, width: viewport.width, height: viewport.height },
    };
  }
  const below = viewport.height - trigger.bottom - GAP - EDGE;
  const above = trigger.top - GAP - EDGE;
  const openUp = panel.height > below && above > below;
  // Never less than a usable height, never more than the window holds; then kept inside it.
  const room = Math.min(Math.max(openUp ? above : below, 120), viewport.height - 2 * EDGE);
  const height = Math.min(panel.height, room);
  const wanted = openUp ? trigger.top - GAP - height : trigger.bottom + GAP;
  const top = Math.min(Math.max(wanted, EDGE), viewport.height - EDGE - height);
  const preferred = align === 'end' ? trigger.right - panel.width : trigger.left;
  const left = Math.min(Math.max(preferred, EDGE), Math.max(EDGE, viewport.width - panel.width - EDGE));
  return { sheet: false, panel: { ...LAYER, top, left, maxHeight: room, overflowY: 'auto' } };
}

/** Moves a placement by the origin of the panel's containing block (a blurred header or a sliding drawer). */
function relativeTo(placement: Placement, origin: { x: number; y: number }): Placement {
  const shift = (style: CSSProperties | undefined) => style && { ...style, left: Number(style.left) - origin.x, top: Number(style.top) - origin.y };
  return { ...placement, panel: shift(placement.panel)!, backdrop: shift(placement.backdrop) };
}

/** Puts an element on top of everything (the browser's top layer), or last among what is there. */
function raise(element: HTMLElement | null | undefined) {
  if (!element || typeof element.showPopover !== 'function') return;
  // Set here rather than in the markup: without JavaScript a <details> panel must still show.
  if (!element.hasAttribute('popover')) element.setAttribute('popover', 'manual');
  if (element.matches(':popover-open')) element.hidePopover();
  element.showPopover();
}

function lower(element: HTMLElement | null | undefined) {
  if (element && typeof element.hidePopover === 'function' && element.matches(':popover-open')) element.hidePopover();
}

/**
 * Keeps an open panel inside the window: recomputed on open, resize, scroll and whenever the panel's
 * own size changes (content that arrives after opening). The panel stays where it is in the document
 * (so it works inside <details> and keeps focus order) but is shown in the browser's top layer, so no
 * ancestor's transform, blur, overflow or stacking order can move, clip or cover it; on a phone the
 * sheet's backdrop goes into the top layer just below it. Where the top layer is missing, the
 * `position: fixed` placement is corrected for any ancestor that captures fixed positioning.
 */
export function usePanelPlacement(
  open: boolean,
  triggerRef: RefObject<HTMLElement | null>,
  panelRef: RefObject<HTMLElement | null>,
  align: 'start' | 'end',
  backdropRef?: RefObject<HTMLElement | null>,
): Placement | null {
  const [placement, setPlacement] = useState<Placement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    raise(panel);
    let last = '';
    const update = () => {
      const trigger = triggerRef.current?.getBoundingClientRect();
      const panel = panelRef.current;
      if (!trigger || !panel) return;
      const saved = panel.getAttribute('style') ?? '';
      panel.setAttribute('style', 'position:fixed;top:0;left:0;right:auto;bottom:auto;margin:0;max-height:none;visibility:hidden');
      const probe = panel.getBoundingClientRect();
      const size = { width: panel.offsetWidth, height: panel.scrollHeight };
      panel.setAttribute('style', saved);
      const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
      const next = relativeTo(placePanel(trigger, size, viewport, align), { x: probe.left, y: probe.top });
      const key = JSON.stringify(next);
      if (key === last) return;
      last = key;
      setPlacement(next);
    };
    update();
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(() => update()) : null;
    if (panel) resized?.observe(panel);
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    return () => {
      resized?.disconnect();
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
      lower(panel);
      setPlacement(null);
    };
  }, [open, triggerRef, panelRef, align]);

  const sheet = open && placement?.sheet === true;
  useLayoutEffect(() => {
    if (!sheet) return;
    const backdrop = backdropRef?.current;
    // The backdrop first, then the panel again, so the panel is the topmost of the two.
    raise(backdrop);
    if (backdrop) raise(panelRef.current);
    return () => lower(backdrop);
  }, [sheet, backdropRef, panelRef]);
  return open ? placement : null;
}

/** The classes of a panel: a card beside its button, a sheet with rounded top corners on phones. */
export function panelClasses(placement: Placement | null): string {
  return placement?.sheet
    ? 'z-[61] rounded-t-3xl border border-line bg-surface p-2 pb-4 text-ink shadow-lift'
    : 'z-[61] rounded-2xl border border-line bg-surface text-ink shadow-lift';
}

/** The classes of a sheet's backdrop (the browser's own popover box, reset). */
export function backdropClasses(): string {
  return 'z-[60] border-0 bg-black/40 p-0';
}
