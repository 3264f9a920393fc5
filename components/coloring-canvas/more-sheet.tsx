'use client';

import { useEffect, useRef, type ReactNode } from 'react';

type MoreSheetProps = { open: boolean; onClose: () => void; title: string; closeLabel: string; children: ReactNode };

/** The phone's "more" panel: a modal sheet rising from the bottom edge, closed by Escape, the backdrop or its button. */
export function MoreSheet({ open, onClose, title, closeLabel, children }: MoreSheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-label={title}
      onClose={onClose}
      onClick={(event) => event.target === ref.current && onClose()}
      className="mx-0 mt-auto mb-0 max-h-[85dvh] w-full max-w-none overflow-y-auto rounded-t-3xl border border-line bg-surface p-4 pb-[max(1rem,env(safe-area-inset-bottom))] text-ink shadow-lift backdrop:bg-black/40"
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="text-lg font-extrabold">{title}</h2>
        <button type="button" onClick={onClose} className="rounded-pill px-3 py-2 text-sm font-bold hover:bg-surface-muted">
          {closeLabel}
        </button>
      </div>
      <div className="space-y-4">{children}</div>
    </dialog>
  );
}
