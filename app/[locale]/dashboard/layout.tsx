import type { ReactNode } from 'react';
import { DashboardFrame } from '@/components/layout/dashboard-frame';
import { QueryProvider } from '@/components/providers/query-provider';
import { ClientMessages } from '@/components/providers/client-messages';

export default function DashboardLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages scope="app">
      <QueryProvider>
        <DashboardFrame>{children}</DashboardFrame>
      </QueryProvider>
    </ClientMessages>
  );
}
