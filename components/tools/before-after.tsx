'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { pageMargins } from './page-margins';

type BeforeAfterProps = { before: string; after: string; beforeAlt: string; afterAlt: string };

/**
 * The photo and its page in one frame, split by a slider (a native range input, so arrows,
 * Home and End work and screen readers announce the position).
 */
export function BeforeAfter({ before, after, beforeAlt, afterAlt }: BeforeAfterProps) {
  const t = useTranslations('converter.compare');
  const id = useId();
  const [split, setSplit] = useState(50);
  // The photo goes where the picture sits on the page, so the two line up under the slider.
  const [margins, setMargins] = useState({ x: 5, y: 5 });

  return (
    <figure className="space-y-3">
      <div className="relative overflow-hidden rounded-card border border-line bg-white shadow-soft">
        {/* eslint-disable-next-line @next/next/no-img-element -- a local blob URL or a private download */}
        <img
          src={after}
          alt={afterAlt}
          className="block h-auto w-full"
          onLoad={(event) => setMargins(pageMargins(event.currentTarget.naturalWidth, event.currentTarget.naturalHeight))}
        />
        <div className="absolute inset-0 bg-white" style={{ clipPath: `inset(0 ${100 - split}% 0 0)` }}>
          <div className="absolute" style={{ inset: `${margins.y}% ${margins.x}%` }}>
            {/* eslint-disable-next-line @next/next/no-img-element -- see above */}
            <img src={before} alt={beforeAlt} className="h-full w-full object-contain" />
          </div>
        </div>
        <div aria-hidden="true" className="absolute inset-y-0 w-1 -translate-x-1/2 bg-accent shadow" style={{ left: `${split}%` }}>
          <span className="absolute top-1/2 left-1/2 flex h-9 w-9 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-accent text-accent-ink shadow-lift">
            ⇆
          </span>
        </div>
        <span className="absolute top-2 left-2 rounded-pill bg-black/60 px-2.5 py-1 text-xs font-bold text-white">{t('before')}</span>
        <span className="absolute top-2 right-2 rounded-pill bg-black/60 px-2.5 py-1 text-xs font-bold text-white">{t('after')}</span>
      </div>
      <label htmlFor={id} className="sr-only">
        {t('label')}
      </label>
      <input id={id} type="range" min={0} max={100} value={split} onChange={(event) => setSplit(Number(event.target.value))} className="w-full accent-accent" />
    </figure>
  );
}
