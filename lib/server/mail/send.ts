import 'server-only';
import { type Locale, localizedPath, toLocale } from '@/lib/i18n/locales';
import { serverEnv } from '@/lib/env';
import { renderMail, type MailKind } from './templates';
import { deliver } from './transport';
import { loggableError, logger } from '@/lib/server/log';

/** A link into the site in the reader's language, always from APP_URL (never the Host header). */
export function appLink(locale: Locale, pathname: string, query: Record<string, string> = {}): string {
  const url = new URL(localizedPath(locale, pathname), serverEnv().APP_URL);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url.toString();
}

export type Recipient = { email: string; name?: string | null; locale: string };

export async function sendAccountMail(kind: MailKind, to: Recipient, link?: string): Promise<void> {
  const locale = toLocale(to.locale);
  const content = await renderMail(kind, locale, { name: to.name, link });
  await deliver({ to: to.email, ...content, link });
}

/** Sends without making the caller wait; a failure is logged (notices that need no retry). */
export function sendInBackground(kind: MailKind, to: Recipient, link?: string): void {
  sendAccountMail(kind, to, link).catch((error) => logger().error({ kind, err: loggableError(error) }, 'account mail failed'));
}
