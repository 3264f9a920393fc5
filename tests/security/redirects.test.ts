import { describe, expect, it } from 'vitest';
import { safeFromPath } from '@/components/auth/safe-from';

const SITE = 'https://colorwell.example';

/** What the login page does with `/login?<query>`: read `from`, keep it only if safe, then navigate. */
function landing(rawQuery: string): string | null {
  const target = safeFromPath(new URLSearchParams(rawQuery).get('from'));
  return target === null ? null : new URL(target, SITE).href;
}

describe('hostile `from` values after sign-in', () => {
  it.each([
    'from=%2F.%2F%2Fevil.example%2Fphish',
    'from=/./%2Fevil.example',
    'from=/.//evil.example',
    'from=/../../evil.example',
    'from=/x/../..//evil.example',
    'from=//evil.example',
    'from=%2F%2Fevil.example',
    'from=%252F%252Fevil.example',
    'from=/%2F%2Fevil.example',
    'from=/%252F%252Fevil.example',
    'from=/.%2F%2Fevil.example',
    'from=/%5Cevil.example',
    'from=/%5C%5Cevil.example',
    'from=%5C%5Cevil.example',
    'from=/\\evil.example',
    'from=%2F%09%2Fevil.example',
    'from=%2F%0A%2Fevil.example',
    'from=%2F%0D%2Fevil.example',
    'from=/%00/evil.example',
    'from=https://evil.example',
    'from=https:evil.example',
    'from=HTTPS://evil.example',
    'from=%68ttps://evil.example',
    'from=javascript:alert(1)',
    'from=JaVaScRiPt%3Aalert(1)',
    'from=data:text/html,<script>alert(1)</script>',
    'from=%20//evil.example',
    'from=%E3%80%80//evil.example',
    'from=／／evil.example',
    'from=/%EF%BC%8F%EF%BC%8Fevil.example',
    'from=@evil.example',
    'from=/%40evil.example%2F..%2F%2F',
    'from=%2F%25%32%46evil.example',
  ])('%s never leaves the site', (query) => {
    const href = landing(query);
    if (href !== null) expect(new URL(href).origin).toBe(SITE);
  });

  it.each([
    'from=%2F.%2F%2Fevil.example%2Fphish',
    'from=/.//evil.example',
    'from=%2F%2Fevil.example',
    'from=%252F%252Fevil.example',
    'from=/%5Cevil.example',
    'from=/%252F%252Fevil.example',
    'from=javascript:alert(1)',
  ])('%s is refused outright (the default page is used)', (query) => {
    expect(landing(query)).toBeNull();
  });

  it.each([
    ['from=%2Fdashboard%2Ffeedback', `${SITE}/dashboard/feedback`],
    ['from=%2Fja%2Fprofile%3Ftab%3D2', `${SITE}/ja/profile?tab=2`],
    ['from=/online-coloring?page=catalogue:cat-1#top', `${SITE}/online-coloring?page=catalogue:cat-1#top`],
    ['from=/gallery/%E7%8C%AB', `${SITE}/gallery/%E7%8C%AB`],
  ])('%s still works', (query, expected) => {
    expect(landing(query)).toBe(expected);
  });
});
