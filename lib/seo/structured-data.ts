// schema.org structured data of public pages (JSON-LD), built from absolute URLs of the page's language.
import { serverEnv } from '@/lib/env';
import { localizedPath, localeTags, type Locale } from '@/lib/i18n/locales';

type Thing = Record<string, unknown>;
export type Crumb = { name: string; path: string };

const CONTEXT = 'https://schema.org';

export function absoluteUrl(locale: Locale | null, path: string): string {
  return new URL(locale ? localizedPath(locale, path) : path, serverEnv().APP_URL).toString();
}

/** Home › … › the page itself; `crumbs` start after home and end with the page. */
export function breadcrumbList(locale: Locale, homeName: string, crumbs: Crumb[]): Thing {
  const all = [{ name: homeName, path: '/' }, ...crumbs];
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: all.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absoluteUrl(locale, crumb.path) })),
  };
}

/** A listing of pages, in the order shown; `first` items of the listing come before them (its earlier pages). */
export function itemList(locale: Locale, name: string, items: Crumb[], first = 0): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: first + index + 1, name: item.name, url: absoluteUrl(locale, item.path) })),
  };
}

type Printable = {
  name: string;
  description: string;
  path: string;
  image: { path: string; width: number; height: number };
  keywords: string[];
  credit: string;
};

/** A printable coloring page: a creative work whose main content is its image. */
export function creativeWork(locale: Locale, page: Printable): Thing {
  const url = absoluteUrl(locale, page.path);
  return {
    '@context': CONTEXT,
    '@type': 'CreativeWork',
    name: page.name,
    description: page.description,
    url,
    inLanguage: localeTags[locale],
    isAccessibleForFree: true,
    keywords: page.keywords.join(', '),
    creditText: page.credit,
    image: {
      '@type': 'ImageObject',
      contentUrl: absoluteUrl(null, page.image.path),
      width: page.image.width,
      height: page.image.height,
      caption: page.name,
      creditText: page.credit,
    },
  };
}

/** Questions and answers shown on the page. */
export function faqPage(items: { question: string; answer: string }[]): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
  };
}

/** The text of a `<script type="application/ld+json">`: JSON that cannot close the script element. */
export function jsonLdText(data: Thing | Thing[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
