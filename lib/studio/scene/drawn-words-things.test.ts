// The things parents' prompts named that no emoji drew (scripts/drawn-motifs/bones-and-skull.ts, acorn.ts,
// treasure-chest.ts, pirate-ship.ts) in the built table: a dog's bone, an acorn, a treasure chest and a pirate ship,
// each big in its box, in areas to colour, the house's face on the first three and no solid black but its eyes.
import { describe, expect, it } from 'vitest';
import { expectDrawnWord } from '../testing/drawn-word';
import { crossings, expectKawaiiFaces, printed, silhouetteRuns, table } from '../testing/motif-raster';
import { ACORN_ID, PIRATE_SHIP_ID, TREASURE_CHEST_ID } from './own-thing-ids';
import { SWIMMERS } from './subject-kinds';
import { backdropsFor } from './themes';

const BONE_ID = '1F9B4';

describe('the things drawn for the words parents type', () => {
  it.each([
    [BONE_ID, 'bone', 5],
    [ACORN_ID, 'acorn', 20],
    [TREASURE_CHEST_ID, 'treasure chest', 40],
    [PIRATE_SHIP_ID, 'pirate ship', 25],
  ])('draws %s (%s) big in its box in at least %i areas, found by its English word', (id, name, areas) => expectDrawnWord(id, name, areas));

  it.each([BONE_ID, ACORN_ID, TREASURE_CHEST_ID])('gives %s the house face, its eyes the only black', async (id) => {
    await expectKawaiiFaces(id, { faces: 1, black: [3, 40] });
  });

  // The meat on the bone (a ham on a stick) stood in for "Knochen", "os", "hueso", 骨头.
  it('draws the bone as one round-ended shape: two knobs at each end, the shaft between them narrower', async () => {
    const m = table[BONE_ID]!;
    // the outline is one closed path, the two shines and the cheeks the other areas
    expect(m.f.match(/<path d="M[^"]*A[^"]*A[^"]*A[^"]*A/g)).toHaveLength(1);
    // across the middle the bone is one piece, thinner than it is long
    const [[, across]] = await silhouetteRuns(m, 36, 0, 72);
    expect(across).toBeGreaterThan(40);
    const grid = await printed(m);
    // down through the shaft's middle: its two edges only (the face sits off this line's ink)
    expect(crossings(grid, [24, 10], [24, 62])).toBeLessThanOrEqual(3);
  });

  it('caps the acorn with a scaly cup over a smooth nut, a stalk and an oak leaf on top', async () => {
    const grid = await printed(table[ACORN_ID]!);
    // down the middle: the stalk, the cup's dome, three rows of scales, the rim band, the nut with the face
    expect(crossings(grid, [33, 0.5], [33, 40])).toBeGreaterThanOrEqual(7);
    // the nut narrows to a point: wide at its shoulders, narrow near its tip
    const [[, shoulders]] = await silhouetteRuns(table[ACORN_ID]!, 40, 0, 72);
    const [[, tip]] = await silhouetteRuns(table[ACORN_ID]!, 66, 0, 72);
    expect(shoulders).toBeGreaterThan(40);
    expect(tip).toBeLessThan(10);
  });

  it('opens the treasure chest on a heap of coins over its rim, straps and a hasp on its front', async () => {
    const grid = await printed(table[TREASURE_CHEST_ID]!);
    // across the heap: coin after coin, each a rim and a ring
    expect(crossings(grid, [0.5, 31], [71.5, 31])).toBeGreaterThanOrEqual(20);
    // across the box under the rim: its sides, two straps, the hasp
    expect(crossings(grid, [0.5, 45], [71.5, 45])).toBeGreaterThanOrEqual(10);
  });

  // "a pirate ship" drew the plain sailboat: no skull, one mast.
  it('flies the skull and crossbones on the pirate ship, two skulls, two masts, and sails it on the waves', async () => {
    const m = table[PIRATE_SHIP_ID]!;
    // four crossed bones: two behind each skull, each a path of four knob arcs
    expect(m.f.match(/<path d="M[^"]*A[^"]*A[^"]*A[^"]*A/g)).toHaveLength(4);
    const grid = await printed(m);
    // across the big sail through the skull: the sail's sides, the seams, the bones, the skull and its eyes
    expect(crossings(grid, [0.5, 32], [71.5, 32])).toBeGreaterThanOrEqual(12);
    // along the hull's gun ports: the hull's ends and the ports
    expect(crossings(grid, [0.5, 51], [71.5, 51])).toBeGreaterThanOrEqual(9);
    expect(m.d).toBe('');
    expect(SWIMMERS.has(PIRATE_SHIP_ID)).toBe(true);
    expect(backdropsFor([PIRATE_SHIP_ID])).toContain('waves');
  });
});
