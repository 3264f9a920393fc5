// The scripts a browser downloads and runs on a page's first load: the src of every <script> tag in its
// HTML, whatever the order of the tag's attributes, each once, leaving out the noModule polyfills
// (module-capable browsers skip them). Both bundlers write their chunks so: Turbopack's runtime and
// chunks, and webpack's runtime (`<script src="…/webpack-….js" id="_R_" async="">`) and chunks.
// Chunks loaded later by the page's code (lazy imports) are not in the HTML and not counted.
export function firstLoadScripts(html: string): string[] {
  const sources = new Set<string>();
  for (const [, attributes] of html.matchAll(/<script\b([^>]*)>/gi)) {
    if (/\bnomodule\b/i.test(attributes)) continue;
    const src = /\bsrc="([^"]+)"/i.exec(attributes)?.[1];
    if (src) sources.add(src.replaceAll('&amp;', '&'));
  }
  return [...sources];
}
