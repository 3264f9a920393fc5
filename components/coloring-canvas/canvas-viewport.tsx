'use client';

import { type KeyboardEvent as ReactKeyboardEvent, type PointerEvent as ReactPointerEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { cn } from '@/components/ui/cn';
import { toPage, type View } from './use-viewport';

export interface ViewportHandlers {
  /** A tap (fill, eyedropper) at a page point: sent on release, so a pinch never fills. */
  onTap: (x: number, y: number) => void;
  onDrawStart: (x: number, y: number) => void;
  onDrawMove: (x: number, y: number) => void;
  onDrawEnd: () => void;
  zoomAt: (factor: number, px: number, py: number) => void;
  panBy: (dx: number, dy: number) => void;
}

interface CanvasViewportProps extends ViewportHandlers {
  containerRef: RefObject<HTMLDivElement | null>;
  colorCanvas: RefObject<HTMLCanvasElement | null>;
  lineCanvas: RefObject<HTMLCanvasElement | null>;
  size: { width: number; height: number } | null;
  view: View;
  mode: 'tap' | 'draw' | 'pan';
  label: string;
  /** The keyboard cursor (a page point), drawn as a ring while the canvas has focus. */
  cursor?: { x: number; y: number } | null;
  onKeyDown?: (event: ReactKeyboardEvent) => void;
  onBlur?: () => void;
  /** Id of the text that explains the keyboard use. */
  describedBy?: string;
  children?: ReactNode;
}

type Gesture =
  | { kind: 'tap'; x: number; y: number; moved: boolean }
  | { kind: 'draw' }
  | { kind: 'pan' }
  | { kind: 'pinch'; distance: number; mid: { x: number; y: number } }
  | null;

/** The page, zoomed and panned, with mouse, pen and touch input through pointer events. */
export function CanvasViewport({
  containerRef,
  colorCanvas,
  lineCanvas,
  size,
  view,
  mode,
  label,
  cursor,
  onKeyDown,
  onBlur,
  describedBy,
  children,
  ...on
}: CanvasViewportProps) {
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<Gesture>(null);
  const { zoomAt } = on;

  useEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    // The wheel scrolls the web page as everywhere else; Ctrl/⌘ + wheel (and a trackpad pinch,
    // which browsers report as Ctrl + wheel) zooms the drawing. Non-passive, so that zoom does not
    // also zoom the browser.
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      const box = el.getBoundingClientRect();
      zoomAt(Math.exp(-e.deltaY * 0.01), e.clientX - box.left, e.clientY - box.top);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [containerRef, zoomAt]);

  const local = (e: { clientX: number; clientY: number }) => {
    const box = containerRef.current!.getBoundingClientRect();
    return { x: e.clientX - box.left, y: e.clientY - box.top };
  };
  const page = (e: { clientX: number; clientY: number }) => {
    const l = local(e);
    return toPage(view, l.x, l.y);
  };
  const pinchOf = () => {
    const [a, b] = [...pointers.current.values()];
    return { distance: Math.hypot(a.x - b.x, a.y - b.y), mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
  };

  const onPointerDown = (e: ReactPointerEvent) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    pointers.current.set(e.pointerId, local(e));
    if (pointers.current.size === 2) {
      if (gesture.current?.kind === 'draw') on.onDrawEnd();
      gesture.current = { kind: 'pinch', ...pinchOf() };
      return;
    }
    if (pointers.current.size > 2) return;
    if (mode === 'pan' || e.button === 1) gesture.current = { kind: 'pan' };
    else if (mode === 'tap') gesture.current = { kind: 'tap', ...local(e), moved: false };
    else {
      gesture.current = { kind: 'draw' };
      const pt = page(e);
      on.onDrawStart(pt.x, pt.y);
    }
  };

  const onPointerMove = (e: ReactPointerEvent) => {
    const before = pointers.current.get(e.pointerId);
    if (!before) return;
    const now = local(e);
    pointers.current.set(e.pointerId, now);
    const g = gesture.current;
    if (!g) return;
    if (g.kind === 'pinch' && pointers.current.size === 2) {
      const next = pinchOf();
      on.panBy(next.mid.x - g.mid.x, next.mid.y - g.mid.y);
      if (g.distance > 0) on.zoomAt(next.distance / g.distance, next.mid.x, next.mid.y);
      gesture.current = { kind: 'pinch', ...next };
    } else if (g.kind === 'pan') on.panBy(now.x - before.x, now.y - before.y);
    else if (g.kind === 'tap' && Math.hypot(now.x - g.x, now.y - g.y) > 10) {
      // A tap that turns into a drag pans instead, like on any map.
      gesture.current = { kind: 'pan' };
    } else if (g.kind === 'draw') {
      // Coalesced events keep fast pen strokes smooth at 60 fps.
      const events = e.nativeEvent.getCoalescedEvents?.() ?? [e.nativeEvent];
      for (const ev of events.length ? events : [e.nativeEvent]) {
        const pt = page(ev);
        on.onDrawMove(pt.x, pt.y);
      }
    }
  };

  const onPointerUp = (e: ReactPointerEvent) => {
    if (!pointers.current.delete(e.pointerId)) return;
    const g = gesture.current;
    if (g?.kind === 'draw') on.onDrawEnd();
    if (g?.kind === 'tap' && e.type === 'pointerup') {
      const pt = page(e);
      on.onTap(pt.x, pt.y);
    }
    if (pointers.current.size === 0 || g?.kind !== 'pinch') gesture.current = pointers.current.size ? { kind: 'pan' } : null;
  };

  return (
    <div
      ref={containerRef}
      role="application"
      aria-label={label}
      aria-describedby={describedBy}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      className={cn(
        'relative h-full w-full touch-none overflow-hidden rounded-2xl bg-surface-muted select-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent',
        mode === 'pan' ? 'cursor-grab' : 'cursor-crosshair',
      )}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onContextMenu={(e) => e.preventDefault()}
    >
      {size && (
        <div
          className="absolute top-0 left-0 origin-top-left bg-white shadow-lift"
          style={{ width: size.width, height: size.height, transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
        >
          <canvas ref={colorCanvas} width={size.width} height={size.height} className="absolute inset-0 h-full w-full" />
          <canvas
            ref={lineCanvas}
            width={size.width}
            height={size.height}
            className="pointer-events-none absolute inset-0 h-full w-full"
            data-testid="line-layer"
          />
        </div>
      )}
      {cursor ? (
        <span
          data-testid="keyboard-cursor"
          aria-hidden="true"
          className="pointer-events-none absolute size-7 -translate-x-1/2 -translate-y-1/2 rounded-full border-[3px] border-accent bg-white/30 shadow-[0_0_0_2px_white]"
          style={{ left: view.x + cursor.x * view.scale, top: view.y + cursor.y * view.scale }}
        />
      ) : null}
      {children}
    </div>
  );
}
