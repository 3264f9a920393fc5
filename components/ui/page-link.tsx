import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { localizedPath, toLocale } from '@/lib/i18n/locales';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button';

type PageLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** Path without language ("/pricing"); the reader's language prefix is added. */
  href: string;
};

/**
 * A link to a page of this site in the reader's language, for server components: a plain anchor, so
 * it costs no hydration, marked `data-soft` so the `SoftLinks` around the site frame opens it in the
 * app with a prefetch on intent, as our client `Link` does.
 */
export async function PageLink({ href, ...props }: PageLinkProps) {
  const locale = toLocale(await getLocale());
  return <a {...props} href={localizedPath(locale, href)} data-soft="" />;
}

/** A `PageLink` styled as a button (the server's counterpart of `LinkButton`). */
export function PageLinkButton({ variant, size, className, ...rest }: PageLinkProps & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <PageLink className={buttonClasses(variant, size, className)} {...rest} />;
}
