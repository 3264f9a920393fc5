// The second round of things parents' prompts named that nothing drew (scripts/drawn-motifs/rag-doll.ts, camp.ts,
// sandcastle.ts, submarine.ts, sword-and-shield.ts, beehive.ts, people-more-jobs.ts) in the built table: each big
// in its box, in areas to colour, found by its English word, standing where it belongs.
import { describe, expect, it } from 'vitest';
import { understandPrompt } from '../keywords/understand-prompt';
import { expectDrawnWord } from '../testing/drawn-word';
import { areaCount, crossings, expectKawaiiFaces, longSide, printed, table } from '../testing/motif-raster';
import { BEEHIVE_ID, CAMPFIRE_ID, RAG_DOLL_ID, SANDCASTLE_ID, SHIELD_ID, SUBMARINE_ID, SWORD_ID, TENT_ID } from './own-thing-ids';
import { BUILDER_ID, DENTIST_ID, MORE_JOBS, PAINTER_ID, PILOT_ID, POSTMAN_ID, SCIENTIST_ID, VET_ID, WHOLE_GROWN_UPS } from './people';
import { SWIMMERS } from './subject-kinds';
import { backdropsFor } from './themes';

describe('the toys and camp things drawn for the words parents type', () => {
  it.each([
    [RAG_DOLL_ID, 'doll', 30],
    [TENT_ID, 'tent', 10],
    [CAMPFIRE_ID, 'campfire', 15],
    [SANDCASTLE_ID, 'sandcastle', 12],
    [SUBMARINE_ID, 'submarine', 18],
    [SWORD_ID, 'sword', 5],
    [SHIELD_ID, 'shield', 15],
    [BEEHIVE_ID, 'beehive', 15],
  ])('draws %s (%s) big in its box in at least %i areas, found by its English word', (id, name, areas) => expectDrawnWord(id, name, areas));

  // "a doll" drew the Japanese festival dolls, "Puppe" the nesting dolls.
  it('gives the rag doll the house face, its eyes the only black, yarn hair, a dress and striped stockings', async () => {
    await expectKawaiiFaces(RAG_DOLL_ID, { faces: 1, black: [3, 40] });
    const grid = await printed(table[RAG_DOLL_ID]!);
    // across the head: the yarn bunches and the mop on both sides, the bows, the head
    expect(crossings(grid, [0.5, 20], [71.5, 20])).toBeGreaterThanOrEqual(8);
    // down one leg: the dress's hem, the stocking's stripes, the shoe
    expect(crossings(grid, [32, 50], [32, 71.5])).toBeGreaterThanOrEqual(6);
  });

  it('stacks the beehive in coils, builds the sandcastle in merlons and splits the shield with a cross', async () => {
    // down the hive's middle: its top, five coils and the entrance on its board
    expect(crossings(await printed(table[BEEHIVE_ID]!), [36, 0.5], [36, 71.5])).toBeGreaterThanOrEqual(7);
    // across the towers' tops: the merlons of the side towers
    expect(crossings(await printed(table[SANDCASTLE_ID]!), [0.5, 29.5], [71.5, 29.5])).toBeGreaterThanOrEqual(8);
    // across the shield: rim, quarters, boss and star
    expect(crossings(await printed(table[SHIELD_ID]!), [0.5, 40], [71.5, 40])).toBeGreaterThanOrEqual(8);
    // across the submarine: its portholes' rims and glass
    expect(crossings(await printed(table[SUBMARINE_ID]!), [0.5, 38.6], [71.5, 38.6])).toBeGreaterThanOrEqual(14);
    // no solid black but the bees' eyes
    for (const id of [SANDCASTLE_ID, SHIELD_ID, SUBMARINE_ID, SWORD_ID, TENT_ID, CAMPFIRE_ID]) expect(table[id]!.d).toBe('');
  });

  it('puts the submarine under the sea, the sandcastle on the beach, the tent and campfire in the forest', () => {
    expect(SWIMMERS.has(SUBMARINE_ID)).toBe(true);
    expect(backdropsFor([SUBMARINE_ID])).toEqual(['sea']);
    expect(backdropsFor([SANDCASTLE_ID])).toEqual(['beach']);
    expect(backdropsFor([TENT_ID])).toContain('forest');
    expect(backdropsFor([CAMPFIRE_ID])).toContain('forest');
    expect(backdropsFor([BEEHIVE_ID])).toContain('meadow');
  });
});

describe('the grown-ups at work drawn for the words parents type', () => {
  it.each([
    [BUILDER_ID, 'builder', 'construction worker'],
    [PILOT_ID, 'pilot', 'pilot'],
    [PAINTER_ID, 'painter', 'artist'],
    [SCIENTIST_ID, 'scientist', 'scientist'],
    [POSTMAN_ID, 'postman', 'postman'],
    [DENTIST_ID, 'dentist', 'dentist'],
    [VET_ID, 'vet', 'vet'],
  ])('draws %s when asked for a %s, whole, with eyes and what the job holds', (id, word, name) => {
    expect(table[id]!.n).toBe(name);
    expect(areaCount(id)).toBeGreaterThanOrEqual(19);
    expect(longSide(id)).toBeGreaterThanOrEqual(62);
    expect(table[id]!.d).not.toBe('');
    const r = understandPrompt(`a ${word}`, 'en');
    expect(r.kind === 'motifs' && r.motifs.map((m) => m.id)).toEqual([id]);
  });

  it('stands them as grown-ups in town', () => {
    for (const id of MORE_JOBS) {
      expect(WHOLE_GROWN_UPS.has(id)).toBe(true);
      expect(backdropsFor([id])).toContain('city');
    }
  });
});
