// Which subjects are which kind for a scene's layout: heads, swimmers, animals bigger than a child, rides a child
// stands beside or behind, motifs never mirrored. The composer (compose-scene.ts) places them by these sets.
import type { Backdrop } from './backdrop-kinds';
import {
  DRAGONFLY_ID,
  DUCK_AFLOAT_ID,
  EXCAVATOR_ID,
  FISHBOWL_ID,
  GOLDFISH_ID,
  KNIGHT_ID,
  PEGASUS_ID,
  PIRATE_ID,
  SEAHORSE_ID,
  STARFISH_ID,
  VET_ID,
  WINGED_UNICORN_ID,
} from './people';
import { ACORN_ID, MILK_ID, PIRATE_SHIP_ID, SHIELD_ID, SUBMARINE_ID, SWORD_ID } from './own-thing-ids';
import { ALOFT } from './themes';
import { HELD_SHARE, THING_HEIGHTS } from './scene-sizes';
import { CHAMELEON_ID, NARWHAL_ID, POLAR_BEAR_ID, PTERODACTYL_ID, SPINOSAURUS_ID, TOUCAN_ID, VELOCIRAPTOR_ID } from './animal-word-ids';

/**
 * Subjects drawn as a big head or a bust, not a whole body: animal faces (wolf, cat face, mouse, hamster …). At a
 * place that must show, a head at the place's usual size covered it: a fox's face at a waterfall hid the pool, the
 * foam and the fall's foot.
 */
export const HEADS: ReadonlySet<string> = new Set([
  ...['1F435', '1F436', '1F431', '1F42F', '1F434', '1F42E', '1F437', '1F43D'],
  ...['1F42D', '1F430', '1F432'],
]);
/** A head at a place that must show: its width (a share of the drawing's, just over `SUBJECT_MIN_SPAN`), at one side. */
export const HEAD_SPAN = 0.61;
/** What swims rather than stands on a lake, a river, a pool or the sea: water birds, boats, fish, frogs, turtles. */
export const SWIMMERS: ReadonlySet<string> = new Set([
  ...[
    '1F986',
    DUCK_AFLOAT_ID,
    '1F9A2',
    '1FABF',
    '1F9A9',
    '26F5',
    PIRATE_SHIP_ID,
    '1F6A3',
    '1F6F6',
    '1F6A4',
    '1F6F3',
    '1F6A2',
    '1F41F',
    '1F420',
    '1F421',
    '1F438',
    '1F422',
    '1F9A6',
    '1F99B',
  ],
  ...['1F42C', '1F433', '1F40B', '1F988', '1F9AD', '1F419', '1FABC', SEAHORSE_ID, SUBMARINE_ID, NARWHAL_ID],
]);
/** Animals bigger than a child: horse, unicorn (winged too), Pegasus, lion, cow, ox, water buffalo, donkey, camels, elephant, giraffe, zebra, deer, bison, moose, mammoth, the dinosaurs, the dragon. */
export const BIG_ANIMALS: ReadonlySet<string> = new Set([
  '1F40E',
  '1F984',
  WINGED_UNICORN_ID,
  PEGASUS_ID,
  '1F981',
  '1F404',
  '1F402',
  '1F403',
  '1FACF',
  '1F42A',
  '1F42B',
  '1F418',
  '1F992',
  '1F993',
  '1F98C',
  '1F9AC',
  '1FACE',
  '1F9A3',
  // the long-neck, the T. rex, the triceratops and the stegosaurus (TRICERATOPS_ID, STEGOSAURUS_ID in people.ts)
  '1F995',
  '1F996',
  '1F995-200D-1F98F',
  '1F995-200D-1F343',
  '1F409', // the storybook dragon (drawn by us): a knight's match, a child's steed, never a pet in a corner
  // the polar bear, the velociraptor and the spinosaurus (animal-word-ids.ts)
  ...[POLAR_BEAR_ID, VELOCIRAPTOR_ID, SPINOSAURUS_ID],
]);
/**
 * Vehicles a child stands beside on the ground as beside an animal ("a boy with his tractor", "ein Junge mit
 * einem Bagger"), where before they were a companion a sixth of the child's size in a corner: the big ones sized
 * as a big animal (the child at BIG_ANIMAL_CHILD of their height), bicycles and scooters as a pet.
 */
export const BIG_RIDES: ReadonlySet<string> = new Set([
  ...['1F682', '1F68C', '1F691', '1F692', '1F693', '1F695', '1F697', '1F699', '1F6FB', '1F69A', '1F69B', '1F69C'],
  ...['1F3CE', EXCAVATOR_ID],
  // the rocket, standing big beside the astronaut (in space too); as a companion it was a stamp in a corner
  '1F680',
]);
export const SMALL_RIDES: ReadonlySet<string> = new Set(['1F3CD', '1F6F5', '1F6B2', '1F6F4']);
/**
 * Motifs with writing on them (the teacher's chalkboard with ABC, the woman teacher's too, the taxi's roof sign with TAXI), never mirrored:
 * turned round, it read CBA.
 */
/**
 * Things that fly and are nothing without the sky under them: alone in a place on the ground (a city, a meadow,
 * a sports field) they fly over it instead of standing on it. An airliner over a city had stood on the road among
 * the houses, its engine on the kerb. Birds and insects can sit or stand, so they keep their place.
 */
export const AIRBORNE: ReadonlySet<string> = new Set(['2708', '1F6E9', '1F681', '1FA82', '1FA81', PTERODACTYL_ID]);
export const WRITTEN: ReadonlySet<string> = new Set(['1F9D1-200D-1F3EB', '1F469-200D-1F3EB', '1F695']);

const DUCK_ID = '1F986';
/** Places with water a fish swims in: under the sea, on the waves, a river, a lake, a waterfall's pool, a beach's sea. */
const WATERS: ReadonlySet<Backdrop> = new Set(['sea', 'waves', 'river', 'lake', 'waterfall', 'beach']);
/**
 * The motif a subject is drawn as at a place: a pet goldfish away from water is drawn in its bowl, standing on
 * the ground as any subject that stands. Alone in a kitchen or on a meadow the goldfish had floated in the air,
 * a fish the size of the page. Rain is no water to swim in (a fish among the raindrops floated over the grass),
 * so under it the bowl stands among the puddles. The tropical fish (1F420, also what "fish" and "clownfish"
 * name) is a sea creature no child keeps in a bowl: it swims wherever it is drawn. The duck stands on its webbed
 * feet on the ground; on water it swims, drawn without legs (its feet had hung under the waterline).
 */
export function drawnAs(id: string, place: Backdrop): string {
  if (id === GOLDFISH_ID && !WATERS.has(place)) return FISHBOWL_ID;
  return id === DUCK_ID && WATERS.has(place) ? DUCK_AFLOAT_ID : id;
}

/**
 * Birds drawn perched on their own branch (the songbird, the parrot, the owl), with where a bough joins the
 * branch's right end: x, and the branch's top and bottom edges there, in the motif's 72-unit box. Beside another
 * subject such a bird sits up at head height on a bough that grows in from the drawing's edge (`perchBough`):
 * standing on the ground beside a girl, or up in the sky, its branch had floated in mid-air.
 */
export const PERCHES: Readonly<Record<string, readonly [number, number, number]>> = {
  '1F426': [64, 60.35, 63.5],
  '1F99C': [66, 42.1, 48.05],
  '1F989': [66.5, 59.95, 65.5],
  // the toucan and the chameleon sit on the parrot's branch (drawn-motifs/hummingbird-and-toucan.ts, chameleon.ts)
  [TOUCAN_ID]: [66, 42.1, 48.05],
  [CHAMELEON_ID]: [66, 42.1, 48.05],
};
export const PERCHED: ReadonlySet<string> = new Set(Object.keys(PERCHES));
/**
 * Small flyers that keep a person company (the butterfly, the bee, the ladybug): beside a person alone they fly at
 * its head (`headSpots`), not up in a top corner of the sky as a kite or a plane does.
 */
export const NEAR_FLYERS: ReadonlySet<string> = new Set(['1F98B', '1F41D', '1F41E', DRAGONFLY_ID]);

/**
 * Animals of about one size that stand on the ground: pets, the farmyard's smaller animals and their wild
 * cousins. Two of them named together ("a dog and a cat", "Katze und Hund") stand side by side at one height, as
 * do two of `BIG_ANIMALS` ("a horse and a cow"); before, the second was a companion a fifth of the first's
 * size in a corner. A small creature beside either (a mouse, a bee, a snail) stays a small companion.
 */
export const PET_SIZED: ReadonlySet<string> = new Set([
  ...['1F415', '1F9AE', '1F429', '1F43A', '1F98A', '1F99D', '1F408', '1F416', '1F417', '1F40F', '1F411', '1F410'],
  ...['1F407', '1F9AB', '1F428', '1F9A5', '1F9A8', '1F9A1', '1F412', '1F9A6', '1F427', '1F983', '1F414', '1F413'],
  ...['1F986', DUCK_AFLOAT_ID, '1FABF'],
]);

/** Whether two animals stand side by side at one height: both pet-sized, or both bigger than a child. */
export function sameSize(a: string, b: string): boolean {
  return (PET_SIZED.has(a) && PET_SIZED.has(b)) || (BIG_ANIMALS.has(a) && BIG_ANIMALS.has(b));
}

/**
 * Balls an animal plays with ("a cat playing with a ball"): beside it on the ground at BALL_BESIDE of its height,
 * the two as one subject. As a corner companion the ball was a stamp and the cat stood half the page tall beside an
 * empty floor.
 */
export const BALLS: ReadonlySet<string> = new Set(['26BD', '1F3C0', '26BE', '1F3BE', '1F3D0', '1F3C8', '1F94E', '1F3C9']);
export const BALL_BESIDE = 0.42;
/** How far (a share of the ball's width) the ball lies over the animal's box, at its front paws. */
export const BALL_OVERLAP = 0.3;

/**
 * Instruments an animal plays ("a bear playing the guitar"): beside it at INSTRUMENT_BESIDE of its height, the two
 * as one subject (as a corner companion the guitar was a stamp). Not the long, low ones (saxophone, flute): at that
 * height they took the width and left a lion half its size. The trumpet, angled up with its notes, is near square.
 */
export const INSTRUMENTS: ReadonlySet<string> = new Set(['1F3B8', '1F3BB', '1F3B9', '1F941', '1FA95', '1FA97', '1FA98', '1F3BA']);
export const INSTRUMENT_BESIDE = 0.7;

/**
 * Things held or at the feet (`HELD_SHARE` in scene-sizes.ts gives their heights): beside an animal they lie at its
 * front paws as a ball does, beside a child at its feet, the two one subject.
 */
export const HELD: ReadonlySet<string> = new Set(Object.keys(HELD_SHARE));
/** What lies at a subject's feet, the two one subject: a ball or a thing held. */
export function atFeet(id: string): boolean {
  return BALLS.has(id) || HELD.has(id);
}
/**
 * Things that fly on a string tied to the subject (the balloons, the kite), with where the string leaves the
 * motif, in its 72-unit box: the balloons' bow, the end of the kite's line at its bottom left.
 */
export const TIED: Readonly<Record<string, readonly [number, number]>> = { '1F388': [36, 59.5], '1FA81': [4, 68] };
/**
 * Where an animal holds the string when its front paw is not low at its front (tied-things.ts), in its 72-unit box:
 * the elephant's trunk tip; the paw at the end of a sitting bear's, a panda's or a teddy's arm; the penguin's flipper.
 */
export const TIED_PAWS: Readonly<Record<string, readonly [number, number]>> = {
  '1F418': [1.5, 51],
  '1F43B': [16.5, 52],
  '1F43C': [16.5, 52],
  '1F9F8': [9.5, 48],
  '1F427': [10, 54],
};

/** The flowers that stand beside an animal, a little shorter than it. */
const FLOWERS: ReadonlySet<string> = new Set(['1F33B', '1F337', '1F339', '1F33C', '1F33A']);
/**
 * Big things and plants that stand on the ground beside an animal or a child as a second subject: the snowman,
 * the trees, the cactus, the flowers, the teddy bear, the jack-o'-lantern. As a corner companion at a quarter of the drawing's width a
 * snowman beside a penguin and a flower beside a bee came out a tenth of the subject's height, and "a girl and her
 * teddy bear" drew the teddy a stamp at her feet.
 */
export const STANDING_THINGS: ReadonlySet<string> = new Set([
  '2603',
  '26C4',
  '1F332',
  '1F333',
  '1F334',
  '1F335',
  '1FABE',
  '1F384',
  '1F9F8',
  '1F383',
  ...FLOWERS,
]);
/**
 * Of those, the trees: they stand taller than the animal or the child beside them, the animal in front of the
 * tree's trunk over TREE_OVERLAP of its width (side by side, a wide tree and a wide elephant were both small).
 */
export const TREES: ReadonlySet<string> = new Set(['1F332', '1F333', '1F334', '1FABE', '1F384']);
export const TREE_OVERLAP = 0.3;
/**
 * Creatures far smaller than a pet: a mouse, a hamster, a snail, the insects, a spider, a worm, the chicks.
 * Beside an animal or a person they stay a small companion (up in the air if they fly, `ALOFT`); with a flower
 * or a tree they are drawn beside it at SMALL_BESIDE of its height.
 */
export const SMALL_CREATURES: ReadonlySet<string> = new Set([
  ...['1F401', '1F439', '1F40C', '1F41B', '1F41C', '1F41D', '1FAB2', '1F41E', '1F997', '1F577', '1F982', '1F99F'],
  ...['1FAB0', '1FAB1', '1F98B', '1F423', '1F424', '1F425', DRAGONFLY_ID, STARFISH_ID],
]);
/** A small creature beside a flower or a tree: its height, a share of the plant's (a bee beside its flower's head). */
export const SMALL_BESIDE = 0.5;
/** A flower beside an animal: its height, a share of the animal's. */
export const FLOWER_BESIDE = 0.75;
/** An animal no bigger than a child beside a tree: its height, a share of the tree's. */
export const BESIDE_TREE = 0.75;

/**
 * How two motifs named with no person stand: side by side on one ground line as one subject, each at a height
 * (a share of the pair's tallest), one of them maybe flying beside the other's upper half. Undefined: the second
 * is a small companion in the free column (a mouse beside a cat, a dog beside a horse). The one rule for what
 * stands beside an animal: an animal of its size, a snowman, a tree or a flower at proportionate size, and a
 * small creature with a flower or a tree, the plant tall and the creature at its head.
 */
export type Pairing = { lead: number; other: number; flies?: 'lead' | 'other'; front?: 'lead' | 'other' };
export function pairing(lead: { id: string; kind: string }, other: { id: string; kind: string }): Pairing | undefined {
  if (sameSize(lead.id, other.id)) return { lead: 1, other: 1 };
  // Two things of comparable size at their heights (`THING_HEIGHTS`), one under half the other's in front of it.
  const [a, b] = [THING_HEIGHTS[lead.id], THING_HEIGHTS[other.id]];
  if (a && b) {
    const top = Math.max(a, b);
    return { lead: a / top, other: b / top, ...(a < top / 2 ? { front: 'lead' as const } : b < top / 2 ? { front: 'other' as const } : {}) };
  }
  // An animal that stands on the ground and is no smaller than a pet.
  const animal = (m: { id: string; kind: string }) => m.kind === 'being' && !SMALL_CREATURES.has(m.id) && !ALOFT.has(m.id) && !PERCHED.has(m.id);
  // An animal and a thing: the animal's height and the thing's. A snowman or a cactus as tall as the animal, a
  // flower a little shorter, a tree taller than any animal but one bigger than a child (a giraffe, a camel).
  const heights = (animalId: string, thing: string): [number, number] =>
    TREES.has(thing) ? [BIG_ANIMALS.has(animalId) ? 1 : BESIDE_TREE, 1] : FLOWERS.has(thing) ? [1, FLOWER_BESIDE] : [1, 1];
  if (animal(lead) && INSTRUMENTS.has(other.id)) return { lead: 1, other: INSTRUMENT_BESIDE };
  if (INSTRUMENTS.has(lead.id) && animal(other)) return { lead: INSTRUMENT_BESIDE, other: 1 };
  if (animal(lead) && atFeet(other.id)) return { lead: 1, other: HELD_SHARE[other.id] ?? BALL_BESIDE };
  if (atFeet(lead.id) && animal(other)) return { lead: HELD_SHARE[lead.id] ?? BALL_BESIDE, other: 1 };
  if (animal(lead) && STANDING_THINGS.has(other.id)) {
    const [a, t] = heights(lead.id, other.id);
    return { lead: a, other: t };
  }
  if (STANDING_THINGS.has(lead.id) && animal(other)) {
    const [a, t] = heights(other.id, lead.id);
    return { lead: t, other: a };
  }
  // A snowman, a teddy or a flower with a tree: side by side, the tree taller (as a corner companion the Christmas
  // tree beside a teddy bear was a stamp whose baubles and gifts printed as one blot).
  if (STANDING_THINGS.has(lead.id) && TREES.has(other.id) && !TREES.has(lead.id)) return { lead: BESIDE_TREE, other: 1 };
  if (TREES.has(lead.id) && STANDING_THINGS.has(other.id) && !TREES.has(other.id)) return { lead: 1, other: BESIDE_TREE };
  // A small creature and a flower or a tree: the plant at full height, the creature at its head, flying if it flies.
  const flies = (id: string) => ALOFT.has(id);
  if (SMALL_CREATURES.has(lead.id) && STANDING_THINGS.has(other.id))
    return { lead: SMALL_BESIDE, other: 1, ...(flies(lead.id) ? { flies: 'lead' as const } : {}) };
  if (STANDING_THINGS.has(lead.id) && SMALL_CREATURES.has(other.id))
    return { lead: 1, other: SMALL_BESIDE, ...(flies(other.id) ? { flies: 'other' as const } : {}) };
  return undefined;
}

/**
 * Things that sit on a table: fruit and vegetables, bread, dishes, sweets, cakes, the moon cake, sushi and the
 * wrapped gift. Alone in the kitchen or at the party they stand on a table top, on the meadow on a picnic
 * blanket (table-shapes.ts); before, a pizza or a cake the size of the page floated over the floor tiles. Not
 * the egg (an Easter egg lies in the grass, a dinosaur's in its nest), the frying pan, the lollipop on its stick.
 */
export const TABLE_THINGS: ReadonlySet<string> = new Set([
  // fruit and vegetables
  ...['1F345', '1F346', '1F347', '1F348', '1F349', '1F34A', '1F34B', '1F34C', '1F34D', '1F34E', '1F34F', '1F350', '1F351', '1F352', '1F353'],
  ...['1F96D', '1FAD0', '1F95D', '1FAD2', '1F965', '1F951', '1F954', '1F955', '1F33D', '1F336', '1FAD1', '1F952', '1F96C', '1F966', '1F9C4'],
  ...['1F9C5', '1F95C', '1FAD8', '1F330', '1FADA', '1FADB', '1FADC'],
  // bread, cheese, meat and dishes
  ...['1F35E', '1F950', '1F956', '1FAD3', '1F968', '1F96F', '1F95E', '1F9C7', '1F9C0', '1F356', '1F357', '1F969', '1F953', '1F354', '1F35F'],
  ...['1F355', '1F32D', '1F96A', '1F32E', '1F32F', '1FAD4', '1F959', '1F9C6', '1F958', '1F372', '1FAD5', '1F963', '1F957', '1F37F', '1F9C8'],
  ...['1F9C2', '1F96B', '1F371', '1F358', '1F359', '1F35A', '1F35B', '1F35C', '1F35D', '1F360', '1F362', '1F363', '1F364', '1F365', '1F96E'],
  ...['1F361', '1F95F', '1F960', '1F961'],
  // sweets, cakes and the birthday's gift
  ...['1F366', '1F367', '1F368', '1F369', '1F36A', '1F382', '1F370', '1F9C1', '1F967', '1F36B', '1F36C', '1F36E', '1F36F', '1F381'],
  // milk: its carton and a glass (drawn-motifs/milk.ts)
  MILK_ID,
]);
/**
 * What a table thing stands on: a cake on a cake stand, a thing in its own bowl, pot, box or cup, or on its
 * own board (sushi), stand (the birthday cake, drawn on one) or plate (the moon cake), and the gift straight on
 * the table; anything else on a plate.
 */
const ON_STAND: ReadonlySet<string> = new Set(['1F370', '1F9C1']);
const OWN_DISH: ReadonlySet<string> = new Set([
  ...['1F363', '1F382', '1F381', '1F371', '1F961', '1F96B', '1F9C2', '1F36F', '1F37F', '1F372', '1F958', '1FAD5', '1F963', '1F957', '1F35A', '1F35B'],
  ...['1F35C', '1F35D', '1F366', '1F367', '1F36E', '1F96E', '1F35F'],
]);
/**
 * A cone stands in a cone holder; a pizza slice or a carrot, drawn tip down, lies on a platter seen from above:
 * before, the ice cream cone stood on its tip on the bare table, the slice and the carrot on their tips on a
 * thin plate.
 */
const CONES: ReadonlySet<string> = new Set(['1F368']);
const LAID: ReadonlySet<string> = new Set(['1F355', '1F955']);
export function underThing(id: string): 'plate' | 'platter' | 'stand' | 'holder' | 'none' {
  return ON_STAND.has(id) ? 'stand' : CONES.has(id) ? 'holder' : LAID.has(id) ? 'platter' : OWN_DISH.has(id) ? 'none' : 'plate';
}
/** Where a table thing stands at a place: on a table in the kitchen and at the party, on a blanket on the meadow. */
export function tableAt(place: Backdrop): 'table' | 'blanket' | undefined {
  return place === 'kitchen' || place === 'party' ? 'table' : place === 'meadow' ? 'blanket' : undefined;
}

/**
 * What a figure drawn by us already holds or has at its feet: the witch her cat, the pirate the parrot on his
 * shoulder, the clown his balloon, the fairy and the princess a star wand, the angel her star, the mouse its
 * cheese and the chipmunk its acorn (held in their paws, a second one lay at their feet), the knight his sword and
 * shield, the vet the puppy in her arms. Named with the
 * figure it is not drawn a second time beside it ("a witch and a cat" had two cats, "a fairy with a magic wand" a
 * second wand in a corner).
 */
export const CARRIED: Readonly<Record<string, ReadonlySet<string>>> = {
  '1F9D9': new Set(['1F408', '1F431']),
  [PIRATE_ID]: new Set(['1F99C']),
  '1F921': new Set(['1F388']),
  '1F9DA': new Set(['1FA84']),
  '1F478': new Set(['1FA84']),
  '1F47C': new Set(['2B50']),
  '1F401': new Set(['1F9C0']),
  [KNIGHT_ID]: new Set([SWORD_ID, SHIELD_ID]),
  [VET_ID]: new Set(['1F415', '1F436', '1F429']),
  '1F43F': new Set([ACORN_ID, '1F330', '1F95C']),
};
