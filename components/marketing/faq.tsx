import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { JsonLd } from '@/components/seo/json-ld';
import { Heading } from '@/components/ui/heading';
import { faqPage } from '@/lib/seo/structured-data';

type Question = { question: ReactNode; answer: ReactNode };

/** Frequently asked questions as native disclosures: keyboard and screen-reader friendly for free. */
export function Faq({ title, items }: { title: ReactNode; items: Question[] }) {
  const plain = items.filter((item): item is { question: string; answer: string } => typeof item.question === 'string' && typeof item.answer === 'string');
  return (
    <section aria-labelledby="faq-title" className="py-16 sm:py-20">
      {plain.length > 0 ? <JsonLd data={faqPage(plain)} /> : null}
      <Container className="max-w-prose">
        <Heading id="faq-title" align="center">
          {title}
        </Heading>
        <div className="mt-10 divide-y divide-line rounded-card border border-line bg-surface shadow-soft">
          {items.map((item, index) => (
            <details key={index} className="group p-5 sm:p-6">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 text-lg font-bold [&::-webkit-details-marker]:hidden">
                {item.question}
                <span aria-hidden="true" className="text-2xl text-accent transition group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="mt-3 text-muted">{item.answer}</p>
            </details>
          ))}
        </div>
      </Container>
    </section>
  );
}
