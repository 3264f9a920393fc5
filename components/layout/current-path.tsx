'use client';

import { usePathname } from 'next/navigation';

/** The path the visitor asked for, as typed (with its language prefix). */
export function CurrentPath() {
  return <>{usePathname()}</>;
}
