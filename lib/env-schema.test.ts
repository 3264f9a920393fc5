import { readFileSync } from 'node:fs';
import path from 'node:path';

// The README's configuration table is where operators look: every variable of the schema is in it.
describe('the configuration table', () => {
  it('lists every variable of the schema', () => {
    const schema = readFileSync(path.join(process.cwd(), 'lib', 'env-schema.ts'), 'utf8');
    const readme = readFileSync(path.join(process.cwd(), 'README.md'), 'utf8');
    const names = [...schema.matchAll(/^\s+([A-Z][A-Z0-9_]+):\s*z/gm)].map((match) => match[1]);
    expect(names.length).toBeGreaterThan(40);
    const table = readme.split('\n').filter((line) => line.startsWith('| `'));
    expect(names.filter((name) => !table.some((row) => row.split('|')[1].includes(`\`${name}\``)))).toEqual([]);
  });
});
