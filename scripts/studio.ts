// Studio CLI: renders a text or name coloring page to SVG and PNG and prints what it understood.
//   npm run studio -- text "Katze spielt mit einem Ball" --style kids --seed 3 --out dir
//   npm run studio -- name "さくら" --theme flowers --out dir
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { composeTextPage, type StudioStyle } from '../lib/studio/compose-page';
import { StudioError } from '../lib/studio/errors';
import type { Locale } from '../lib/i18n/locales';
import { createNodeFontSource } from '../lib/studio/fonts/node-font-source';
import { composeNamePage, type NameTheme } from '../lib/studio/name/compose-name-page';
import { svgAtDpi, type Orientation, type Paper } from '../lib/studio/scene/paper';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    style: { type: 'string', default: 'kids' },
    seed: { type: 'string', default: '1' },
    out: { type: 'string', default: 'studio-out' },
    theme: { type: 'string', default: 'stars' },
    paper: { type: 'string', default: 'a4' },
    orientation: { type: 'string', default: 'portrait' },
    locale: { type: 'string', default: 'en' },
    dpi: { type: 'string', default: '150' },
  },
});
const [mode, text] = positionals;
const common = { paper: values.paper as Paper, orientation: values.orientation as Orientation, locale: values.locale as Locale };
const slug = (s: string) => s.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 40);

async function write(svg: string, base: string) {
  mkdirSync(values.out!, { recursive: true });
  const file = path.join(values.out!, base);
  writeFileSync(`${file}.svg`, svg);
  await sharp(Buffer.from(svgAtDpi(svg, Number(values.dpi))), { density: 72 })
    .flatten({ background: '#fff' })
    .png()
    .toFile(`${file}.png`);
  console.log(`wrote ${file}.svg and ${file}.png`);
}

try {
  if (mode === 'text' && text) {
    const r = composeTextPage({ prompt: text, style: values.style as StudioStyle, seed: Number(values.seed), ...common });
    if (r.kind === 'nothing_to_draw') {
      console.log(`nothing to draw (${r.locale}); try: ${r.suggestions.join(', ')}`);
      process.exit(2);
    }
    console.log(`understood (${r.locale}): ${r.motifs.map((m) => `${m.word} -> ${m.name}`).join('; ')}`);
    await write(r.svg, `${slug(text)}-${values.style}-${values.seed}`);
  } else if (mode === 'name' && text) {
    const r = await composeNamePage({ name: text, theme: values.theme as NameTheme, seed: Number(values.seed), ...common }, createNodeFontSource());
    console.log(`name "${text}" set in ${r.fonts.join(', ')}, ${r.lines.length} line(s)`);
    await write(r.svg, `name-${slug(text)}-${values.theme}`);
  } else {
    console.error(
      'usage: npm run studio -- text "<prompt>" [--style kids|teens|adults|mandala|pattern] [--seed n] [--out dir]\n       npm run studio -- name "<name>" [--theme animals|space|flowers|sports|unicorns|stars] [--out dir]',
    );
    process.exit(1);
  }
} catch (e) {
  if (e instanceof StudioError) {
    console.error(`error: ${e.code}${e.detail ? ` ${JSON.stringify(e.detail)}` : ''}`);
    process.exit(3);
  }
  throw e;
}
