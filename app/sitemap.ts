import type { MetadataRoute } from 'next';
import { cataloguePages } from '@/lib/catalogue/pages';
import { tags } from '@/lib/catalogue/tags';
import { themes } from '@/lib/catalogue/themes';
import { serverEnv } from '@/lib/env';
import { locales } from '@/lib/i18n/locales';
import { alternatesFor } from '@/lib/seo/alternates';
import { pages } from '@/lib/seo/pages';

// Fixed pages worth finding (not sign-in, account or payment answers), then themes, tags and every catalogue page.
const SKIP = new Set(['/pay-success', '/register/verification', '/register/verification-success']);

/** /sitemap.xml: every public page in all ten languages, each with its hreflang alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = serverEnv().APP_URL;
  const paths = [
    ...Object.values(pages)
      .filter((page) => page.access === 'public' && !SKIP.has(page.path))
      .map((page) => page.path),
    ...themes.map((theme) => `/${theme.slug}`),
    ...tags.map((tag) => `/tag/${tag}`),
    ...cataloguePages.map((page) => `/${page.theme}/${page.handle}`),
  ];
  return paths.flatMap((path) =>
    locales.map((locale) => {
      const { canonical, languages } = alternatesFor(base, locale, path);
      return { url: canonical, alternates: { languages }, changeFrequency: 'weekly' as const, priority: path === '/' ? 1 : 0.7 };
    }),
  );
}
