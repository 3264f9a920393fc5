import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { forgetPagesOfAnotherAddress } from './route-cache-address.mjs';

function buildWithCachedPage(): { dist: string; page: string } {
  const dist = mkdtempSync(path.join(tmpdir(), 'route-cache-'));
  const page = path.join(dist, 'server', 'route-cache', 'APP_PAGE', 'build', '$', 'de', 'animals.html');
  mkdirSync(path.dirname(page), { recursive: true });
  writeFileSync(page, '<link rel="canonical" href="http://127.0.0.1:3211/de/animals">');
  return { dist, page };
}

describe('the route cache and the site address', () => {
  it('keeps the pages rendered for this address and drops those of another', () => {
    const { dist, page } = buildWithCachedPage();
    // A cache from before the check has no marker: it may hold any address, so it goes.
    expect(forgetPagesOfAnotherAddress(dist, 'https://colorwell.example')).toBe(false);
    expect(existsSync(page)).toBe(false);
    expect(readFileSync(path.join(dist, 'server', 'route-cache', '.app-url'), 'utf8')).toBe('https://colorwell.example');

    mkdirSync(path.dirname(page), { recursive: true });
    writeFileSync(page, 'rendered for colorwell.example');
    expect(forgetPagesOfAnotherAddress(dist, 'https://colorwell.example')).toBe(false);
    expect(existsSync(page)).toBe(true);

    expect(forgetPagesOfAnotherAddress(dist, 'http://127.0.0.1:3211')).toBe(true);
    expect(existsSync(page)).toBe(false);
  });
});
