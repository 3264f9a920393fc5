// The big tree of "a monkey in a tree", "an owl on a branch": its clumps of leaves differ by seed, a bird in it
// has its nest on the bough, and an animal named with the climber sits in the fork over the trunk, never on the
// trunk's lines. Before, every clump was the same outline, the bird had no nest ("a bird in its nest" drew a nest
// stamp on a meadow) and "a koala and a monkey in a tree" sat the monkey on the trunk halfway up it.
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { understandPrompt } from '../keywords/understand-prompt';
import { size, styles } from '../testing/scene-prompts';
import { composeScene } from './compose-scene';
import type { Box } from './paper';
import { createRng } from './prng';

function page(prompt: string, locale: Locale, style: (typeof styles)[number], seed: number) {
  const understood = understandPrompt(prompt, locale);
  if (understood.kind !== 'motifs') throw new Error(prompt);
  return composeScene(understood.motifs, style, size, createRng(seed, style), understood.place?.backdrop);
}

/** The trunk's box: the bounding box of the outline marked `id="landmark"`. */
function trunkOf(svg: string): Box {
  const n = [.../<path id="landmark" d="([^"]+)"/.exec(svg)![1]!.matchAll(/-?[\d.]+/g)].map((m) => Number(m[0]));
  const xs = n.filter((_, i) => i % 2 === 0),
    ys = n.filter((_, i) => i % 2 === 1);
  return { x: Math.min(...xs), y: Math.min(...ys), w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys) };
}

/** How many bumps each clump of the crown has, in drawing order (the crown's own outline left out). */
function clumpBumps(svg: string): number[] {
  const crown = svg.slice(svg.indexOf('<g class="crown">'));
  const outlines = [...crown.matchAll(/<path d="(M[^"]*A[^"]*Z)"/g)].map((m) => (m[1]!.match(/A/g) ?? []).length);
  return outlines.slice(1);
}

describe('the big tree', () => {
  it.each(styles)('%s: the clumps of leaves are not all alike, and differ from seed to seed', (style) => {
    const pages = [1, 2, 3, 4, 5, 6].map((seed) => clumpBumps(page('a monkey in a tree', 'en', style, seed).svg));
    for (const bumps of pages) {
      expect(bumps.length).toBeGreaterThan(8);
      // several bump counts on one page (before: every clump had the same six or seven)
      expect(new Set(bumps).size).toBeGreaterThan(2);
    }
    expect(new Set(pages.map((b) => b.join())).size).toBe(pages.length);
  });

  it('a teens\' crown carries apples, acorns, cherries or blossoms by seed', () => {
    const kinds = new Set(
      [1, 2, 3, 4, 5, 6].map((seed) => {
        const crown = page('a koala in a tree', 'en', 'teens', seed).svg.split('<g class="crown">')[1]!;
        return crown.includes('<circle') ? (crown.includes('<ellipse') ? 'blossom' : 'cherry') : crown.includes('Q') ? 'apple or acorn' : '';
      }),
    );
    expect(kinds.size).toBeGreaterThan(1);
  });

  it.each([
    ['a bird in a tree', 'en'],
    ['an owl on a branch', 'en'],
    ['un pájaro en un árbol', 'es'],
    ['a bird in its nest', 'en'],
    ['ein Vogel in seinem Nest', 'de'],
    ['un pájaro en su nido', 'es'],
    ['un oiseau dans son nid', 'fr'],
    ['um pássaro no ninho', 'pt'],
    ['巣の中の鳥', 'ja'],
    ['둥지 속의 새', 'ko'],
    ['con chim trong tổ chim', 'vi'],
    ['鸟窝里的小鸟', 'zh-CN'],
    ['鳥巢裡的鳥', 'zh-TW'],
  ] as const)('"%s": the bird has a woven nest on its bough, between it and the trunk', (prompt, locale) => {
    for (const style of styles)
      for (const seed of [1, 2, 3]) {
        const scene = page(prompt, locale, style, seed);
        const at = `${style}, seed ${seed}`;
        expect(scene.backdrop, at).toBe('tree');
        expect(scene.companions, at).toEqual([]);
        expect(scene.svg.match(/<g class="nest">/g)?.length, at).toBe(1);
        const { nest, subjectBox: b, seat } = scene;
        const trunk = trunkOf(scene.svg);
        expect(nest, at).toBeDefined();
        // beside the bird, towards the trunk, on the bough: its foot inside the bough's band
        const mid = nest!.x + nest!.w / 2,
          trunkMid = trunk.x + trunk.w / 2;
        expect(trunkMid > b.x + b.w ? mid > b.x + b.w && mid < trunkMid : mid < b.x && mid > trunkMid, at).toBe(true);
        expect(nest!.y + nest!.h, at).toBeGreaterThan(seat!.y);
        expect(nest!.y + nest!.h, at).toBeLessThan(seat!.y + seat!.h);
        expect(nest!.w, at).toBeGreaterThan(b.w * 0.3);
      }
  });

  it.each([
    ['a koala and a monkey in a tree', 'en'],
    ['an owl and a squirrel in a tree', 'en'],
    ['a cat and a bird in a tree', 'en'],
    ['a monkey and a parrot in a tree', 'en'],
    ['un mono y un koala en un árbol', 'es'],
  ] as const)('"%s": each animal sits on a bough or in the fork, never over the trunk\'s lines', (prompt, locale) => {
    for (const style of styles)
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const scene = page(prompt, locale, style, seed);
        const at = `${style}, seed ${seed}`;
        const box = trunkOf(scene.svg),
          d = scene.drawing;
        // the trunk above its roots: half as wide as its box, which the roots' flare widens
        const trunk = { x: box.x + box.w / 4, w: box.w / 2 };
        const animals = [...scene.subjectBoxes, ...scene.companions.map((c) => c.box)];
        expect(animals.length, at).toBe(2);
        for (const a of animals) {
          const across = Math.min(a.x + a.w, trunk.x + trunk.w) - Math.max(a.x, trunk.x);
          // beside the trunk, or up in the fork: over where the crown comes down, the trunk showing only below it
          if (across > 1) expect(a.y + a.h, at).toBeLessThan(d.y + d.h * 0.3);
        }
      }
  });
});
