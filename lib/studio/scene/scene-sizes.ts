// How big the people and animals of a scene stand beside each other, shares the composer (compose-scene.ts)
// sizes them by, and the adults' page's open-sky and halo measures.
import type { SceneStyle } from './compose-scene';
import { ACORN_ID, CAMPFIRE_ID, SHIELD_ID, SWORD_ID, TENT_ID } from './own-thing-ids';

/** A child beside an animal bigger than it: the child's height, a share of the animal's. */
export const BIG_ANIMAL_CHILD = 0.85;
/**
 * An adults' page whose subject and company leave at least this share of the drawing to the sky gets a patterned
 * sky whose cells stop short of the subject's box: a boat on the sea (open sky 0.41-0.59 of the drawing), a castle,
 * a cat in a meadow (0.36-0.39). Under it a fox's face (0.33) or a butterfly (0.26-0.29) fill the sky's middle:
 * cells stopping at their box left next to no pattern, and cells round their outline were clutter (`HALO_MM`).
 */
export const OPEN_SKY = 0.35;
/**
 * Any other adults' page gets a patterned sky too, and its subject a halo (`motifHalo`): a white margin this wide
 * (mm) round the subject's outline, closed by a line, where the sky's cells stop. Cells stopping at the subject's
 * box left a ragged clearing round a diagonal rocket; cells up to its outline were the clutter above. Following
 * the outline at a clear margin, the halo keeps the subject one shape that reads at thumbnail size.
 */
export const HALO_MM = 4;
/** A child standing beside an animal: its height, a share of the drawing's. */
export const PAIR_CHILD_HEIGHT: Record<SceneStyle, number> = { kids: 0.57, teens: 0.56, adults: 0.55 };
/**
 * An animal beside a child gets the width the child leaves; left less than this share of its own width, the two
 * shrink together instead (the dolphin beside the wide mermaid had been squeezed to a third of her height).
 */
export const PAIR_SQUEEZE = 0.6;
/**
 * A child and its animal under the sea (`composeSwim`): the child's height and width at most, shares of the
 * drawing's; the animal's height and width at most; how far (a share of the child's height) the animal's box
 * reaches down past the top of the child's, and how far into the child's width it reaches over its shoulder.
 */
export const SWIM_CHILD = 0.6;
export const SWIM_CHILD_WIDTH = 0.8;
export const SWIM_ANIMAL = 0.36;
export const SWIM_ANIMAL_WIDTH = 0.62;
export const SWIM_DIP = 0.24;
export const SWIM_REACH = 0.5;
/**
 * A child at the water's edge with an animal that swims (`composeShore`): the animal's height and width at most,
 * shares of the drawing's. It is farther off, in the water behind, so smaller than beside the child on the sand.
 */
export const SHORE_ANIMAL = 0.3;
export const SHORE_ANIMAL_WIDTH = 0.46;
/** A child beside a grown-up ("a girl with her grandma"): its height, a share of the grown-up's. */
export const GROWN_UP_CHILD = 0.74;
/** People standing in one row ("mom, dad and me"): at most this many; further ones are left out. */
export const ROW_MAX = 4;
/** An animal at the end of a row of people: its height, a share of a grown-up's (a dog, or a horse). */
export const ROW_PET = 0.55;
export const ROW_BIG_ANIMAL = 1.1;
/** The baby sitting in a row of people: its height, a share of a grown-up's (or of a child's with no grown-up). */
export const ROW_BABY = 0.45;
/**
 * People in a row stand into each other by this share of the narrower neighbour's width, shoulder to shoulder as
 * a family photo has them. Side by side with a gap, four people were width-bound: small figures under a big sky.
 */
export const ROW_OVERLAP = 0.24;
/**
 * A grown-up in a row of people: its height, a share of the drawing's. At a child's height beside an animal
 * (`PAIR_CHILD_HEIGHT`), "a family" stood in the bottom half of the page under an empty sky.
 */
export const ROW_GROWN_UP_HEIGHT = 0.7;
/**
 * A child with a bicycle or a scooter stands behind it holding it: the ride at this share of the child's height,
 * in front of the child and over RIDE_OVERLAP of its width. Beside the child a bicycle had to share the width and
 * came out knee-high.
 */
export const RIDE_CHILD = 0.62;
export const RIDE_OVERLAP = 0.42;
/** A person riding an animal and the animal: their box's height, a share of the drawing's (an animal alone 0.66). */
export const RIDE_HEIGHT = 0.72;
/** Two animals of a size standing side by side ("a dog and a cat"): their height at most, a share of the drawing's. */
export const TWIN_HEIGHT = 0.5;
/**
 * Things of comparable size named together with no person or animal ("a tent and a campfire", "a sword and a
 * shield", "a house and a tree"): their heights beside each other, the tallest 1. Two of them stand side by side as
 * one subject (`pairing` in subject-kinds.ts), a much smaller one in front of the other over THING_FRONT of its own
 * width. As a companion the campfire had been a thumb-sized stamp beside a tent the page's width, the shield a
 * corner stamp beside the sword, the tree a shrub beside the house.
 */
export const THING_HEIGHTS: Readonly<Record<string, number>> = {
  [TENT_ID]: 1,
  [CAMPFIRE_ID]: 0.45,
  [SWORD_ID]: 1,
  [SHIELD_ID]: 0.8,
  '1F3E0': 1,
  '1F3E1': 1,
  '1F6D6': 1,
  '1F333': 1.15,
  '1F332': 1.15,
  '1F334': 1.15,
};
export const THING_FRONT = 0.2;
/**
 * A bird on its own branch beside the subject, up on its bough: its width at most, a share of the drawing's. At
 * a companion's size in a narrow column a parrot beside a girl's head was a stamp.
 */
export const PERCHED_BIRD = 0.3;
/**
 * Beside a person standing alone a perched bird sits at its head (`headSpots`): the bird's box, a share of the
 * person's height (its branch included), and how far it reaches over the person's box, a share of its width.
 */
export const PERCHED_SHARE = 0.36;
export const NEAR_HEAD_REACH = 0.16;
/**
 * Something airborne alone over a place on the ground (`AIRBORNE`): its box's height, a share of the drawing's,
 * where its bottom lies, and where the horizon lies under it. High and a little smaller than a subject standing
 * (0.66), still 80 % of the width or 60 % of the height as any subject alone, it leaves the place a strip to show under it: the houses keep their roofs below it.
 */
export const FLYING_HEIGHT = 0.6;
export const FLYING_BOTTOM: readonly [number, number] = [0.62, 0.66];
export const FLYING_HORIZON: readonly [number, number] = [0.74, 0.8];
/**
 * Things an animal or a child holds or has at its feet (`HELD`): their height, a share of the animal's (a carrot
 * beside a bunny, a bone beside a dog), drawn at its front paws as a ball is. As a companion in the free column
 * a carrot lay on the floor a twelfth of the page tall, a peanut a stamp beside the squirrel.
 */
export const HELD_SHARE: Readonly<Record<string, number>> = {
  '1F955': 0.55, // carrot
  '1F34C': 0.45, // banana
  '1F36F': 0.45, // honey pot
  '1F356': 0.5, // meat on bone
  '1F9B4': 0.5, // bone
  '1F95C': 0.36, // peanuts
  '1F330': 0.36, // chestnut
  [ACORN_ID]: 0.36, // acorn (a squirrel's nuts)
  '1F9C0': 0.4, // cheese wedge (a mouse's)
};
/**
 * A child with a thing at its feet or a ball ("a boy playing soccer"): the child's height, a share of the
 * drawing's (as tall as alone, so the two span the page), and the thing's, a share of the child's (a ball knee high: at a
 * companion's size it lay a stamp at the page's edge).
 */
export const HELD_CHILD_HEIGHT = 0.64;
export const CHILD_HELD = 0.34;
/**
 * A balloon or a kite on its string (`TIED`): its box, a share of the subject's height, and at the least (else it
 * is left to the sky's spots, unstrung). Tied to the hand or the trunk, the string runs down to the subject; as a
 * companion one balloon had floated in a top corner and the kite flew with no string to the girl's hand.
 */
export const TIED_SHARE: Readonly<Record<string, number>> = { '1F388': 0.6, '1FA81': 0.46 };
export const TIED_MIN = 0.28;
/**
 * Where the string of a thing tied to a thing (not an animal) ends: at the point of its outline farthest towards
 * the thing within this band of its height (shares, from its top). Drawn behind it, the string stops there.
 */
export const TIED_ANCHOR_BAND: readonly [number, number] = [0.5, 0.9];
/**
 * Where it ends on an animal: its front paw, the ink farthest towards the thing in this bottom share of its height
 * (the band above ended it on a cat's, a dog's or a bunny's cheek, their heads reaching out farthest).
 */
export const TIED_PAW_ROWS = 0.14;
/**
 * On its way down the string keeps TIED_CLEAR mm (and a line's width) outside the subject's drawn sides, round its
 * face, but for the last TIED_PAW_FREE of its height over the paw, where it comes in to be tied.
 */
export const TIED_CLEAR = 1.5;
export const TIED_PAW_FREE = 0.1;
/**
 * How far above the hand the thing flies up in the free column, a share of the subject's height: balloons float
 * just over the head, a kite as high as the page allows; and the string's length at the least.
 */
export const TIED_STRING: Readonly<Record<string, number>> = { '1F388': 0.22, '1FA81': 1 };
export const TIED_STRING_MIN = 0.12;
