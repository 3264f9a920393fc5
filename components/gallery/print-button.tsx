'use client';

import { useState } from 'react';
import { printPng } from '@/components/coloring-canvas/page-export';
import { Button } from '@/components/ui/button';

/** Prints only the picture (an invisible frame sized to the sheet), not the page around it. */
export function PrintButton({ src, title, label }: { src: string; title: string; label: string }) {
  const [busy, setBusy] = useState(false);
  async function print() {
    setBusy(true);
    try {
      const res = await fetch(src);
      if (res.ok) printPng(await res.blob(), title);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" onClick={() => void print()} disabled={busy}>
      {label}
    </Button>
  );
}
