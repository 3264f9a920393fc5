import { getTranslations } from 'next-intl/server';
import type { AssetLink } from '@/lib/server/affiliate/pages';
import { BANNER_SIZES, bannerSvg } from './banners';
import { CopyButton } from './copy-button';

const dataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** Copyable links per page and tool with their QR codes, and banners carrying the code. */
export async function ShareAssets({ code, links }: { code: string; links: AssetLink[] }) {
  const t = await getTranslations('affiliate.assets');
  const tp = await getTranslations('affiliate.pages');
  const home = links[0];
  return (
    <div className="mt-6 space-y-10">
      <section aria-labelledby="code-title" className="flex flex-wrap items-center gap-4 rounded-card bg-surface-muted p-4">
        <h2 id="code-title" className="font-extrabold">
          {t('yourCode')}
        </h2>
        <code className="rounded-lg bg-surface px-3 py-1 font-mono text-lg font-bold">{code}</code>
        <CopyButton text={code} label={t('yourCode')} />
      </section>

      <section aria-labelledby="links-title">
        <h2 id="links-title" className="text-xl font-extrabold">
          {t('linksTitle')}
        </h2>
        <p className="text-sm text-muted">{t('linksLead')}</p>
        <ul className="mt-4 grid grid-cols-1 gap-3 lg:grid-cols-2">
          {links.map((item) => (
            <li key={item.page} className="flex min-w-0 items-center gap-3 rounded-card border border-line p-3">
              <div
                className="size-20 shrink-0 rounded-md bg-white p-1 [&_svg]:h-full [&_svg]:w-full"
                role="img"
                aria-label={t('qrOf', { page: tp(item.page) })}
                dangerouslySetInnerHTML={{ __html: item.qrSvg }}
              />
              <div className="min-w-0 flex-1">
                <p className="font-bold">{tp(item.page)}</p>
                <p className="truncate font-mono text-xs text-muted">{item.link}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <CopyButton text={item.link} label={tp(item.page)} />
                  <a
                    href={dataUrl(item.qrSvg)}
                    download={`colorwell-${code}-${item.page}-qr.svg`}
                    className="inline-flex h-9 items-center rounded-pill px-3.5 text-sm font-bold text-accent hover:bg-surface-muted"
                  >
                    {t('downloadQr')}
                  </a>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="banners-title">
        <h2 id="banners-title" className="text-xl font-extrabold">
          {t('bannersTitle')}
        </h2>
        <p className="text-sm text-muted">{t('bannersLead', { link: home.link })}</p>
        <ul className="mt-4 flex flex-wrap items-start gap-6">
          {BANNER_SIZES.map((size) => {
            const svg = bannerSvg(size, { headline: t('bannerHeadline'), cta: t('bannerCta'), code });
            const snippet = `<a href="${home.link}"><img src="colorwell-${size.width}x${size.height}.svg" width="${size.width}" height="${size.height}" alt="Colorwell"></a>`;
            return (
              <li key={size.id} className="max-w-full space-y-2">
                {/* eslint-disable-next-line @next/next/no-img-element -- an inline SVG data URL, nothing to optimize */}
                <img
                  src={dataUrl(svg)}
                  width={size.width}
                  height={size.height}
                  alt={t('bannerAlt', { width: size.width, height: size.height })}
                  className="h-auto max-w-full"
                />
                <div className="flex flex-wrap gap-2">
                  <a
                    href={dataUrl(svg)}
                    download={`colorwell-${size.width}x${size.height}.svg`}
                    className="inline-flex h-9 items-center rounded-pill border border-line px-3.5 text-sm font-bold hover:bg-surface-muted"
                  >
                    {t('downloadBanner', { width: size.width, height: size.height })}
                  </a>
                  <CopyButton text={snippet} label={t('htmlOf', { width: size.width, height: size.height })} />
                </div>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
