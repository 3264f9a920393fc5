import { getTranslations } from 'next-intl/server';
import { Phrases } from '@/components/ui/phrases';
import type { ReactNode } from 'react';
import { AllowanceMeter } from '@/components/allowance/allowance-meter';

type HeaderNamespace = 'converter.page' | 'colorize.page' | 'batch.page' | 'creations.page';

/** The heading of a dashboard tool page and one line on what it does; the tool follows. */
export async function ToolHeader({ namespace, children }: { namespace: HeaderNamespace; children: ReactNode }) {
  const t = await getTranslations(namespace);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-8 sm:py-10">
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">
        <Phrases>{t('title')}</Phrases>
      </h1>
      <p className="mt-3 max-w-prose text-lg text-muted">
        <Phrases>{t('lead')}</Phrases>
      </p>
      {namespace === 'creations.page' ? null : <AllowanceMeter className="mt-6" />}
      <div className="mt-8">{children}</div>
    </div>
  );
}
