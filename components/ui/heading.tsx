import type { ReactNode } from 'react';
import { cn } from './cn';
import { Phrases } from './phrases';

type HeadingProps = {
  as?: 'h1' | 'h2' | 'h3';
  eyebrow?: ReactNode;
  lead?: ReactNode;
  align?: 'left' | 'center';
  id?: string;
  className?: string;
  children: ReactNode;
};

const sizes = {
  h1: 'text-4xl sm:text-5xl leading-tight',
  h2: 'text-2xl sm:text-3xl leading-snug',
  h3: 'text-lg sm:text-xl',
};

/** A heading with an optional small label above it and a lead paragraph below. */
export function Heading({ as: Tag = 'h2', eyebrow, lead, align = 'left', id, className, children }: HeadingProps) {
  return (
    <div className={cn(align === 'center' && 'mx-auto max-w-prose text-center', className)}>
      {eyebrow ? <p className="mb-2 text-sm font-extrabold tracking-wider text-accent uppercase">{eyebrow}</p> : null}
      <Tag id={id} className={cn('font-extrabold tracking-tight text-balance', sizes[Tag])}>
        <Phrases>{children}</Phrases>
      </Tag>
      {lead ? <p className="mt-4 text-lg text-muted text-pretty">{lead}</p> : null}
    </div>
  );
}
