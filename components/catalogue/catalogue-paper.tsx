'use client';

import { useTranslations } from 'next-intl';
import { rememberPaper, usePaper } from '@/components/paper/use-paper';
import { buttonClasses } from '@/components/ui/button';
import { catalogueCanvasId, downloadUrl, previewUrl } from '@/lib/catalogue/files';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { PAPER_MM, PAPERS } from '@/lib/paper';
import { PrintButton } from './print-button';

/** The big preview of a catalogue page on the reader's paper. */
export function CataloguePreview({ handle, alt }: { handle: string; alt: string }) {
  const paper = usePaper();
  const size = PAPER_MM[paper];
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the page's own vector drawing, crisp at any size
    <img
      src={previewUrl(handle, paper)}
      alt={alt}
      width={Math.round(size.w * 3)}
      height={Math.round(size.h * 3)}
      fetchPriority="high"
      data-paper={paper}
      className="h-auto w-full"
    />
  );
}

/**
 * "Color online", the downloads and print of a catalogue page, all on one paper: the reader's
 * remembered choice or their language's, switchable here (and remembered for the whole site).
 */
export function CatalogueActions({ handle, locale }: { handle: string; locale: Locale }) {
  const t = useTranslations('catalogue');
  const paper = usePaper();
  const name = (p: string) => (p === 'letter' ? t('paperLetter') : t('paperA4'));
  return (
    <>
      <div className="flex flex-wrap gap-3">
        <Link href={{ pathname: '/online-coloring', query: { page: catalogueCanvasId(handle, paper) } }} className={buttonClasses('primary', 'lg')}>
          {t('colorOnline')}
        </Link>
      </div>
      <div className="flex flex-wrap gap-3">
        <a href={downloadUrl(handle, 'png', locale, paper)} download className={buttonClasses('secondary')}>
          {t('downloadPng')}
        </a>
        <a href={downloadUrl(handle, 'pdf', locale, paper)} download className={buttonClasses('secondary')}>
          {t('downloadPdf')}
        </a>
        <PrintButton src={previewUrl(handle, paper)} paper={paper} label={t('print')} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-muted">{t('paperNote', { paper: name(paper) })}</p>
        <div role="radiogroup" aria-label={t('paperChoice')} className="inline-flex rounded-pill border border-line bg-surface p-0.5">
          {PAPERS.map((p) => (
            <button
              key={p}
              type="button"
              role="radio"
              aria-checked={p === paper}
              onClick={() => rememberPaper(p)}
              className="rounded-pill px-3 py-1 text-sm font-bold aria-checked:bg-accent aria-checked:text-accent-ink"
            >
              {name(p)}
            </button>
          ))}
        </div>
      </div>
    </>
  );
}
