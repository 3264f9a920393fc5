'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { usePathname } from '@/lib/i18n/navigation';
import { cn } from '@/components/ui/cn';

type DisclosureProps = {
  label: string;
  summary: ReactNode;
  children: ReactNode;
  panelClassName?: string;
};

/**
 * A small dropdown on <details>: opens without JavaScript, and with it closes on Escape,
 * on a click outside and after navigation.
 */
export function Disclosure({ label, summary, children, panelClassName }: DisclosureProps) {
  const ref = useRef<HTMLDetailsElement>(null);
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
      } else if (!details.contains(event.target as Node)) {
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
    <details ref={ref} className="group relative">
      <summary
        aria-label={label}
        className="flex h-10 cursor-pointer list-none items-center gap-1.5 rounded-pill px-3 text-sm font-bold hover:bg-surface-muted [&::-webkit-details-marker]:hidden"
      >
        {summary}
        <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" className="transition group-open:rotate-180">
          <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </summary>
      <div
        className={cn(
          'absolute z-50 mt-2 overflow-hidden rounded-2xl border border-line bg-surface shadow-lift',
          panelClassName,
        )}
      >
        {children}
      </div>
    </details>
  );
}
