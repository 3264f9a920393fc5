// A fresh embedded database (PGlite) starts as a copy of a template instead of running initdb.
//
// PGlite's initdb (WebAssembly, on the opening process's event loop) takes 10–15 s on a 2-core machine
// and the migrations two more, while opening a folder that already holds a database takes about one
// second: a new DATA_DIR made a fresh `npm start` answer nothing for ~18 s. The template is a database
// folder made once per installation (initdb, the migrations of this checkout, pg-boss's tables), kept under
// node_modules/.cache (the same lifetime as the PGlite it was made by), and copied file by file into
// every new DATA_DIR/db. It is named after the PGlite and pg-boss versions and a hash of migrations/, so a changed
// PGlite or a new migration makes a new one (and without a template, a new folder is made by initdb as before).
// Made by scripts/embedded-db-template.mjs (run by `npm start` before serving and by the Dockerfile).
// Plain JavaScript, for that script; types in the .d.mts.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** The template folder for this PGlite and these migrations. @param {string} root */
export function embeddedTemplateDir(root) {
  const version = (/** @type {string} */ name) => JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  const migrations = path.join(root, 'migrations');
  const hash = createHash('sha256');
  const files = (/** @type {string} */ dir) =>
    readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
  for (const file of files(migrations)) hash.update(path.relative(migrations, file)).update('\0').update(readFileSync(file));
  return path.join(
    root,
    'node_modules',
    '.cache',
    'colorwell',
    `embedded-db-${version('@electric-sql/pglite')}-${version('pg-boss')}-${hash.digest('hex').slice(0, 16)}`,
  );
}

/** Whether a folder holds a database already. @param {string} dir */
export const holdsDatabase = (dir) => existsSync(path.join(dir, 'PG_VERSION'));

/**
 * Copies the template into `dir` when `dir` holds no database yet and a template exists; returns
 * whether it did. The copy goes to a sibling first and is renamed into place, so a start that is
 * stopped half-way leaves no half database. @param {string} dir @param {string} root
 */
export async function seedEmbeddedDatabase(dir, root) {
  if (holdsDatabase(dir)) return false;
  let template;
  try {
    template = embeddedTemplateDir(root);
  } catch {
    return false; // no PGlite or migrations where expected: nothing to copy, initdb as before
  }
  if (!holdsDatabase(template)) return false;
  // An empty folder (made by an earlier start that failed before initdb) is replaced; anything else is
  // left to PGlite, which refuses a folder that is not a database.
  if (existsSync(dir) && readdirSync(dir).length > 0) return false;
  const partial = `${dir}.seeding`;
  await rm(partial, { recursive: true, force: true });
  await cp(template, partial, { recursive: true });
  await rm(dir, { recursive: true, force: true });
  await rename(partial, dir);
  return true;
}
