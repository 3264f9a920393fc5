'use client';

import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';

/**
 * Prints only the page: its vector drawing in a hidden frame sized to the paper, then the browser's
 * print dialog. The frame goes away after printing.
 */
export function PrintButton({ src, paper, label }: { src: string; paper: 'a4' | 'letter'; label: string }) {
  const [busy, setBusy] = useState(false);
  const print = () => {
    setBusy(true);
    const frame = document.createElement('iframe');
    frame.setAttribute('aria-hidden', 'true');
    frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;';
    const size = paper === 'letter' ? 'letter' : 'A4';
    frame.srcdoc = `<!doctype html><html><head><style>@page{size:${size} portrait;margin:0}html,body{margin:0;height:100%}img{display:block;width:100%;height:100%;object-fit:contain}</style></head><body><img src="${src}" alt=""></body></html>`;
    frame.onload = () => {
      const img = frame.contentDocument?.querySelector('img');
      const go = () => {
        frame.contentWindow?.focus();
        frame.contentWindow?.print();
        setBusy(false);
        setTimeout(() => frame.remove(), 60_000);
      };
      if (img && !img.complete) img.onload = go;
      else go();
    };
    document.body.appendChild(frame);
  };
  return (
    <button type="button" onClick={print} disabled={busy} className={buttonClasses('secondary')}>
      {label}
    </button>
  );
}
