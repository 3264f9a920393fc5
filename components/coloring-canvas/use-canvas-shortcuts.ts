'use client';

import { useEffect, useRef } from 'react';
import { shortcutFor, type Tool } from './tools';

interface ShortcutHandlers {
  onTool: (tool: Tool) => void;
  undo: () => void;
  redo: () => void;
  zoomIn: () => void;
  zoomOut: () => void;
  fit: () => void;
  resize: (direction: 1 | -1) => void;
  toggleStayInside: () => void;
  toggleGapClosing: () => void;
  help: () => void;
  /** Space held: the pointer pans instead of painting. */
  onSpace: (held: boolean) => void;
  /** While a dialog is open, its own keys win. */
  paused?: boolean;
}

function typing(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName));
}

/** The canvas's keyboard shortcuts (listed in the help dialog), on the whole window. */
export function useCanvasShortcuts(handlers: ShortcutHandlers) {
  const ref = useRef(handlers);
  useEffect(() => {
    ref.current = handlers;
  });

  useEffect(() => {
    const down = (e: KeyboardEvent) => {
      const h = ref.current;
      if (h.paused || typing(e.target)) return;
      // Space on a button presses it; elsewhere it is held to move the page.
      if (e.key === ' ' && !(e.target instanceof HTMLButtonElement)) {
        e.preventDefault();
        h.onSpace(true);
        return;
      }
      const action = shortcutFor(e);
      if (!action) return;
      e.preventDefault();
      if (action.startsWith('tool:')) return h.onTool(action.slice(5) as Tool);
      const run: Record<string, () => void> = {
        undo: h.undo,
        redo: h.redo,
        zoomIn: h.zoomIn,
        zoomOut: h.zoomOut,
        fit: h.fit,
        smaller: () => h.resize(-1),
        bigger: () => h.resize(1),
        stayInside: h.toggleStayInside,
        gapClosing: h.toggleGapClosing,
        help: h.help,
      };
      run[action]?.();
    };
    const up = (e: KeyboardEvent) => e.key === ' ' && ref.current.onSpace(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, []);
}
