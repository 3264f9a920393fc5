import type { AbstractIntlMessages } from 'next-intl';

/**
 * The message namespaces client components read (useTranslations in the browser). Only these are sent
 * with every page; page text rendered on the server (meta, legal, catalogue, marketing copy) is not
 * shipped twice. client-messages.test.ts fails when a component starts using a namespace not listed.
 */
export const CLIENT_NAMESPACES = [
  'account',
  'auth',
  'batch',
  'coloring',
  'colorize',
  'converter',
  'creations',
  'errorPage',
  'errors',
  'feedback',
  'generators',
  'languageSwitcher',
  'passwordStrength',
  'profile',
  'studio',
  'themeToggle',
] as const;

export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(CLIENT_NAMESPACES.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]));
}
