import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CLIENT_NAMESPACES, clientMessages, SHELL_NAMESPACES } from './client-messages';

const ROOT = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('CLIENT_NAMESPACES', () => {
  it('holds every namespace a component reads with useTranslations', () => {
    const used = new Set<string>();
    for (const file of ['components', 'app', 'stores', 'lib'].flatMap(sources)) {
      const text = readFileSync(file, 'utf8');
      expect(text, `${file} reads all messages`).not.toMatch(/useTranslations\(\s*\)|useMessages\(/);
      for (const match of text.matchAll(/useTranslations\(\s*['`"]([A-Za-z]+)/g)) used.add(match[1]);
      expect(text, `${file} picks a namespace at run time`).not.toMatch(/useTranslations\(\s*[a-zA-Z_$]/);
    }
    expect([...used].filter((ns) => !(CLIENT_NAMESPACES as readonly string[]).includes(ns))).toEqual([]);
  });
});

describe('clientMessages', () => {
  it('keeps the client namespaces and drops what only the server renders', () => {
    const picked = clientMessages({
      account: { signIn: 'Sign in' },
      legal: { title: 'Terms' },
      affiliate: { copy: 'Copy', dashboard: { title: 'Dashboard' } },
    });
    expect(picked).toEqual({ account: { signIn: 'Sign in' }, affiliate: { copy: 'Copy' } });
  });
});

describe('message scopes', () => {
  const all = { account: { signIn: 'Sign in' }, themeToggle: { dark: 'Dark' }, catalogue: { print: 'Print' }, converter: { title: 'Try' } };

  it('sends only the shell to every page', () => {
    expect(clientMessages(all, 'shell')).toEqual({ account: { signIn: 'Sign in' }, themeToggle: { dark: 'Dark' } });
  });

  it('adds the catalogue on item pages and everything in the app scope', () => {
    expect(clientMessages(all, 'catalogue')).toEqual({ account: { signIn: 'Sign in' }, themeToggle: { dark: 'Dark' }, catalogue: { print: 'Print' } });
    expect(clientMessages(all, 'app')).toEqual(all);
  });

  it('keeps the shell to what the header, the toasts and the error page read', () => {
    // The frame of every page: the files that render outside any page-level ClientMessages.
    const frame = [
      'components/layout/site-header.tsx',
      'components/layout/account-menu.tsx',
      'components/allowance/allowance-meter.tsx',
      'components/layout/language-switcher.tsx',
      'components/layout/theme-toggle.tsx',
      'components/layout/mobile-menu.tsx',
      'components/providers/api-runtime-bridge.tsx',
      'components/providers/preload-error-handler.tsx',
      'app/[locale]/error.tsx',
    ];
    const used = new Set<string>();
    for (const file of frame) {
      for (const match of readFileSync(path.join(ROOT, file), 'utf8').matchAll(/useTranslations\(\s*['`"]([A-Za-z]+)/g)) used.add(match[1]);
    }
    expect([...used].filter((ns) => !(SHELL_NAMESPACES as readonly string[]).includes(ns))).toEqual([]);
  });
});
