'use client';

import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { CloseIcon, MenuIcon } from '@/components/ui/menu-icons';
import { useRouteMenu } from './use-route-menu';

type DashboardShellProps = {
  sidebar: ReactNode;
  topBar: ReactNode;
  openLabel: string;
  closeLabel: string;
  children: ReactNode;
};

/** Sidebar beside the content on large screens; a drawer behind a menu button below that. */
export function DashboardShell({ sidebar, topBar, openLabel, closeLabel, children }: DashboardShellProps) {
  const { open, setOpen } = useRouteMenu();

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[17rem_1fr]">
      <div className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-line bg-canvas/90 px-4 backdrop-blur lg:hidden">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="dashboard-sidebar"
          aria-label={openLabel}
          onClick={() => setOpen(true)}
          className="flex h-10 w-10 items-center justify-center rounded-full hover:bg-surface-muted"
        >
          <MenuIcon />
        </button>
        {topBar}
      </div>
      {open ? <div aria-hidden="true" className="fixed inset-0 z-40 bg-black/40 lg:hidden" onClick={() => setOpen(false)} /> : null}
      <aside
        id="dashboard-sidebar"
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex w-72 flex-col border-r border-line bg-surface transition-transform',
          'lg:sticky lg:top-0 lg:z-auto lg:h-dvh lg:w-auto lg:translate-x-0',
          open ? 'translate-x-0' : '-translate-x-full invisible lg:visible',
        )}
      >
        <button
          type="button"
          aria-label={closeLabel}
          onClick={() => setOpen(false)}
          className="absolute top-4 right-3 flex h-9 w-9 items-center justify-center rounded-full hover:bg-surface-muted lg:hidden"
        >
          <CloseIcon size={20} />
        </button>
        {sidebar}
      </aside>
      <main id="main" tabIndex={-1} className="min-w-0 outline-none">
        {children}
      </main>
    </div>
  );
}
