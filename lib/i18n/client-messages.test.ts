import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CLIENT_NAMESPACES, clientMessages } from './client-messages';

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
