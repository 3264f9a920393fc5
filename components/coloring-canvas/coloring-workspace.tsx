'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { Link } from '@/lib/i18n/navigation';
import type { ColoringPageSource } from '@/lib/coloring-pages';
import { ColoringCanvas } from './coloring-canvas';
import { PagePicker, type PickerPage } from './page-picker';
import { maskFromPage, maskFromUpload } from './raster';

interface ColoringWorkspaceProps {
  /** Route of the page this sits on, for the example links. */
  basePath: string;
  page: ColoringPageSource | null;
  examples: readonly ColoringPageSource[];
  /** Popular catalogue pages for the picker, and where the whole catalogue is. */
  catalogue?: readonly PickerPage[];
  cataloguePath?: string;
  /** Offers saving to the account (pages with a loader id only, not uploads). */
  signedIn: boolean;
}

/** Online coloring: the page picker when opened empty, the canvas once a page is chosen. */
export function ColoringWorkspace({ basePath, page, examples, catalogue, cataloguePath, signedIn }: ColoringWorkspaceProps) {
  const t = useTranslations('coloring');
  const [upload, setUpload] = useState<File | null>(null);
  const loadPage = useCallback(() => maskFromPage(page!.src, page!.width, page!.height), [page]);
  const loadUpload = useCallback(() => maskFromUpload(upload!), [upload]);

  if (!page && !upload) return <PagePicker basePath={basePath} examples={examples} catalogue={catalogue} cataloguePath={cataloguePath} onUpload={setUpload} />;

  const title = page ? (page.titleKey ? t(`examples.${page.titleKey}`) : (page.title ?? '')) : upload!.name;
  // Uploads autosave under their name and size, so reopening the same file restores the work.
  const pageId = page ? page.id : `upload-${upload!.name.replace(/[^\w-]/g, '_').slice(0, 60)}-${upload!.size}`;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-extrabold">{title}</h2>
        {page ? (
          <Link href={basePath} className="font-bold text-accent underline-offset-4 hover:underline">
            {t('picker.another')}
          </Link>
        ) : (
          <button type="button" onClick={() => setUpload(null)} className="font-bold text-accent underline-offset-4 hover:underline">
            {t('picker.another')}
          </button>
        )}
      </div>
      <ColoringCanvas
        key={pageId}
        pageId={pageId}
        title={title}
        loadMask={page ? loadPage : loadUpload}
        accountSync={signedIn && page !== null}
        shareable={page !== null}
        stickyTop={basePath.startsWith('/dashboard') ? 'none' : 'header'}
      />
    </div>
  );
}
