// composeScene at a landmark the prompt names: the volcano or the mountain big behind the subject, a climber or a
// bird on a bough of the big tree, a frog on its lily pad. Before, each was a thumb-sized stamp in a corner (or,
// for the lily pad, missing).
import { describe, expect, it } from 'vitest';
import motifs from '../data/motifs.json';
import type { Locale } from '../../i18n/locales';
import { understandPrompt } from '../keywords/understand-prompt';
import { size, styles } from '../testing/scene-prompts';
import { rasterise, whiteRegionSizes } from '../testing/white-regions';
import { composeScene } from './compose-scene';
import type { Box } from './paper';
import { createRng } from './prng';

const art = motifs as Record<string, { f: string }>;

/** The page of a prompt at its place, by style and seed. */
function page(prompt: string, locale: Locale, style: (typeof styles)[number], seed: number) {
  const understood = understandPrompt(prompt, locale);
  if (understood.kind !== 'motifs') throw new Error(prompt);
  return composeScene(understood.motifs, style, size, createRng(seed, style), understood.place?.backdrop);
}

/** The bounding box of the background's landmark outline (the volcano's cone, the mountain, the tree's trunk). */
function landmark(svg: string): Box {
  const d = /<path id="landmark" d="([^"]+)"/.exec(svg)?.[1];
  if (!d) throw new Error('no landmark');
  const n = [...d.matchAll(/-?[\d.]+/g)].map((m) => Number(m[0]));
  const xs = n.filter((_, i) => i % 2 === 0),
    ys = n.filter((_, i) => i % 2 === 1);
  return { x: Math.min(...xs), y: Math.min(...ys), w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys) };
}

describe('a volcano or a mountain named beside the subject', () => {
  it.each([
    ['a dinosaur and a volcano', 'en', '1F30B'],
    ['恐竜と火山', 'ja', '1F30B'],
    ['ein Dinosaurier und ein Vulkan', 'de', '1F30B'],
    ['a goat on a mountain', 'en', '26F0'],
    ['una cabra en la montaña', 'es', '26F0'],
  ] as const)('"%s": stands big behind the subject on the horizon, not as a stamp', (prompt, locale, id) => {
    for (const style of styles)
      for (const seed of [1, 2, 3]) {
        const scene = page(prompt, locale, style, seed);
        const at = `${style}, seed ${seed}`;
        const peak = landmark(scene.svg),
          b = scene.subjectBox,
          d = scene.drawing;
        // most of the page wide, a third of it tall, its top over the subject's, its foot behind the subject
        expect(peak.w / d.w, at).toBeGreaterThan(0.6);
        expect(peak.h / d.h, at).toBeGreaterThan(0.33);
        expect(peak.y, at).toBeLessThan(b.y);
        expect(peak.y + peak.h, at).toBeLessThan(b.y + b.h);
        expect(scene.svg.includes(art[id]!.f), at).toBe(false);
        expect(scene.companions, at).toEqual([]);
        expect(scene.subjectSpan, at).toBeGreaterThanOrEqual(0.6);
      }
  });
});

describe('a climber or a bird in a tree', () => {
  it.each([
    ['a monkey in a tree', 'en'],
    ['a koala in a tree', 'en'],
    ['auf einem Baum sitzt eine Katze', 'de'],
    ['un pájaro en un árbol', 'es'],
    ['an owl on a branch', 'en'],
    ['木の上のフクロウ', 'ja'],
  ] as const)('"%s": sits on a bough of a big tree whose trunk stands beside it', (prompt, locale) => {
    for (const style of styles)
      for (const seed of [1, 2, 3]) {
        const scene = page(prompt, locale, style, seed);
        const at = `${style}, seed ${seed}`;
        const { subjectBox: b, drawing: d, seat } = scene;
        expect(scene.backdrop, at).toBe('tree');
        expect(seat, at).toBeDefined();
        // the bough runs from the trunk into the subject's box, at its feet (a bird's: at its branch)
        const trunk = landmark(scene.svg);
        const mid = trunk.x + trunk.w / 2;
        expect(mid < b.x || mid > b.x + b.w, at).toBe(true);
        expect(trunk.h / d.h, at).toBeGreaterThan(0.6);
        expect(Math.min(seat!.x + seat!.w, b.x + b.w) - Math.max(seat!.x, b.x), at).toBeGreaterThan(0);
        expect(seat!.y, at).toBeLessThan(b.y + b.h);
        expect(seat!.y + seat!.h, at).toBeGreaterThan(b.y + b.h * 0.6);
        // up in the tree: its feet well above the page's foot, the subject still big
        expect((b.y + b.h - d.y) / d.h, at).toBeLessThan(0.72);
        expect(scene.subjectSpan, at).toBeGreaterThanOrEqual(0.6);
        // no tree nor nest stamp beside it
        expect(scene.companions, at).toEqual([]);
        for (const id of ['1F333', '1FAB9']) expect(scene.svg.includes(art[id]!.f), at).toBe(false);
      }
  });
});

describe('a frog on a lily pad', () => {
  it.each([
    ['a frog on a lily pad', 'en'],
    ['une grenouille sur un nénuphar', 'fr'],
    ['荷叶上的青蛙', 'zh-CN'],
  ] as const)('"%s": the frog sits on a pad wider than it, out on the pond', (prompt, locale) => {
    for (const style of styles)
      for (const seed of [1, 2, 3]) {
        const scene = page(prompt, locale, style, seed);
        const at = `${style}, seed ${seed}`;
        const { subjectBox: b, seat } = scene;
        expect(scene.backdrop, at).toBe('pond');
        expect(seat, at).toBeDefined();
        expect(seat!.w, at).toBeGreaterThan(b.w);
        expect(Math.abs(seat!.x + seat!.w / 2 - (b.x + b.w / 2)), at).toBeLessThan(1);
        expect(seat!.y, at).toBeLessThan(b.y + b.h);
        expect(seat!.y + seat!.h, at).toBeGreaterThan(b.y + b.h);
        expect(scene.subjectSpan, at).toBeGreaterThanOrEqual(0.6);
      }
  });
});

/**
 * The white areas of the page's part in `<g class="…">` (the landmark's: the one holding its outline) drawn alone
 * in the page's frame, at 120 dpi (the adults' fine lines stay closed), largest first; `px`: pixels to the mm.
 */
async function areasOf(svg: string, cls: string): Promise<{ sizes: number[]; px: number }> {
  const start = cls === 'landmark' ? svg.lastIndexOf(`<g class="${cls}">`, svg.indexOf('id="landmark"')) : svg.indexOf(`<g class="${cls}">`);
  if (start < 0) throw new Error(`no ${cls}`);
  // the group with its nested groups: up to the `</g>` that closes it
  let depth = 0,
    end = start;
  for (const m of svg.slice(start).matchAll(/<g[ >]|<\/g>/g)) {
    depth += m[0] === '</g>' ? -1 : 1;
    if (!depth) {
      end = start + m.index! + 4;
      break;
    }
  }
  const { w, h } = size;
  const page = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}mm" height="${h}mm" viewBox="0 0 ${w} ${h}">${svg.slice(0, svg.indexOf('<g clip-path'))}<g clip-path="url(#drawing)">${svg.slice(start, end)}</g></svg>`;
  const raster = await rasterise(page, 120);
  return { sizes: whiteRegionSizes(raster), px: 120 / 25.4 };
}

describe('the landmarks drawn as a printed colouring book draws them', () => {
  it.each(['a monkey in a tree', 'un pájaro en un árbol', '木の上のフクロウ'])(
    '"%s": the crown is clumps of leaves, many closed areas, not one scalloped oval',
    async (prompt) => {
      const locale = prompt.startsWith('un') ? 'es' : prompt.startsWith('a') ? 'en' : 'ja';
      for (const style of styles) {
        const scene = page(prompt, locale, style, 1);
        const { sizes, px } = await areasOf(scene.svg, 'crown');
        // areas of a leaf's size or more (over 4 mm²), besides the page round the crown
        const leafy = sizes.slice(1).filter((s) => s / px ** 2 > 4).length;
        expect(leafy, style).toBeGreaterThan(style === 'kids' ? 40 : 80);
      }
    },
    30_000,
  );

  it.each([
    ['a dinosaur and a volcano', 'en'],
    ['恐竜と火山', 'ja'],
    ['a goat on a mountain', 'en'],
    ['una cabra en la montaña', 'es'],
  ] as const)(
    '"%s": an adults\' peak is cut into many cells, none a large plain field',
    async (prompt, locale) => {
      for (const seed of [1, 2, 3]) {
        const scene = page(prompt, locale, 'adults', seed);
        const peak = landmark(scene.svg);
        const { sizes, px } = await areasOf(scene.svg, 'landmark');
        const cells = sizes.slice(1).filter((s) => s / px ** 2 > 4);
        expect(cells.length, `seed ${seed}`).toBeGreaterThan(20);
        // the largest area inside it under a tenth of its box (before: the cone or the rock was half of it)
        expect(cells[0]! / px ** 2 / (peak.w * peak.h), `seed ${seed}`).toBeLessThan(0.1);
      }
    },
    30_000,
  );

  it.each([1, 2, 3])('seed %i: the volcano smokes in one plume rising to the page top, not in small clouds', (seed) => {
    for (const style of styles) {
      const scene = page('a dinosaur and a volcano', 'en', style, seed);
      const cone = landmark(scene.svg);
      // the plume is the first shape after the crater: it reaches from the crater to the page's top edge
      const group = scene.svg.slice(scene.svg.indexOf('<g class="landmark">'));
      const plume = /<ellipse[^>]+\/><path d="([^"]+)"/.exec(group)![1]!;
      const ys = [...plume.matchAll(/-?[\d.]+/g)].map((m) => Number(m[0])).filter((_, i) => i % 2 === 1);
      expect(Math.max(...ys), style).toBeGreaterThan(cone.y - 2);
      expect(Math.min(...ys), style).toBeLessThan(scene.drawing.y + 4);
    }
  });

  it.each([
    ['a monkey in a tree with a banana', 'en'],
    ['un mono en un árbol con un plátano', 'es'],
    ['a cat in a tree with a ball', 'en'],
    ['a squirrel in a tree with an apple and a ball', 'en'],
  ] as const)('"%s": the thing sits up in the crown, off the trunk, and the subject on its bough', (prompt, locale) => {
    for (const style of styles)
      for (const seed of [1, 2, 3]) {
        const scene = page(prompt, locale, style, seed);
        const at = `${style}, seed ${seed}`;
        const trunk = landmark(scene.svg),
          d = scene.drawing;
        expect(scene.seat, at).toBeDefined();
        expect(scene.companions.length, at).toBeGreaterThan(0);
        for (const { box } of scene.companions) {
          // its foot in the crown, above where the trunk shows
          expect(box.y + box.h, at).toBeLessThan(d.y + d.h * 0.3);
          expect(box.y, at).toBeGreaterThanOrEqual(d.y - 1);
        }
        expect(trunk.h / d.h, at).toBeGreaterThan(0.6);
      }
  });
});
