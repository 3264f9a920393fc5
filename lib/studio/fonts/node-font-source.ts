// Node adapter: reads the @fontsource packages' WOFF subsets, choosing the subset file by the CSS unicode-range.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as opentype from 'opentype.js';
import type { Font } from 'opentype.js';
import type { FontFamily, FontSource } from './font-source';
import { woffToSfnt } from './woff-to-sfnt';

// Heavy weights: the bubble outline needs thick strokes to keep counters open inside.
const PACKAGES: Record<FontFamily, { pkg: string; css: string }> = {
  latin: { pkg: '@fontsource/baloo-2', css: '800.css' },
  ja: { pkg: '@fontsource/m-plus-rounded-1c', css: '800.css' },
  ko: { pkg: '@fontsource/noto-sans-kr', css: '900.css' },
  sc: { pkg: '@fontsource/noto-sans-sc', css: '900.css' },
  tc: { pkg: '@fontsource/noto-sans-tc', css: '900.css' },
};

// Node loads opentype.js's UMD build (named exports hidden behind `default`); bundlers load its ESM build.
const { parse } = ((opentype as unknown as { default?: typeof opentype }).default ?? opentype) as typeof opentype;

type Subset = { file: string; ranges: [number, number][] };

function readSubsets(dir: string, css: string): Subset[] {
  const text = readFileSync(path.join(dir, css), 'utf8');
  return [...text.matchAll(/url\(\.\/files\/([^)]+\.woff)\) format\('woff'\);\s*unicode-range:\s*([^;]+);/g)].map((m) => ({
    file: path.join(dir, 'files', m[1]),
    ranges: m[2].split(',').map((r) => {
      const [a, b] = r.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(a, 16), parseInt(b ?? a, 16)] as [number, number];
    }),
  }));
}

const subsets = new Map<FontFamily, Subset[]>();

// Inside the web server's bundle require.resolve answers a module id rather than a path, so the package
// is looked up in the project's node_modules there.
function packageDir(pkg: string): string {
  try {
    const resolved = createRequire(import.meta.url).resolve(`${pkg}/package.json`);
    if (typeof resolved === 'string' && path.isAbsolute(resolved)) return path.dirname(resolved);
  } catch {
    // fall through to the project's node_modules
  }
  return path.join(process.cwd(), 'node_modules', pkg);
}

/** The WOFF subset file of a family that covers a code point, or null. Also used for PDF titles. */
export function fontFileFor(family: FontFamily, cp: number): string | null {
  if (!subsets.has(family)) {
    const { pkg, css } = PACKAGES[family];
    subsets.set(family, readSubsets(packageDir(pkg), css));
  }
  return subsets.get(family)!.find((s) => s.ranges.some(([a, b]) => cp >= a && cp <= b))?.file ?? null;
}

export function createNodeFontSource(): FontSource {
  const fonts = new Map<string, Font>();
  return {
    async fontFor(family, cp) {
      const file = fontFileFor(family, cp);
      if (!file) return null;
      if (!fonts.has(file)) fonts.set(file, parse(woffToSfnt(readFileSync(file))));
      return fonts.get(file)!;
    },
  };
}
