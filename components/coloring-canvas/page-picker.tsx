'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link } from '@/lib/i18n/navigation';
import type { ColoringPageSource } from '@/lib/coloring-pages';

interface PagePickerProps {
  basePath: string;
  examples: readonly ColoringPageSource[];
  onUpload: (file: File) => void;
}

/** Shown when the canvas opens empty: example pages to pick, or your own line drawing. */
export function PagePicker({ basePath, examples, onUpload }: PagePickerProps) {
  const t = useTranslations('coloring');
  const [error, setError] = useState(false);
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="coloring-examples">
        <h2 id="coloring-examples" className="mb-3 text-xl font-extrabold">{t('picker.title')}</h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {examples.map((page) => {
            const name = t(`examples.${page.titleKey}`);
            return (
              <li key={page.id}>
                <Link
                  href={{ pathname: basePath, query: { page: page.id } }}
                  className="group block rounded-card border border-line bg-surface p-2 transition hover:shadow-lift focus-visible:outline-2 focus-visible:outline-accent"
                  aria-label={t('picker.open', { title: name })}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- tiny SVG line art, no optimisation to gain */}
                  <img src={page.src} alt="" loading="lazy" className="aspect-[2480/3508] w-full rounded-lg bg-white" />
                  <span className="mt-2 block text-center font-bold">{name}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="coloring-upload" className="rounded-card border-2 border-dashed border-line bg-surface p-5">
        <h2 id="coloring-upload" className="text-xl font-extrabold">{t('picker.uploadTitle')}</h2>
        <p className="mt-1 text-muted">{t('picker.uploadHint')}</p>
        <label className="mt-4 inline-flex h-11 cursor-pointer items-center rounded-pill focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent bg-accent px-5 font-bold text-accent-ink shadow-soft hover:brightness-110">
          {t('picker.uploadButton')}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml"
            className="sr-only"
            onChange={(e) => {
              const file = e.target.files?.[0];
              setError(false);
              if (!file) return;
              if (!file.type.startsWith('image/') || file.size > 25 * 1024 * 1024) return setError(true);
              onUpload(file);
            }}
          />
        </label>
        {error && <p role="alert" className="mt-2 text-red-600">{t('picker.uploadError')}</p>}
      </section>
    </div>
  );
}
