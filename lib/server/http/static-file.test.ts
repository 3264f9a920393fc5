import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { staticFile } from './static-file';

const context = (params: Record<string, string>) => ({ params: Promise.resolve(params) });

describe('staticFile', () => {
  const GET = staticFile(z.object({ file: z.string().regex(/^[a-z]{2}\.xml$/) }), ({ file }) => new Response(`file ${file}`));

  it('hands the parsed params to the route', async () => {
    const answer = await GET(new Request('http://localhost/sitemaps/de.xml'), context({ file: 'de.xml' }));
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('file de.xml');
  });

  it('answers a plain 404 when the params do not parse', async () => {
    const answer = await GET(new Request('http://localhost/sitemaps/x'), context({ file: '../etc/passwd' }));
    expect(answer.status).toBe(404);
  });
});
