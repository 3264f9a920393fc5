import type { AbstractIntlMessages } from 'next-intl';

/**
 * The message namespaces client components read (useTranslations in the browser). Page text rendered on
 * the server (meta, legal, catalogue, marketing copy) is not shipped twice. client-messages.test.ts
 * fails when a component starts using a namespace not listed.
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

type ClientNamespace = (typeof CLIENT_NAMESPACES)[number];

/**
 * What the frame of every page reads in the browser: the header (account menu with its allowance, the
 * language switcher, the theme toggle), apiFetch's error toasts and the error page. The root layout sends
 * only these, so a catalogue page carries about 4 kB of messages instead of 50 kB.
 */
export const SHELL_NAMESPACES = [
  'account',
  'allowance',
  'errorPage',
  'errors',
  'languageSwitcher',
  'themeToggle',
] as const satisfies readonly ClientNamespace[];

/**
 * The messages a part of the site sends to the browser (ClientMessages provides them):
 * - `shell`: every page (the root layout);
 * - `catalogue`: an item page's print and paper buttons, besides the shell;
 * - `photoTool`, `colorizeTool`, `generatorTool`: a public tool page's try panel;
 * - `app`: every client namespace, for sign-in, account, pricing, online colouring and the dashboard.
 * client-messages.test.ts follows the imports of each tool panel and fails when one reads a
 * namespace its scope does not send.
 */
export const MESSAGE_SCOPES = {
  shell: SHELL_NAMESPACES,
  catalogue: [...SHELL_NAMESPACES, 'catalogue'],
  photoTool: [...SHELL_NAMESPACES, 'converter', 'pricing'],
  colorizeTool: [...SHELL_NAMESPACES, 'colorize', 'converter', 'pricing', 'sharing'],
  generatorTool: [...SHELL_NAMESPACES, 'converter', 'generators', 'pricing', 'sharing', 'studio'],
  app: CLIENT_NAMESPACES,
} as const satisfies Record<string, readonly ClientNamespace[]>;

export type MessageScope = keyof typeof MESSAGE_SCOPES;

export function clientMessages(messages: AbstractIntlMessages, scope: MessageScope = 'app'): AbstractIntlMessages {
  const namespaces: readonly ClientNamespace[] = MESSAGE_SCOPES[scope];
  return Object.fromEntries(
    namespaces
      .filter((ns) => ns in messages)
      .map((ns) => {
        const drop = SERVER_ONLY[ns];
        const value = messages[ns];
        if (!drop || typeof value !== 'object') return [ns, value];
        return [ns, Object.fromEntries(Object.entries(value).filter(([key]) => !drop.includes(key)))];
      }),
  );
}
