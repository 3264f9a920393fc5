import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { existsSync, statSync } from 'node:fs';
import { CLIENT_NAMESPACES, clientMessages, MESSAGE_SCOPES, type MessageScope } from './client-messages';

const ROOT = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The namespaces read with useTranslations by the client code `entries` reach: files below a 'use client'
 * boundary, following static and dynamic imports of the project (not of packages), not type imports.
 * Maps each namespace to one file that reads it.
 */
function clientNamespacesFrom(entries: string[]): Map<string, string> {
  const read = new Map<string, string>();
  const seen = new Set<string>();
  const resolve = (from: string, spec: string): string | null => {
    const base = spec.startsWith('@/') ? path.join(ROOT, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null;
    if (!base) return null;
    for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
      if (existsSync(base + ext) && statSync(base + ext).isFile()) return base + ext;
    }
    return null;
  };
  const visit = (file: string, underClient: boolean) => {
    const key = `${file}|${underClient}`;
    if (seen.has(key)) return;
    seen.add(key);
    const text = readFileSync(file, 'utf8');
    const client = underClient || /^['"]use client['"]/m.test(text.slice(0, 200));
    if (client)
      for (const match of text.matchAll(/useTranslations\(\s*['`"]([A-Za-z]+)/g)) if (!read.has(match[1])) read.set(match[1], path.relative(ROOT, file));
    for (const match of text.matchAll(/(?:import|export)(?!\s+type\s)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
      const next = resolve(file, match[1] ?? match[2]);
      if (next && !/\.test\.tsx?$/.test(next)) visit(next, client);
    }
  };
  for (const entry of entries) visit(path.join(ROOT, entry), false);
  return read;
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

  // Each part of the site that runs under a scope, by the files it starts from.
  const parts: [MessageScope, string[]][] = [
    ['shell', ['app/[locale]/layout.tsx', 'app/[locale]/(site)/layout.tsx', 'app/[locale]/error.tsx', 'app/[locale]/(site)/not-found.tsx']],
    ['catalogue', ['components/catalogue/catalogue-item.tsx']],
    ['photoTool', ['components/tools/visitor-preview.tsx']],
    ['colorizeTool', ['components/colorize/colorize-tool.tsx']],
    ['generatorTool', ['components/generators/generator-tool.tsx']],
  ];

  it.each(parts)('sends every namespace the client code under %s reads', (scope, entries) => {
    const sent: readonly string[] = MESSAGE_SCOPES[scope];
    const read = clientNamespacesFrom(entries);
    expect(read.size, 'the walk found no client text').toBeGreaterThan(0);
    expect([...read.keys()].filter((ns) => !sent.includes(ns)).map((ns) => `${ns} (${read.get(ns)})`)).toEqual([]);
  });
});
