'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { usePathname } from '@/lib/i18n/navigation';
import { cn } from '@/components/ui/cn';
import { backdropClasses, panelClasses, usePanelPlacement } from '@/components/ui/floating-panel';

type DisclosureProps = {
  label: string;
  summary: ReactNode;
  children: ReactNode;
  panelClassName?: string;
  /** Which edge of the button the panel lines up with when there is room. */
  align?: 'start' | 'end';
};

/**
 * A small dropdown on <details>: opens without JavaScript, and with it closes on Escape,
 * on a click outside and after navigation, and stays inside the window (a sheet on phones).
 */
export function Disclosure({ label, summary, children, panelClassName, align = 'start' }: DisclosureProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const placement = usePanelPlacement(open, summaryRef, panelRef, align, backdropRef);
  const pathname = usePathname();

  useEffect(() => {
    ref.current?.removeAttribute('open');
  }, [pathname]);

  useEffect(() => {
    const close = (event: Event) => {
      const details = ref.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        details.removeAttribute('open');
        details.querySelector('summary')?.focus();
      } else if (!details.contains(event.target as Node) || event.target === backdropOf(details)) {
        details.removeAttribute('open');
      }
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, []);

  return (
    <details ref={ref} className="group relative" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary
        ref={summaryRef}
        aria-label={label}
        className="flex h-10 cursor-pointer list-none items-center gap-1.5 rounded-pill px-3 text-sm font-bold hover:bg-surface-muted [&::-webkit-details-marker]:hidden"
      >
        {summary}
        <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" className="transition group-open:rotate-180">
          <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </summary>
      {placement?.backdrop ? <div ref={backdropRef} data-backdrop aria-hidden="true" style={placement.backdrop} className={backdropClasses()} /> : null}
      <div
        ref={panelRef}
        data-sheet={placement?.sheet ? 'true' : undefined}
        style={placement?.panel}
        className={cn(
          'overflow-hidden',
          // Without JavaScript (no placement yet) the panel hangs under its button as before.
          placement ? panelClasses(placement) : 'absolute z-50 mt-2 rounded-2xl border border-line bg-surface shadow-lift',
          panelClassName,
        )}
      >
        {children}
      </div>
    </details>
  );
}

function backdropOf(details: HTMLElement): Element | null {
  return details.querySelector(':scope > [data-backdrop]');
}
