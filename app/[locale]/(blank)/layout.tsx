import type { ReactNode } from 'react';
import { BlankFrame } from '@/components/layout/blank-frame';

export default function BlankLayout({ children }: { children: ReactNode }) {
  return <BlankFrame>{children}</BlankFrame>;
}
