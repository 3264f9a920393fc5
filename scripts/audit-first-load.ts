// `npm run audit:first-load`: the JavaScript a first visit to each public page downloads (the page's
// <script src> tags, module scripts only: browsers skip the noModule polyfills), gzipped as served.
// Measures the build in .next, from Turbopack (`next build`) or webpack (`next build --webpack`) alike.
import { gzipSync } from 'node:zlib';
import { firstLoadScripts } from './bench/first-load-scripts';
import { PUBLIC_AUDIT_PATHS, startSite } from './bench/site-server';

const PORT = Number(process.env.AUDIT_PORT || 3417);

async function main() {
  const site = await startSite(PORT);
  const sizes = new Map<string, number>();
  const gzipped = async (src: string) => {
    if (!sizes.has(src)) sizes.set(src, gzipSync(Buffer.from(await (await fetch(site.origin + src)).arrayBuffer()), { level: 9 }).length);
    return sizes.get(src)!;
  };
  const rows: string[] = [];
  try {
    for (const path of PUBLIC_AUDIT_PATHS) {
      const html = await (await fetch(site.origin + path, { headers: { 'accept-language': 'en' } })).text();
      const scripts = firstLoadScripts(html);
      let total = 0;
      for (const src of scripts) total += await gzipped(src);
      const htmlGz = gzipSync(Buffer.from(html), { level: 6 }).length;
      rows.push(
        `| ${path} | ${(total / 1024).toFixed(1)} kB | ${scripts.length} | ${(html.length / 1024).toFixed(0)} kB (${(htmlGz / 1024).toFixed(0)} kB gz) |`,
      );
      console.error(rows.at(-1));
    }
  } finally {
    site.stop();
  }
  console.log('\naudit:first-load — first-load JS per public page (gzip -9 of each script the page loads)\n');
  console.log('| page | first-load JS (gz) | scripts | HTML |');
  console.log('| --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
