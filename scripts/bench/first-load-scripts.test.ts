import { describe, expect, it } from 'vitest';
import { firstLoadScripts } from './first-load-scripts';

describe('firstLoadScripts', () => {
  it('lists the chunks of a Turbopack page and skips the noModule polyfills and inline scripts', () => {
    const html =
      '<head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/0o_iu04f6t0e7.js"/>' +
      '<script src="/_next/static/chunks/3iykd_fcw05ap.js" async=""></script>' +
      '<script src="/_next/static/chunks/turbopack-077hmtqrhcoji.js" async=""></script></head>' +
      '<body><script>self.__next_f.push([1,""])</script>' +
      '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>' +
      '<script type="application/ld+json">{}</script><script id="_R_">x</script>' +
      '<script src="/_next/static/chunks/0o_iu04f6t0e7.js" async=""></script></body>';
    expect(firstLoadScripts(html)).toEqual([
      '/_next/static/chunks/3iykd_fcw05ap.js',
      '/_next/static/chunks/turbopack-077hmtqrhcoji.js',
      '/_next/static/chunks/0o_iu04f6t0e7.js',
    ]);
  });

  it("lists webpack's runtime and route chunks, whatever the attributes' order, each once", () => {
    const html =
      '<script src="/_next/static/chunks/4bd1b696-8cd12253b448cc13.js" async=""></script>' +
      '<script async="" src="/_next/static/chunks/app/%5Blocale%5D/layout-106598142428f749.js"></script>' +
      '<script src="/_next/static/chunks/polyfills-42372ed130431b0a.js" noModule=""></script>' +
      '<script src="/_next/static/chunks/webpack-a0575224af9c355f.js" id="_R_" async=""></script>' +
      '<script src="/_next/static/chunks/4bd1b696-8cd12253b448cc13.js" async=""></script>';
    expect(firstLoadScripts(html)).toEqual([
      '/_next/static/chunks/4bd1b696-8cd12253b448cc13.js',
      '/_next/static/chunks/app/%5Blocale%5D/layout-106598142428f749.js',
      '/_next/static/chunks/webpack-a0575224af9c355f.js',
    ]);
  });
});
