import { getTranslations } from 'next-intl/server';

export const privacySections = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9'] as const;
export const termsSections = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9'] as const;

type LegalDocumentProps = { doc: 'privacy' | 'terms' };

/** A policy text: title, date of the version in force, numbered sections. */
export async function LegalDocument({ doc }: LegalDocumentProps) {
  const t = await getTranslations(`legal.${doc}`);
  const common = await getTranslations('legal');
  const sections = doc === 'privacy' ? privacySections : termsSections;
  return (
    <article className="mx-auto max-w-prose py-10 sm:py-14">
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t('title')}</h1>
      <p className="mt-2 text-sm text-muted">{common('updated', { date: new Date(Date.UTC(2026, 10, 1)) })}</p>
      <p className="mt-6 text-lg">{t('intro')}</p>
      {sections.map((key, index) => (
        <section key={key} aria-labelledby={`${doc}-${key}`} className="mt-8">
          <h2 id={`${doc}-${key}`} className="text-xl font-extrabold">
            {index + 1}. {t(`${key}Title`)}
          </h2>
          <p className="mt-2 leading-relaxed text-muted">{t(`${key}Body`)}</p>
        </section>
      ))}
      <p className="mt-10 rounded-card bg-surface-muted p-5 text-sm">{common('contact', { email: 'privacy@colorwell.app' })}</p>
    </article>
  );
}
