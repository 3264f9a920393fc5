import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';

type Step = { title: ReactNode; body: ReactNode };

/** "How it works": numbered steps in a row. */
export function Steps({ title, steps }: { title: ReactNode; steps: Step[] }) {
  return (
    <section aria-labelledby="steps-title" className="py-16 sm:py-20">
      <Container>
        <Heading id="steps-title" align="center">
          {title}
        </Heading>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={index} className="rounded-card border border-line bg-surface p-6 shadow-soft">
              <span
                aria-hidden="true"
                className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 text-lg font-black text-brand-700 dark:bg-brand-900/60 dark:text-brand-100"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-extrabold">{step.title}</h3>
              <p className="mt-2 text-muted">{step.body}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
