import type { HTMLAttributes } from 'react';
import { cn } from './cn';

export function Container({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('mx-auto w-full max-w-content px-4 sm:px-6 lg:px-8', className)} {...rest} />;
}
