'use client';

import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, usePathname } from '@/lib/i18n/navigation';
import type { NavLink } from './nav-links';
import { ThemeToggle } from './theme-toggle';

type MobileMenuProps = {
  openLabel: string;
  closeLabel: string;
  createLabel: string;
  sections: NavLink[][];
  /** Sign-in links or the user menu, shown here on the smallest screens only. */
  account: ReactNode;
};

/** The navigation on small screens: a button that unfolds every link under the header. */
export function MobileMenu({ openLabel, closeLabel, createLabel, sections, account }: MobileMenuProps) {
  const pathname = usePathname();
  // Remembers the page the menu was opened on, so navigating elsewhere closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenOn(null);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? closeLabel : openLabel}
        onClick={() => setOpen(!open)}
        className="flex h-10 w-10 items-center justify-center rounded-full hover:bg-surface-muted"
      >
        <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <nav
        id={panelId}
        aria-label={createLabel}
        hidden={!open}
        className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-canvas px-4 pb-6 shadow-lift"
      >
        {sections.map((links, index) => (
          <ul key={index} className="border-b border-line py-3 last:border-0">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="block rounded-xl px-3 py-2.5 font-bold hover:bg-surface-muted">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        ))}
        <div className="flex flex-wrap items-center justify-between gap-3 pt-3 sm:hidden">
          <ThemeToggle />
          {account}
        </div>
      </nav>
    </div>
  );
}
