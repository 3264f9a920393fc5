import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { embeddedTemplateDir, holdsDatabase, seedEmbeddedDatabase } from './embedded-template.mjs';

// An installation in a temp folder: the two package versions and the migrations the template is named
// after, and (when a test makes it) a template folder holding a stand-in database.
let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'colorwell-template-'));
  for (const [name, version] of [
    ['@electric-sql/pglite', '0.5.16'],
    ['pg-boss', '10.4.2'],
  ]) {
    await mkdir(path.join(root, 'node_modules', name), { recursive: true });
    await writeFile(path.join(root, 'node_modules', name, 'package.json'), JSON.stringify({ version }));
  }
  await mkdir(path.join(root, 'migrations', 'meta'), { recursive: true });
  await writeFile(path.join(root, 'migrations', '0000_first.sql'), 'CREATE TABLE a (id int);');
  await writeFile(path.join(root, 'migrations', 'meta', '_journal.json'), '{"entries":[]}');
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function makeTemplate() {
  const template = embeddedTemplateDir(root);
  await mkdir(path.join(template, 'base'), { recursive: true });
  await writeFile(path.join(template, 'PG_VERSION'), '17\n');
  await writeFile(path.join(template, 'base', 'table'), 'rows');
}

describe('the embedded database template', () => {
  it('is named after PGlite, pg-boss and every migration file', async () => {
    const first = embeddedTemplateDir(root);
    expect(path.basename(first)).toMatch(/^embedded-db-0\.5\.16-10\.4\.2-[0-9a-f]{16}$/);
    await writeFile(path.join(root, 'migrations', '0001_second.sql'), 'CREATE TABLE b (id int);');
    const second = embeddedTemplateDir(root);
    expect(second).not.toBe(first);
    await writeFile(path.join(root, 'node_modules', 'pg-boss', 'package.json'), JSON.stringify({ version: '11.0.0' }));
    expect(embeddedTemplateDir(root)).not.toBe(second);
  });

  it('seeds a new data folder with a copy of the template', async () => {
    await makeTemplate();
    const dir = path.join(root, 'data', 'db');
    await mkdir(dir, { recursive: true });
    expect(await seedEmbeddedDatabase(dir, root)).toBe(true);
    expect(holdsDatabase(dir)).toBe(true);
    expect(await readFile(path.join(dir, 'base', 'table'), 'utf8')).toBe('rows');
  });

  it('leaves a folder that holds a database, or anything else, to PGlite', async () => {
    await makeTemplate();
    const existing = path.join(root, 'existing');
    await mkdir(existing);
    await writeFile(path.join(existing, 'PG_VERSION'), '17\n');
    expect(await seedEmbeddedDatabase(existing, root)).toBe(false);
    const other = path.join(root, 'other');
    await mkdir(other);
    await writeFile(path.join(other, 'notes.txt'), 'mine');
    expect(await seedEmbeddedDatabase(other, root)).toBe(false);
    expect(holdsDatabase(other)).toBe(false);
  });

  it('seeds nothing without a template for these migrations (PGlite runs initdb as before)', async () => {
    await makeTemplate();
    await writeFile(path.join(root, 'migrations', '0001_second.sql'), 'CREATE TABLE b (id int);');
    const dir = path.join(root, 'fresh');
    expect(await seedEmbeddedDatabase(dir, root)).toBe(false);
    expect(holdsDatabase(dir)).toBe(false);
  });
});
