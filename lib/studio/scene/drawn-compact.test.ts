// Three long, thin motifs drawn by us, redrawn to fill their square box: the skateboard popping an ollie
// (gear-skateboard.ts), the american football tilted as footballs are drawn (balls-baseball-tennis-football.ts) and
// the trumpet angled up with notes coming out of its bell (music-trumpet.ts). Lying level they were strips across
// the box (33 to 56 units tall of 70 to 73 wide) and, width-bound on a portrait page, printed as a band across the
// middle under a big empty sky. The candy and the hot dog were among them, set on the diagonal; each read as
// tipped over on its plate, so they lie level again, filling the page's width as the taco does, their plate and
// table under them (drawn-food-shapes.test.ts).
import { describe, expect, it } from 'vitest';
import { cataloguePages } from '../../catalogue/pages';
import { findSubject } from '../../catalogue/subjects';
import { crossings, PX, printed, raster, table } from '../testing/motif-raster';
import { motifsOf, size, styles } from '../testing/scene-prompts';
import { composeScene } from './compose-scene';
import { createRng } from './prng';

const THREE: [id: string, prompt: string][] = [
  ['1F6F9', 'a skateboard'],
  ['1F3C8', 'an american football'],
  ['1F3BA', 'a trumpet'],
];

/** The bounds of a motif's silhouette (its areas filled, their edges drawn), in units of the 72-unit box. */
async function silhouetteBox(id: string): Promise<{ w: number; h: number }> {
  const grid = await raster(`<g fill="#000" stroke="#000" stroke-width="0.7">${table[id].f}</g>`);
  const side = 72 * PX;
  let [x0, y0, x1, y1] = [side, side, -1, -1];
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) if (grid[y * side + x] < 128) [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  return { w: (x1 - x0 + 1) / PX, h: (y1 - y0 + 1) / PX };
}

describe('the long motifs drawn to fill their box', () => {
  // Before: skateboard 47 tall of 70 wide, football 54 of 70, trumpet 48 of 69.
  it.each(THREE)('%s spans the box both ways: as tall as 0.8 of its width, both over 56 units', async (id) => {
    const { w, h } = await silhouetteBox(id);
    expect(Math.max(w, h), id).toBeGreaterThanOrEqual(66);
    expect(Math.min(w, h), id).toBeGreaterThan(56);
    expect(h / w, id).toBeGreaterThanOrEqual(0.8);
  });

  // Alone on an A4 portrait page the subject is width-bound, so its height was its aspect's: 78 to 133 mm of a
  // 273 mm drawing (0.29 to 0.49). Now at least half the drawing's height, in every style, in the text tool and on
  // the catalogue's pages.
  it.each(THREE)('%s prints at least half the drawing tall on the text tool page', (id, prompt) => {
    for (const style of styles)
      for (let seed = 1; seed <= 3; seed++) {
        const motifs = motifsOf(prompt);
        expect(motifs[0].id).toBe(id);
        const scene = composeScene(motifs, style, size, createRng(seed, style));
        expect(scene.subjectBox.h / scene.drawing.h, `${prompt}, ${style}, seed ${seed}`).toBeGreaterThanOrEqual(0.5);
      }
  });

  it('prints the skateboard and the american football at least half the drawing tall on their catalogue pages', () => {
    const pages = cataloguePages.filter((p) => p.recipe.kind === 'scene' && ['skateboard', 'american-football'].includes(p.recipe.subject));
    expect(pages.length).toBeGreaterThanOrEqual(4);
    for (const page of pages) {
      if (page.recipe.kind !== 'scene') continue;
      const subject = findSubject(page.recipe.subject)!;
      const motif = { id: subject.motif, name: subject.key, kind: 'being' as const, word: subject.key };
      const r = page.recipe;
      const scene = composeScene([motif], page.audience, size, createRng(r.seed, page.audience), r.backdrop, true, r.turned);
      // drawn once (a flat subject is drawn twice, the second smaller), and tall
      expect(scene.subjectBoxes, page.handle).toHaveLength(1);
      expect(scene.subjectBox.h / scene.drawing.h, page.handle).toBeGreaterThanOrEqual(0.5);
    }
  });

  it('draws the skateboard nose up, its wheels below the deck, with pop marks under the tail', async () => {
    const grid = await printed(table['1F6F9']);
    // the deck runs up to the right: along it from the tail's tip to the nose's, the outline, the tail cap and its
    // stripe, a star, the face, a star, the nose's stripe and cap (lying flat it ran across at y = 30 or so)
    expect(crossings(grid, [3, 47.5], [65, 12])).toBeGreaterThanOrEqual(10);
    // the pop marks: three slim areas fanning out under the tail, left of the back wheel
    expect(crossings(grid, [1, 55], [16, 55])).toBeGreaterThanOrEqual(6);
  });

  it('draws the trumpet angled up with notes as areas coming out of its bell', async () => {
    const grid = await printed(table['1F3BA']);
    // across the beamed notes under the bell: two stems, each an area
    expect(crossings(grid, [45, 58], [71.5, 58])).toBeGreaterThanOrEqual(4);
    // up the trumpet from the mouthpiece to the bell's rim, which stands at the top right
    expect(crossings(grid, [2, 50], [64, 4])).toBeGreaterThanOrEqual(10);
  });

  // Level, the trumpet was too long and low to stand beside an animal as its guitar does (INSTRUMENTS): a stamp in
  // a corner beside a bear half the page tall. Angled up it is near square and stands beside it, 0.7 of its height.
  it.each(['a bear playing the trumpet', 'a lion playing the trumpet'])('"%s": the two drawn side by side as one subject', (prompt) => {
    for (const style of styles)
      for (let seed = 1; seed <= 3; seed++) {
        const scene = composeScene(motifsOf(prompt), style, size, createRng(seed, style));
        const at = `${style}, seed ${seed}`;
        expect(scene.subjectBoxes, at).toHaveLength(2);
        expect(scene.companions, at).toHaveLength(0);
        const [a, b] = scene.subjectBoxes;
        expect(Math.min(a.h, b.h) / Math.max(a.h, b.h), at).toBeGreaterThanOrEqual(0.6);
        expect(a.x + a.w <= b.x || b.x + b.w <= a.x, at).toBe(true);
      }
  });
});
