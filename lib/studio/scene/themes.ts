// Which backgrounds suit the motifs: the sea for sea creatures, space for rockets and planets, a farm for
// farm animals … The seed picks among the suitable ones, so two pages of one subject differ.
import type { Backdrop } from './backdrops';
import {
  BARN_ID,
  BEEHIVE_ID,
  CAMPFIRE_ID,
  GARBAGE_TRUCK_ID,
  GINGERBREAD_MAN_ID,
  GNOME_ID,
  HOT_AIR_BALLOON_ID,
  LIGHTHOUSE_ID,
  MONSTER_TRUCK_ID,
  PIRATE_SHIP_ID,
  SANDCASTLE_ID,
  SKELETON_ID,
  SKULL_ID,
  STOCKING_ID,
  SUBMARINE_ID,
  TENT_ID,
  TREEHOUSE_ID,
  WINDMILL_ID,
} from './own-thing-ids';
import {
  CINDERELLA_ID,
  COWBOY_ID,
  COWGIRL_ID,
  DRAGONFLY_ID,
  EXCAVATOR_ID,
  FISHBOWL_ID,
  GOLDFISH_ID,
  KNIGHT_ID,
  MORE_JOBS,
  atWork,
  PEGASUS_ID,
  PIRATE_ID,
  SEAHORSE_ID,
  STARFISH_ID,
  WINGED_UNICORN_ID,
} from './people';
import { createRng, hashString, type Rng } from './prng';
import { ANIMAL_WORD_SUITS } from './animal-word-ids';
import { TABLE_THINGS } from './subject-kinds';

/** Garden and meadow things (flowers, plants, a rabbit, a frog, a mouse, small crawlers): never in town. */
export const GARDEN_THINGS = [
  '1F33C',
  '1F33B',
  '1F337',
  '1F339',
  '1F33A',
  '1F338',
  '1FABB',
  '1FAB7',
  '1F490',
  '1F331',
  '1F33F',
  '1F340',
  '1F407',
  '1F430',
  '1F438',
  '1F401',
  '1F42D',
  '1F41B',
  '1F41C',
  '1F41D',
  '1F41E',
  '1F997',
];

const SUITS: [Backdrop[], string[]][] = [
  [
    ['sea'],
    [
      '1F420',
      '1F421',
      '1F988',
      '1F419',
      '1F433',
      '1F40B',
      '1F42C',
      '1F9AD',
      '1F980',
      '1F99E',
      '1F990',
      '1F991',
      '1FABC',
      '1F41A',
      '1FAB8',
      '1F9AA',
      '1F422',
      '1F9DC',
      '1FACD',
      '1F93F',
      SUBMARINE_ID,
    ],
  ],
  [['waves'], ['26F5', PIRATE_SHIP_ID, '1F6A2', '1F6A4', '1F6F6', '1F6F3', '26F4']],
  [
    ['space'],
    [
      '1F680',
      '1FA90',
      '1F47D',
      '1F6F8',
      '1F6F0',
      '2604',
      '1F311',
      '1F312',
      '1F313',
      '1F314',
      '1F315',
      '1F316',
      '1F317',
      '1F318',
      '1F31B',
      '1F31C',
      '1F31D',
      '1F916',
      '1F9D1-200D-1F680',
    ],
  ],
  [['night'], ['1F319', '2B50', '1F31F', '1F47B', '1F987', '1F383', '1F409', '1F432', '1F9D9', '1F9DE', '1F3F0', '1F3EF', '1F989', '1F43A']],
  [
    ['farm', 'meadow'],
    [
      '1F404',
      '1F42E',
      '1F416',
      '1F437',
      '1F414',
      '1F413',
      '1F424',
      '1F425',
      '1F423',
      '1F411',
      '1F40F',
      '1F410',
      '1F40E',
      '1F434',
      '1F986',
      '1F69C',
      '1FACF',
      '1F33E',
      '1F983',
      '1FABF',
      '1F9D1-200D-1F33E',
      BEEHIVE_ID,
    ],
  ],
  [
    ['forest', 'meadow'],
    [
      '1F98A',
      '1F98C',
      '1F43B',
      '1F994',
      '1F43F',
      '1F99D',
      '1F344',
      '1F9A1',
      '1F9A8',
      '1F40C',
      '1FACE',
      '1F9DA',
      '1F9DD',
      '1F984',
      '1F9AB',
      '1F332',
      '1F333',
      TENT_ID,
      CAMPFIRE_ID,
    ],
  ],
  [
    ['jungle'],
    [
      '1F981',
      '1F405',
      '1F42F',
      '1F406',
      '1F992',
      '1F418',
      '1F993',
      '1F412',
      '1F435',
      '1F98D',
      '1F995',
      '1F996',
      '1F99C',
      '1F40A',
      '1F99B',
      '1F98F',
      '1F9A5',
      '1F42A',
      '1F98E',
      '1F40D',
      '1F9A3',
      '1F334',
      '1F30B',
    ],
  ],
  [['winter'], ['2603', '26C4', '1F427', '1F385', '1F384', '2744', '1F6F7', '26F8', '1F3BF', '1F9E3', '1F514']],
  [['party'], ['1F382', '1F381', '1F388', '1F389', '1F38A', '1F9C1', '1F380']],
  [['sky'], ['2708', '1F681', '1F6E9', '1FA81', '1F426', '1F985', '1F54A', '1FA82', '1F98B']],
  [
    ['city', 'meadow'],
    [
      '1F692',
      '1F693',
      '1F695',
      '1F697',
      '1F68C',
      '1F691',
      '1F69A',
      '1F69B',
      '1F6FB',
      '1F699',
      '1F3CD',
      '1F6F5',
      '1F6B2',
      '1F682',
      '1F686',
      '1F68A',
      '1F3CE',
      '1F9B8',
      '1F9D1-200D-1F692',
      '1F46E',
      '1F9D1-200D-2695-FE0F',
      ...MORE_JOBS,
    ],
  ],
  [['kitchen'], ['1F9D1-200D-1F373']],
  // a goldfish is a pet, at home in its bowl on the kitchen floor (subject-kinds.ts, drawnAs): under the sea it
  // had been a wild fish, and a goldfish named with no place never stood in its bowl
  [['kitchen'], [GOLDFISH_ID, FISHBOWL_ID]],
  // a knight before a castle on its hill, or in a meadow
  [['castle', 'meadow'], [KNIGHT_ID]],
  // a pirate on the beach or at sea; a ballerina and a clown at a party (no stage or circus among the backgrounds)
  [['beach', 'waves'], [PIRATE_ID]],
  [
    ['party', 'meadow'],
    ['1F483', '1F921'],
  ],
  // a teacher before the school in town; a cowboy and a cowgirl on a farm or a meadow (no prairie among the
  // backgrounds); a ninja in the forest or under the stars; a zombie on a Halloween night
  [['city', 'meadow'], ['1F9D1-200D-1F3EB']],
  [
    ['farm', 'meadow'],
    [COWBOY_ID, COWGIRL_ID],
  ],
  [['forest', 'night'], ['1F977']],
  [['night'], ['1F9DF']],
  // an excavator at work on a building site's edge of town, or in a field
  [['city', 'farm'], [EXCAVATOR_ID]],
  // a winged unicorn and Pegasus among the clouds, under the stars or on a meadow
  [
    ['sky', 'night', 'meadow'],
    [WINGED_UNICORN_ID, PEGASUS_ID],
  ],
  // a seahorse under the sea; a starfish under the sea or on the beach; a dragonfly over a pond or a meadow
  // a skeleton and a skull on a Halloween night; a Christmas stocking in the snow; Cinderella before the palace
  // or under the stars, the night of the ball
  [['night'], [SKELETON_ID, SKULL_ID]],
  [['winter'], [STOCKING_ID]],
  [['castle', 'night'], [CINDERELLA_ID]],
  [['sea'], [SEAHORSE_ID]],
  [['sea', 'beach'], [STARFISH_ID]],
  // a sandcastle on the beach
  [['beach'], [SANDCASTLE_ID]],
  [['lake', 'meadow'], [DRAGONFLY_ID]],
  // flowers, rabbits, frogs and little garden creatures on a meadow or at the forest's edge: the default's city put
  // a flower and a bunny in a street
  [['meadow', 'forest'], GARDEN_THINGS],
  [['field'], ['26BD', '26BE', '1F3C0', '1F3D0', '1F3C8', '1F3C9', '1F3BE', '1F3D1', '1F945', '1F3C6', '1F94E', '1F3CF', '1F94F']],
  ...ANIMAL_WORD_SUITS,
  // the third round of parents' words: a hot air balloon up in the sky, a lighthouse on the beach, a windmill and a
  // barn in the countryside (not the farm, whose backdrop has a barn of its own), a treehouse and a gnome in the
  // forest or a meadow, a gingerbread man in the kitchen or the snow, the trucks in town
  [['sky'], [HOT_AIR_BALLOON_ID]],
  [['beach'], [LIGHTHOUSE_ID]],
  [['meadow'], [WINDMILL_ID, BARN_ID]],
  [
    ['forest', 'meadow'],
    [TREEHOUSE_ID, GNOME_ID],
  ],
  [['kitchen', 'winter'], [GINGERBREAD_MAN_ID]],
  [
    ['city', 'meadow'],
    [MONSTER_TRUCK_ID, GARBAGE_TRUCK_ID],
  ],
];

const FOOD_FROM = '1F347',
  FOOD_TO = '1F36F';

/** Backgrounds that suit the subject (the first motif that has any), else a meadow, a city or a kitchen. */
export function backdropsFor(ids: string[]): Backdrop[] {
  for (const id of ids) {
    // a woman at work goes where the job's figure goes
    for (const [backdrops, members] of SUITS) if (members.includes(atWork(id))) return backdrops;
    // food in the emoji's food block, and any other food that goes on a table (a hot dog, a shortcake, a waffle,
    // popcorn: past the block's end they had stood in a meadow)
    if ((parseInt(id, 16) >= parseInt(FOOD_FROM, 16) && parseInt(id, 16) <= parseInt(FOOD_TO, 16)) || TABLE_THINGS.has(id)) return ['kitchen'];
  }
  return ['meadow', 'forest', 'city'];
}

/**
 * The seed's pick among the suitable backgrounds, mixed with the subject's id: at one seed every subject had picked
 * the same place (a puppy, a kitten and a unicorn all before one forest). Takes one draw, as `rng.pick` did.
 */
export function pickBackdrop(ids: string[], rng: Rng): Backdrop {
  const draw = Math.floor(rng.next() * 2 ** 32);
  return createRng((draw ^ hashString(ids[0] ?? '')) >>> 0, 'place').pick(backdropsFor(ids));
}

/** Backgrounds with water or space around the subject: it floats in the middle instead of standing on ground. */
export const FLOATING: ReadonlySet<Backdrop> = new Set(['sea', 'space', 'sky']);

/** The suns: a sunny background's own sun is left out beside one (it would be a second sun). */
export const SUNS: ReadonlySet<string> = new Set(['2600', '1F31E', '26C5', '1F324', '1F325']);
/** The rainbow: one in the scene replaces a day sky's own rainbow. */
export const RAINBOW_ID = '1F308';
/** Crescent, faced moons and the moon's phases: one of them in the scene replaces a night sky's own moon. */
export const MOONS: ReadonlySet<string> = new Set(['1F319', '1F311', '1F312', '1F313', '1F314', '1F315', '1F316', '1F317', '1F318', '1F31B', '1F31C', '1F31D']);

// OpenMoji ids of the sky's own motifs (sun, cloud, moon…): never the subject when something else is named.
export const SKY_IDS = new Set(['2600', '2601', '1F319', '2B50', RAINBOW_ID, '26C5', '1F324', '1F325']);

/**
 * Things that fly (a kite, a balloon, a plane, a bird, a butterfly, a bee, a ladybird, a fly, a mosquito, a bat):
 * beside the subject they go up in the air too. A bee beside a girl had stood on the grass at a dog's size.
 */
export const ALOFT = new Set([
  '1FA81',
  '1F388',
  '2708',
  '1F681',
  '1FA82',
  '1F426',
  '1F98B',
  '1F54A',
  '1F985',
  '1F41D',
  '1F41E',
  '1FAB0',
  '1F99F',
  '1F987',
  DRAGONFLY_ID,
  HOT_AIR_BALLOON_ID,
]);
