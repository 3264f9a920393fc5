import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';

/** Closing call to action on a warm panel. */
export function CtaBand({ title, body, actions }: { title: ReactNode; body: ReactNode; actions: ReactNode }) {
  return (
    <section aria-labelledby="cta-title" className="py-12">
      <Container>
        <div className="rounded-[2rem] bg-gradient-to-br from-brand-500 to-brand-700 px-6 py-12 text-center text-white shadow-lift sm:px-12">
          <h2 id="cta-title" className="text-3xl font-extrabold text-balance">
            {title}
          </h2>
          <p className="mx-auto mt-3 max-w-prose text-lg text-white/90">{body}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
        </div>
      </Container>
    </section>
  );
}
