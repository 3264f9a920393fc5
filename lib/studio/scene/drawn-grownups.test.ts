// The family's grown-ups and the mermaid drawn by us (scripts/drawn-motifs/family.ts, family-grandparents.ts,
// family-kit.ts, mermaid.ts). Before, they were toy-block figures beside the round storybook people: a box for a body
// on two posts for legs as wide at the ankle as at the knee, bead arms, a small round head with dot eyes. Now they
// are drawn as the picture-book figures are: a grown-up's face with brows, legs narrowing to the ankles, and each
// with the things that tell them apart on paper.
import { describe, expect, it } from 'vitest';
import { crossings, printed, raster, runs, table } from '../testing/motif-raster';

const [WOMAN, MAN, GRANDMA, GRANDPA, MERMAID] = ['1F469', '1F468', '1F475', '1F474', '1F9DC'];

/** The width of the left leg (the run of area nearest the middle, left of it) across the row at `y`, in units. */
async function leftLeg(id: string, y: number) {
  const row = runs(await raster(`<g fill="#000">${table[id].f}</g>`), y, 20, 35.9);
  return row[row.length - 1]![1];
}

describe('the grown-ups and the mermaid drawn by us', () => {
  it.each([
    [WOMAN, 55, 60.2],
    [MAN, 49, 60.4],
    [GRANDMA, 57.8, 60.4],
    [GRANDPA, 49, 60.4],
  ] as const)('narrows the legs of %s to the ankles (before: posts, as wide at the ankle)', async (id, knee, ankle) => {
    expect(await leftLeg(id, ankle)).toBeLessThan((await leftLeg(id, knee)) * 0.85);
  });

  it.each([WOMAN, MAN, GRANDMA, GRANDPA])("gives %s a grown-up's face: brows over the eyes (before: dot eyes only)", (id) => {
    expect(table[id].d.match(/M[\d.]+ [\d.]+a/g)).toHaveLength(2);
    expect(table[id].d.match(/M[\d.]+ [\d.]+Q[^Z]+Z/g)).toHaveLength(2);
  });

  it('dresses the mother in polka dots with a handbag, the father in a patterned jumper', async () => {
    const [woman, man] = [await printed(table[WOMAN]), await printed(table[MAN])];
    // across the skirt: two polka dots (before: a plain skirt, nothing)
    expect(crossings(woman, [28, 48.6], [44, 48.6])).toBeGreaterThanOrEqual(4);
    // out at her side below the hand: the handbag (before: nothing)
    expect(crossings(woman, [41.2, 55.6], [56, 55.6])).toBeGreaterThanOrEqual(2);
    // down the middle of his chest: the jumper's V neck and the shirt's collar in it (before: the tie, 2 edges)
    expect(crossings(man, [33, 34], [39, 34])).toBeGreaterThanOrEqual(2);
    // across his chest: the band of diamonds on his jumper (before: a plain shirt, the tie's two edges alone)
    expect(crossings(man, [27.6, 38], [44.4, 38])).toBeGreaterThanOrEqual(5);
    // as many areas as the mother's and grandparents' pictures have near (before: 30)
    expect(table[MAN].f.match(/<path/g)!.length).toBeGreaterThanOrEqual(34);
  });

  it('gives the grandmother grey curls round her head and a knitting basket', async () => {
    const grid = await printed(table[GRANDMA]);
    // out past the side of her face at the eyes: her curls (before: nothing past the face)
    expect(crossings(grid, [25.2, 13.4], [28.2, 13.4])).toBeGreaterThanOrEqual(1);
    // across the basket under her hand: its sides and the weave between (before: nothing there)
    expect(crossings(grid, [40, 56.6], [54, 56.6])).toBeGreaterThanOrEqual(4);
  });

  it('gives the grandfather a hat with a brim and a moustache over his smile', async () => {
    const hat = runs(await raster(`<g fill="#000">${table[GRANDPA].f}</g>`), 11, 0, 71.9);
    // the brim across wider than his head (before: bald, the head 15 across)
    expect(Math.max(...hat.map(([, w]) => w))).toBeGreaterThanOrEqual(20);
    // down the middle from under the nose to the chin: the moustache, the smile, the chin (before: the smile, the chin)
    expect(crossings(await printed(table[GRANDPA]), [36, 18.3], [36, 24])).toBeGreaterThanOrEqual(3);
  });

  it("gives the mermaid the princess's round head, a top of two shells and a shell held up", async () => {
    const head = runs(await raster(`<g fill="#000">${table[MERMAID].c}</g>`), 15.6, 0, 71.9);
    // a big round head (before: 15 across, smaller than the princess's)
    expect(head[0]![1]).toBeGreaterThanOrEqual(17);
    const grid = await printed(table[MERMAID]);
    // across her chest: the two shells, their edges and ribs (before: under the top's hem, nothing)
    expect(crossings(grid, [30, 32.2], [42, 32.2])).toBeGreaterThanOrEqual(6);
    // the shell held up beside her head: its rim and ribs above the hand (before: the hair's edge only)
    expect(crossings(grid, [46.4, 25.6], [55, 25.6])).toBeGreaterThanOrEqual(5);
  });
});
