import type { ReactNode } from 'react';
import { Phrases } from '@/components/ui/phrases';
import { Container } from '@/components/ui/container';
import { HeroArt } from './hero-art';

type HeroProps = {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  actions?: ReactNode;
  note?: ReactNode;
  art?: ReactNode;
};

/** The opening of a marketing page: the h1, what the page offers, and what to do next. */
export function Hero({ eyebrow, title, lead, actions, note, art = <HeroArt /> }: HeroProps) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-canvas dark:from-surface-muted/50">
      <Container className="grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.15fr_1fr]">
        <div>
          {eyebrow ? <p className="mb-3 text-sm font-extrabold tracking-wider text-accent uppercase">{eyebrow}</p> : null}
          <h1 className="text-4xl leading-tight font-black tracking-tight text-balance sm:text-5xl lg:text-6xl">
            <Phrases>{title}</Phrases>
          </h1>
          <p className="mt-5 max-w-prose text-lg text-muted text-pretty sm:text-xl">{lead}</p>
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
          {note ? <p className="mt-4 text-sm font-semibold text-muted">{note}</p> : null}
        </div>
        <div className="mx-auto w-full max-w-md">{art}</div>
      </Container>
    </section>
  );
}
