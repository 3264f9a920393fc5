import type { ReactNode } from 'react';

// The real root layout is app/[locale]/layout.tsx (it sets <html lang>); this one only exists so
// app/not-found.tsx can answer paths outside every language.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
