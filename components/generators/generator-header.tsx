import { getTranslations } from 'next-intl/server';
import { Phrases } from '@/components/ui/phrases';
import type { ReactNode } from 'react';
import { AllowanceMeter } from '@/components/allowance/allowance-meter';
import type { GeneratorKind } from './generator-api';

/** Heading of a generator's dashboard page, and one line on what it does; the tool follows. */
export async function GeneratorHeader({ kind, children }: { kind: GeneratorKind; children: ReactNode }) {
  const t = await getTranslations(`generators.page.${kind}`);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-8 sm:py-10">
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">
        <Phrases>{t('title')}</Phrases>
      </h1>
      <p className="mt-3 max-w-prose text-lg text-muted">
        <Phrases>{t('lead')}</Phrases>
      </p>
      <AllowanceMeter className="mt-6" />
      <div className="mt-8">{children}</div>
    </div>
  );
}

/** The example prompts of a tool in the reader's language. */
export async function promptExamples(kind: GeneratorKind): Promise<string[]> {
  const t = await getTranslations(`generators.examples.${kind}`);
  return (['e1', 'e2', 'e3', 'e4'] as const).map((k) => t(k));
}
