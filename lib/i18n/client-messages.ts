import type { AbstractIntlMessages } from 'next-intl';

/**
 * The message namespaces client components read (useTranslations in the browser). Only these are sent
 * with every page; page text rendered on the server (meta, legal, catalogue, marketing copy) is not
 * shipped twice. client-messages.test.ts fails when a component starts using a namespace not listed.
 */
export const CLIENT_NAMESPACES = [
  'account',
  'affiliate',
  'allowance',
  'auth',
  'batch',
  'catalogue',
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
  'pricing',
  'profile',
  'sharing',
  'studio',
  'themeToggle',
] as const;

// Parts of a client namespace only the server reads: the affiliate pages apart from their forms and
// copy buttons. (The catalogue's page texts live in lib/catalogue/text.ts, not in the messages.)
const SERVER_ONLY: Partial<Record<(typeof CLIENT_NAMESPACES)[number], string[]>> = {
  affiliate: ['assets', 'dashboard', 'details', 'pages'],
};

export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(
    CLIENT_NAMESPACES.filter((ns) => ns in messages).map((ns) => {
      const drop = SERVER_ONLY[ns];
      const value = messages[ns];
      if (!drop || typeof value !== 'object') return [ns, value];
      return [ns, Object.fromEntries(Object.entries(value).filter(([key]) => !drop.includes(key)))];
    }),
  );
}
