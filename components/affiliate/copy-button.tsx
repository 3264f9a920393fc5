'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** Copies `text` to the clipboard and says so, for screen readers too. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useTranslations('affiliate.common');
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // Older browsers and insecure origins: select-and-copy through a hidden field.
      const field = document.createElement('textarea');
      field.value = text;
      document.body.appendChild(field);
      field.select();
      document.execCommand('copy');
      field.remove();
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  }
  return (
    <Button size="sm" variant="secondary" onClick={copy} aria-label={`${t('copy')}: ${label}`}>
      <span aria-live="polite">{copied ? t('copied') : t('copy')}</span>
    </Button>
  );
}
