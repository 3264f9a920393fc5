// composeScene at a landmark the prompt names: the volcano or the mountain big behind the subject, a climber or a
// bird on a bough of the big tree, a frog on its lily pad. Before, each was a thumb-sized stamp in a corner (or,
// for the lily pad, missing).
import { describe, expect, it } from 'vitest';
import motifs from '../data/motifs.json';
import type { Locale } from '../../i18n/locales';
import { understandPrompt } from '../keywords/understand-prompt';
import { size, styles } from '../testing/scene-prompts';
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
