'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
};

/** Modal built on <dialog>: the browser traps focus, Escape closes it, the backdrop click too. */
export function Dialog({ open, onClose, title, closeLabel, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // Several dialogs can share a page (publish and delete on My creations): each needs its own title id.
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      onClose={onClose}
      onClick={(event) => event.target === ref.current && onClose()}
      aria-labelledby={titleId}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-card border border-line bg-surface p-0 text-ink shadow-lift backdrop:bg-black/40"
    >
      <div className="flex items-start justify-between gap-4 p-6 pb-2">
        <h2 id={titleId} className="text-xl font-extrabold">
          {title}
        </h2>
        <button type="button" onClick={onClose} aria-label={closeLabel} className="-m-2 rounded-full p-2 text-muted hover:bg-surface-muted hover:text-ink">
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <div className="p-6 pt-2">{children}</div>
    </dialog>
  );
}
