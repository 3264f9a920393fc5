import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ErrorCode, httpStatusOf } from './errors';

// The error table in docs/api.md is what API clients read: it must list every catalogue code with
// its HTTP status and nothing the catalogue does not have. Any six-digit code named elsewhere in
// docs/ must exist too.
const docs = path.join(process.cwd(), 'docs');
const api = readFileSync(path.join(docs, 'api.md'), 'utf8');

function documentedTable(): Map<number, number> {
  const section = api.slice(api.indexOf('\n## Error codes'));
  const body = section.slice(0, section.indexOf('\n## ', 1));
  const rows = new Map<number, number>();
  for (const match of body.matchAll(/^\| (\d+) \| (\d+) \|/gm)) rows.set(Number(match[1]), Number(match[2]));
  return rows;
}

describe('error codes in docs/', () => {
  const table = documentedTable();
  const catalogue = new Map(Object.values(ErrorCode).map((code) => [code as number, httpStatusOf[code]]));

  it('documents every catalogue code with its status', () => {
    for (const [code, status] of catalogue) expect([code, table.get(code)]).toEqual([code, status]);
  });

  it('documents no code the catalogue lacks', () => {
    for (const [code, status] of table) expect([code, status]).toEqual([code, catalogue.get(code)]);
  });

  it('names only catalogue codes anywhere in docs/', () => {
    const named = readdirSync(docs)
      .filter((name) => name.endsWith('.md'))
      .flatMap((name) => [...readFileSync(path.join(docs, name), 'utf8').matchAll(/\b4\d{5}\b/g)].map((m) => Number(m[0])));
    expect(named.length).toBeGreaterThan(catalogue.size);
    expect(named.filter((code) => !catalogue.has(code))).toEqual([]);
  });
});
