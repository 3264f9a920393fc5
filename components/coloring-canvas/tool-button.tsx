import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

type ToolButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { label: string; pressed?: boolean; children: ReactNode };

/** A square icon button, 44 px for small fingers, named for screen readers by `label`. */
export function ToolButton({ label, pressed, className, children, ...rest }: ToolButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      className={cn(
        'inline-flex h-11 min-w-11 shrink-0 items-center justify-center rounded-xl px-2 text-lg transition',
        'disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        pressed ? 'bg-accent text-accent-ink shadow-soft' : 'bg-surface text-ink hover:bg-surface-muted',
        className,
      )}
      {...rest}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
