// The before/after pictures of the tool landing pages (public/examples) as today's engine makes them from
// the fixture photos: each is the page's picture area (margins and frame cropped off) at the size the
// landing page declares. `npm run examples:build` writes them; tests/engine/landing-examples.test.ts checks
// the committed files are still what the engine makes.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { GeneratorKind } from '@/components/generators/generator-api';
import type { StudioExample } from '@/components/generators/studio-examples';
import type { Example } from '@/components/tools/examples';
import { PX_PER_MM } from '@/lib/engine/page/layout';
import type { Style } from '@/lib/engine/types';
import { colorizeDrawing } from '@/lib/server/generation/render/colorize';
import { convertUpload } from '@/lib/server/imaging/convert-upload';
import { fitPhoto } from '@/lib/server/imaging/likeness';
import { composeTextPage, type StudioStyle } from '@/lib/studio/compose-page';
import { createNodeFontSource } from '@/lib/studio/fonts/node-font-source';
import { composeNamePage, type NameTheme } from '@/lib/studio/name/compose-name-page';
import { svgAtDpi } from '@/lib/studio/scene/paper';

export const EXAMPLES_DIR = 'public/examples';
/** The SHA-256 of each engine page the pictures were made from: what the test compares with today's engine. */
export const EXAMPLE_SOURCES = 'tests/fixtures/landing-example-pages.json';
export const EXAMPLE_STYLES: readonly (Style | 'colorize')[] = ['coloring-page', 'line-art', 'line-drawing', 'colorize'];

export const STUDIO_EXAMPLES_DIR = `${EXAMPLES_DIR}/studio`;
/** The generator landing pages' examples are 560 × 792 (A4 at about 68 dpi), drawn at 100 dpi and scaled. */
export const STUDIO_EXAMPLE_SIZE = { width: 560, height: 792 } as const;

// The photos behind the examples (public-domain and CC0: tests/fixtures/photos/README.md).
const PHOTOS: Record<Example['id'], string> = {
  cat: 'tests/fixtures/photos/chelsea.jpg',
  coffee: 'tests/fixtures/photos/coffee.jpg',
  astronaut: 'tests/fixtures/photos/astronaut.jpg',
};
const STYLES: Style[] = ['coloring-page', 'line-art', 'line-drawing'];
// The coloring page's frame runs along the picture's edge: cropping this far inside leaves it out.
const FRAME_CROP_MM = 1.5;

/** One example picture: RGB pixels at the example's declared size. */
export type ExamplePicture = { style: Style | 'colorize'; rgb: Buffer; width: number; height: number };

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The example's photo, and the full page the engine makes of it in `style` (A4, its PNG). */
async function enginePage(example: Example, style: Style): Promise<{ bytes: Uint8Array; png: Uint8Array }> {
  const bytes = new Uint8Array(await readFile(PHOTOS[example.id]));
  const { png } = await convertUpload(bytes, { style, paper: 'a4', orientation: 'auto' }, ['png']);
  return { bytes, png };
}

/** Key of an example's page in EXAMPLE_SOURCES → SHA-256 of that page's PNG, as the engine makes it now. */
export async function enginePageHashes(example: Example): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const style of STYLES) hashes[`${example.id}-${style}`] = sha256((await enginePage(example, style)).png);
  return hashes;
}

const sized = (example: Example, pixels: Buffer | Uint8Array | Uint8ClampedArray, width: number, height: number, channels: 1 | 4) =>
  sharp(pixels, { raw: { width, height, channels } })
    .resize(example.width, example.height, { fit: 'fill', kernel: 'lanczos3' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer();

/** The example's pages in every style, and the colorized coloring page, from its photo; and their pages' hashes. */
export async function renderExample(example: Example): Promise<{ pictures: ExamplePicture[]; hashes: Record<string, string> }> {
  const bytes = new Uint8Array(await readFile(PHOTOS[example.id]));
  const { box } = await fitPhoto(bytes, { paper: 'a4', orientation: 'auto' });
  const inset = Math.round(FRAME_CROP_MM * PX_PER_MM);
  const crop = { left: box.x + inset, top: box.y + inset, width: box.width - 2 * inset, height: box.height - 2 * inset };
  const pictures: ExamplePicture[] = [];
  const hashes: Record<string, string> = {};
  const picture = async (style: ExamplePicture['style'], pixels: Buffer | Uint8Array | Uint8ClampedArray, width: number, height: number, channels: 1 | 4) =>
    pictures.push({ style, rgb: await sized(example, pixels, width, height, channels), width: example.width, height: example.height });
  for (const style of STYLES) {
    const { png } = await enginePage(example, style);
    hashes[`${example.id}-${style}`] = sha256(png);
    const { data, info } = await sharp(png).extract(crop).greyscale().raw().toBuffer({ resolveWithObject: true });
    await picture(style, data, info.width, info.height, 1);
    if (style !== 'coloring-page') continue;
    // Colorize starts from this coloring page and takes its colours from the photo, as the tool's
    // "from the reference photo" palette does.
    const drawing = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
      .ensureAlpha()
      .raw()
      .toBuffer();
    const reference = await sharp(bytes).resize(info.width, info.height, { fit: 'fill' }).ensureAlpha().raw().toBuffer();
    const { rgba } = colorizeDrawing({ rgba: drawing, width: info.width, height: info.height, palette: 'from-reference-photo', reference });
    await picture('colorize', rgba, info.width, info.height, 4);
  }
  return { pictures, hashes };
}

export const examplePath = (example: Example, style: ExamplePicture['style']) => `${EXAMPLES_DIR}/${example.id}-${style}.webp`;

/** The studio's vector page for a generator example, as the text, AI or name tool would make it. */
export async function studioExampleSvg(kind: GeneratorKind, example: StudioExample): Promise<string> {
  const request = { seed: example.seed ?? 1, locale: example.lang, paper: 'a4', orientation: 'portrait' } as const;
  if (kind === 'name') return (await composeNamePage({ ...request, name: example.prompt, theme: example.style as NameTheme }, createNodeFontSource())).svg;
  const page = composeTextPage({ ...request, prompt: example.prompt, style: example.style as StudioStyle });
  if (page.kind !== 'page') throw new Error(`the studio draws nothing for "${example.prompt}"`);
  return page.svg;
}

export const studioSvgHash = (svg: string) => sha256(new TextEncoder().encode(svg));

/** A generator example's page as RGB at STUDIO_EXAMPLE_SIZE. */
export async function renderStudioExample(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svgAtDpi(svg, 100)), { density: 72 })
    .flatten({ background: '#fff' })
    .resize(STUDIO_EXAMPLE_SIZE.width, STUDIO_EXAMPLE_SIZE.height, { fit: 'fill', kernel: 'lanczos3' })
    .toColourspace('srgb')
    .raw()
    .toBuffer();
}
