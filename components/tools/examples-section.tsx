import { getTranslations } from 'next-intl/server';
import Image from 'next/image';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import type { Example } from './examples';

/** Real results of the tool, photo beside page, so a parent sees what to expect. */
export async function ExamplesSection({ examples, afterLabel }: { examples: Example[]; afterLabel: string }) {
  const t = await getTranslations('landingExamples');
  return (
    <section aria-labelledby="examples-title" className="py-12 sm:py-16">
      <Container>
        <Heading id="examples-title" align="center">
          {t('title')}
        </Heading>
        <p className="mx-auto mt-3 max-w-prose text-center text-muted">{t('lead')}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {examples.map((example) => (
            <li key={example.id} className="rounded-card border border-line bg-surface p-3 shadow-soft">
              <div className="grid grid-cols-2 gap-2">
                <Image
                  src={example.photo}
                  alt={t('photoAlt', { subject: t(`subjects.${example.id}`) })}
                  width={320}
                  height={320}
                  className="aspect-square w-full rounded-xl object-cover"
                />
                <Image
                  src={example.page}
                  alt={t('pageAlt', { subject: t(`subjects.${example.id}`) })}
                  width={320}
                  height={320}
                  className="aspect-square w-full rounded-xl bg-white object-contain ring-1 ring-line"
                />
              </div>
              <p className="mt-3 flex justify-between px-1 text-sm font-bold">
                <span>{t(`subjects.${example.id}`)}</span>
                <span className="text-muted">{afterLabel}</span>
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-xs text-muted">{t('credit')}</p>
      </Container>
    </section>
  );
}
