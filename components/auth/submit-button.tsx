'use client';

import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button';

type SubmitButtonProps = { busy: boolean; busyLabel: string; children: ReactNode; variant?: ButtonVariant; className?: string };

/** A submit button that says it is working (aria-busy, spinner) and cannot be pressed twice. */
export function SubmitButton({ busy, busyLabel, children, variant = 'primary', className = 'w-full' }: SubmitButtonProps) {
  return (
    <Button type="submit" variant={variant} disabled={busy} aria-busy={busy} className={className}>
      {busy ? (
        <>
          <Spinner />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}

export function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none"
    />
  );
}
