import type { ReactNode } from 'react';
import { BlankFrame } from '@/components/layout/blank-frame';
import { ClientMessages } from '@/components/providers/client-messages';

export default function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <BlankFrame>
      <ClientMessages scope="app">{children}</ClientMessages>
    </BlankFrame>
  );
}
