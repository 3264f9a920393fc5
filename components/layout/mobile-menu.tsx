'use client';

import { useId, type ReactNode } from 'react';
import { CloseIcon, MenuIcon } from '@/components/ui/menu-icons';
import { Link } from '@/lib/i18n/navigation';
import type { NavLink } from './nav-links';
import { ThemeToggle } from './theme-toggle';
import { useRouteMenu } from './use-route-menu';

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
  const { open, setOpen } = useRouteMenu();
  const panelId = useId();

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
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <nav
        id={panelId}
        aria-label={createLabel}
        hidden={!open}
        className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-canvas px-4 pb-6 shadow-lift"
      >
        {/* Filled when opened: the button needs JavaScript anyway, and the desktop navigation and the
            footer carry the same links for crawlers, so every page no longer hydrates a hidden copy
            of the links, the theme toggle and the account menu. */}
        {open ? <MenuContent sections={sections} account={account} /> : null}
      </nav>
    </div>
  );
}

function MenuContent({ sections, account }: Pick<MobileMenuProps, 'sections' | 'account'>) {
  return (
    <>
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
    </>
  );
}
