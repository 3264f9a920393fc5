'use client';

import { useEffect, useState } from 'react';
import { usePathname } from '@/lib/i18n/navigation';

/** Whether a menu of the page is open: Escape closes it, and so does going to another page. */
export function useRouteMenu() {
  const pathname = usePathname();
  // Remembers the page the menu was opened on, so navigating elsewhere closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenOn(null);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return { open, setOpen };
}
