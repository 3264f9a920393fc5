import type { HTMLAttributes } from 'react';
import { cn } from './cn';

type Tone = 'brand' | 'sun' | 'leaf' | 'sky';

const tones: Record<Tone, string> = {
  brand: 'bg-brand-100 text-brand-800 dark:bg-brand-900/60 dark:text-brand-100',
  sun: 'bg-sun-100 text-amber-900 dark:bg-amber-900/50 dark:text-sun-100',
  leaf: 'bg-leaf-100 text-leaf-700 dark:bg-green-900/50 dark:text-leaf-100',
  sky: 'bg-sky-100 text-sky-700 dark:bg-sky-900/50 dark:text-sky-100',
};

export function Badge({ tone = 'brand', className, ...rest }: HTMLAttributes<HTMLSpanElement> & { tone?: Tone }) {
  return <span className={cn('inline-flex items-center rounded-pill px-3 py-1 text-xs font-bold tracking-wide', tones[tone], className)} {...rest} />;
}
