'use client';

import { usePaper } from '@/components/paper/use-paper';
import { catalogueCanvasId } from '@/lib/catalogue/files';
import { catalogueHandleOf } from '@/lib/coloring-pages/catalogue';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link } from '@/lib/i18n/navigation';
import type { ColoringPageSource } from '@/lib/coloring-pages';
import { CANVAS_UPLOAD_MAX_BYTES } from '@/lib/upload-limits';

/** A page offered in the picker: its loader id, a thumbnail and its title in the reader's language. */
export interface PickerPage {
  id: string;
  src: string;
  title: string;
}

interface PagePickerProps {
  basePath: string;
  examples: readonly ColoringPageSource[];
  /** Popular catalogue pages, titled by the server. */
  catalogue?: readonly PickerPage[];
  /** Where the whole catalogue is listed. */
  cataloguePath?: string;
  onUpload: (file: File) => void;
}

/** Shown when the canvas opens empty: example and catalogue pages to pick, or your own line drawing. */
export function PagePicker({ basePath, examples, catalogue = [], cataloguePath, onUpload }: PagePickerProps) {
  const t = useTranslations('coloring');
  const [error, setError] = useState(false);
  const bundled = examples.map((page) => ({ id: page.id, src: page.src, title: t(`examples.${page.titleKey}`) }));
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="coloring-examples">
        <h2 id="coloring-examples" className="mb-3 text-xl font-extrabold">
          {t('picker.title')}
        </h2>
        <PickerGrid basePath={basePath} pages={bundled} />
      </section>
      {catalogue.length > 0 ? (
        <section aria-labelledby="coloring-catalogue">
          <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="coloring-catalogue" className="text-xl font-extrabold">
              {t('picker.catalogueTitle')}
            </h2>
            {cataloguePath ? (
              <Link href={cataloguePath} className="font-bold text-accent underline-offset-4 hover:underline">
                {t('picker.catalogueAll')}
              </Link>
            ) : null}
          </div>
          <PickerGrid basePath={basePath} pages={catalogue} />
        </section>
      ) : null}
      <section aria-labelledby="coloring-upload" className="rounded-card border-2 border-dashed border-line bg-surface p-5">
        <h2 id="coloring-upload" className="text-xl font-extrabold">
          {t('picker.uploadTitle')}
        </h2>
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
              if (!file.type.startsWith('image/') || file.size > CANVAS_UPLOAD_MAX_BYTES) return setError(true);
              onUpload(file);
            }}
          />
        </label>
        {error && (
          <p role="alert" className="mt-2 text-red-600">
            {t('picker.uploadError', { mb: CANVAS_UPLOAD_MAX_BYTES / 1024 / 1024 })}
          </p>
        )}
      </section>
    </div>
  );
}

/** Thumbnails that open their page on the canvas. */
function PickerGrid({ basePath, pages }: { basePath: string; pages: readonly PickerPage[] }) {
  const t = useTranslations('coloring');
  const paper = usePaper();
  // Catalogue pages open on the reader's paper, as their item page prints them.
  const idOf = (id: string) => {
    const handle = catalogueHandleOf(id);
    return handle ? catalogueCanvasId(handle, paper) : id;
  };
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {pages.map((page) => (
        <li key={page.id}>
          <Link
            href={{ pathname: basePath, query: { page: idOf(page.id) } }}
            className="group block rounded-card border border-line bg-surface p-2 transition hover:shadow-lift focus-visible:outline-2 focus-visible:outline-accent"
            aria-label={t('picker.open', { title: page.title })}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- SVG line art, no optimisation to gain */}
            <img src={page.src} alt="" loading="lazy" className="aspect-[2480/3508] w-full rounded-lg bg-white" />
            <span className="mt-2 block text-center font-bold">{page.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
