// Which emoji become studio motifs, and from which art set, for scripts/studio-build-index.ts.
// Subgroups that give drawable, kid-friendly subjects (emojibase meta/groups.json numbering).
import {
  CINDERELLA_ID,
  COWBOY_ID,
  COWGIRL_ID,
  DENTIST_ID,
  DRAGONFLY_ID,
  DUCK_AFLOAT_ID,
  EXCAVATOR_ID,
  FISHBOWL_ID,
  KNIGHT_ID,
  PEGASUS_ID,
  MORE_JOBS,
  PIRATE_ID,
  POSTMAN_ID,
  QUEEN_ID,
  SEAHORSE_ID,
  STARFISH_ID,
  STEGOSAURUS_ID,
  TRICERATOPS_ID,
  VET_ID,
  WINGED_UNICORN_ID,
  WOMAN_AT_WORK,
  WOMEN_AT_WORK,
  XYLOPHONE_ID,
} from '../lib/studio/scene/people';
import {
  ACORN_ID,
  BARN_ID,
  BEEHIVE_ID,
  CAMPFIRE_ID,
  GARBAGE_TRUCK_ID,
  GINGERBREAD_MAN_ID,
  GNOME_ID,
  HOT_AIR_BALLOON_ID,
  LIGHTHOUSE_ID,
  MILK_ID,
  MONSTER_TRUCK_ID,
  PENCIL_ID,
  PIRATE_SHIP_ID,
  RAG_DOLL_ID,
  SANDCASTLE_ID,
  SHIELD_ID,
  SKELETON_ID,
  SKULL_ID,
  STOCKING_ID,
  SUBMARINE_ID,
  SWORD_ID,
  TENT_ID,
  TREASURE_CHEST_ID,
  TREEHOUSE_ID,
  WINDMILL_ID,
} from '../lib/studio/scene/own-thing-ids';
import { ANIMAL_WORD_LABELS, POLAR_BEAR_ID } from '../lib/studio/scene/animal-word-ids';

export const KIND_BY_SUBGROUP: Record<number, string> = {
  34: 'being',
  35: 'being',
  36: 'being',
  37: 'being',
  38: 'being',
  39: 'being',
  40: 'plant',
  41: 'plant',
  42: 'thing',
  43: 'thing',
  44: 'thing',
  45: 'thing',
  46: 'thing',
  50: 'place',
  51: 'place',
  54: 'vehicle',
  55: 'vehicle',
  56: 'vehicle',
  59: 'sky',
  60: 'thing',
  62: 'thing',
  63: 'thing',
  68: 'thing',
};
/**
 * Motifs of our own that no emoji names: their id, and the English label their synonyms point to. The knight
 * (scripts/drawn-motifs/figures-knight.ts), the pirate (drawn-motifs/figures-pirate.ts), the excavator, the winged unicorn,
 * Pegasus, the cowboy and the cowgirl (drawn-motifs/figures-cowboy.ts), the triceratops and the stegosaurus
 * (drawn-motifs/dinosaurs.ts), the queen (drawn-motifs/figures-queen.ts), the xylophone (drawn-motifs/xylophone.ts) and the
 * goldfish bowl (drawn-motifs/fishbowl.ts), the seahorse, the starfish and the dragonfly (drawn-motifs/shore-and-pond.ts) have an id of ours, written as the joined sequences are (a person, a joiner,
 * a shield: no emoji set has this sequence); its words come from lib/studio/synonyms/*.json alone, there being
 * no CLDR label to start from.
 */
export const OWN_MOTIFS: Record<string, string> = {
  [KNIGHT_ID]: 'knight',
  [PIRATE_ID]: 'pirate',
  [EXCAVATOR_ID]: 'excavator',
  [WINGED_UNICORN_ID]: 'winged unicorn',
  [PEGASUS_ID]: 'pegasus',
  [COWBOY_ID]: 'cowboy',
  [COWGIRL_ID]: 'cowgirl',
  [TRICERATOPS_ID]: 'triceratops',
  [STEGOSAURUS_ID]: 'stegosaurus',
  [QUEEN_ID]: 'queen',
  [XYLOPHONE_ID]: 'xylophone',
  [FISHBOWL_ID]: 'goldfish bowl',
  [DUCK_AFLOAT_ID]: 'duck afloat',
  [SEAHORSE_ID]: 'seahorse',
  [STARFISH_ID]: 'starfish',
  [DRAGONFLY_ID]: 'dragonfly',
  [ACORN_ID]: 'acorn',
  [TREASURE_CHEST_ID]: 'treasure chest',
  [PIRATE_SHIP_ID]: 'pirate ship',
  [RAG_DOLL_ID]: 'doll',
  [CAMPFIRE_ID]: 'campfire',
  [SANDCASTLE_ID]: 'sandcastle',
  [SUBMARINE_ID]: 'submarine',
  [SWORD_ID]: 'sword',
  [BEEHIVE_ID]: 'beehive',
  [MILK_ID]: 'milk',
  [SKELETON_ID]: 'skeleton',
  [SKULL_ID]: 'skull',
  [STOCKING_ID]: 'christmas stocking',
  [CINDERELLA_ID]: 'cinderella',
  [POSTMAN_ID]: 'postman',
  [DENTIST_ID]: 'dentist',
  [VET_ID]: 'vet',
  // the postwoman, the woman dentist and the woman vet: the woman at those three jobs (people.ts, WOMAN_AT_WORK)
  [WOMAN_AT_WORK[POSTMAN_ID]!]: 'postwoman',
  [WOMAN_AT_WORK[DENTIST_ID]!]: 'woman dentist',
  [WOMAN_AT_WORK[VET_ID]!]: 'woman vet',
  // a guinea pig, a hummingbird, a toucan, a narwhal, a chameleon and three dinosaurs (drawn-motifs/table-animal-words.ts)
  ...ANIMAL_WORD_LABELS,
  [HOT_AIR_BALLOON_ID]: 'hot air balloon',
  [GINGERBREAD_MAN_ID]: 'gingerbread man',
  [LIGHTHOUSE_ID]: 'lighthouse',
  [WINDMILL_ID]: 'windmill',
  [BARN_ID]: 'barn',
  [TREEHOUSE_ID]: 'treehouse',
  [MONSTER_TRUCK_ID]: 'monster truck',
  [GARBAGE_TRUCK_ID]: 'garbage truck',
  [GNOME_ID]: 'garden gnome',
};

export const EXTRA: Record<string, string> = {
  '1F49D': 'thing',
  '1F47B': 'being',
  '1F47D': 'being',
  '1F916': 'being',
  '1F47C': 'being',
  '1F385': 'being',
  '1F9B8': 'being',
  '1F9D9': 'being',
  '1F9DA': 'being',
  '1F9DC': 'being',
  '1F9DD': 'being',
  '1F9DE': 'being',
  '1F478': 'being',
  '1F934': 'being',
  '1F476': 'being',
  '1F9D2': 'being',
  // grown-ups at work, all drawn by us (scripts/studio-drawn-motifs.ts); all but the police officer are joined
  // sequences (a person and a rocket, a fire engine, a medical sign, a frying pan, a sheaf of rice)
  '1F9D1-200D-1F680': 'being',
  '1F9D1-200D-1F692': 'being',
  '1F46E': 'being',
  '1F9D1-200D-2695-FE0F': 'being',
  '1F9D1-200D-1F373': 'being',
  '1F9D1-200D-1F33E': 'being',
  [KNIGHT_ID]: 'being',
  // a woman, a man, an older woman and an older man: the mother, father and grandparents of the family pages,
  // drawn whole by us (the emoji are busts, in a subgroup of people the studio otherwise leaves out)
  '1F469': 'being',
  '1F468': 'being',
  '1F475': 'being',
  '1F474': 'being',
  // a ballerina (the emoji is a woman dancing in a red dress) and a pirate (no emoji), drawn whole by us
  '1F483': 'being',
  [PIRATE_ID]: 'being',
  // a clown (the emoji is a face, with the faces the studio leaves out), drawn whole by us
  '1F921': 'being',
  // a teacher (a joined sequence: a person and a school), a ninja and a zombie (busts in subgroups the studio
  // leaves out), a cowboy and a cowgirl (no emoji but a face in a hat), all drawn whole by us
  '1F9D1-200D-1F3EB': 'being',
  '1F977': 'being',
  '1F9DF': 'being',
  [COWBOY_ID]: 'being',
  [COWGIRL_ID]: 'being',
  // an excavator (no emoji), drawn by us
  [EXCAVATOR_ID]: 'vehicle',
  // a unicorn with wings and Pegasus, drawn by us
  [WINGED_UNICORN_ID]: 'being',
  [PEGASUS_ID]: 'being',
  // a triceratops and a stegosaurus (the emoji have only the T. rex and a long-neck), drawn by us
  [TRICERATOPS_ID]: 'being',
  [STEGOSAURUS_ID]: 'being',
  // a queen and a xylophone (no emoji), drawn by us
  [QUEEN_ID]: 'being',
  [XYLOPHONE_ID]: 'thing',
  // the goldfish in its bowl (no emoji), drawn by us: the pet, a being as the goldfish is
  [FISHBOWL_ID]: 'being',
  // the duck swimming, without its legs (drawnAs in lib/studio/scene/subject-kinds.ts): no word of its own
  [DUCK_AFLOAT_ID]: 'being',
  // a seahorse, a starfish and a dragonfly (no emoji), drawn by us
  [SEAHORSE_ID]: 'being',
  [STARFISH_ID]: 'being',
  [DRAGONFLY_ID]: 'being',
  // a dog's bone (the emoji is in the body parts the studio leaves out), an acorn, a treasure chest and a pirate
  // ship (no emoji), drawn by us
  '1F9B4': 'thing',
  [ACORN_ID]: 'thing',
  [TREASURE_CHEST_ID]: 'thing',
  [PIRATE_SHIP_ID]: 'vehicle',
  // a rag doll, a campfire, a sandcastle, a sword and a beehive (no emoji), a tent and a shield (emoji in
  // subgroups the studio leaves out) and a submarine, drawn by us (drawn-motifs/rag-doll.ts, camp.ts …)
  [RAG_DOLL_ID]: 'thing',
  [TENT_ID]: 'thing',
  [CAMPFIRE_ID]: 'thing',
  [SANDCASTLE_ID]: 'thing',
  [SWORD_ID]: 'thing',
  [SHIELD_ID]: 'thing',
  [BEEHIVE_ID]: 'thing',
  [SUBMARINE_ID]: 'vehicle',
  // milk, a skull and a Christmas stocking (the emoji are drinks, faces and clothes the studio leaves out, and
  // their CLDR tags name any glass, face or sock), a skeleton and Cinderella, drawn by us (drawn-motifs/milk.ts …)
  [MILK_ID]: 'thing',
  [SKULL_ID]: 'thing',
  [STOCKING_ID]: 'thing',
  [SKELETON_ID]: 'being',
  [CINDERELLA_ID]: 'being',
  // a builder, a pilot, a painter, a scientist (emoji: a construction worker and joined sequences), a postman, a
  // dentist and a vet (ids of ours), drawn whole by us (drawn-motifs/people-more-jobs.ts)
  ...Object.fromEntries(MORE_JOBS.map((id) => [id, 'being'])),
  // the woman at each job, drawn whole by us as the job's figure with her own hair (drawn-motifs/figures-worker-
  // woman.ts): ten are joined sequences of emoji, named by CLDR in every language, three ids of ours
  ...Object.fromEntries(WOMEN_AT_WORK.map((id) => [id, 'being'])),
  // the bell (in a subgroup of sounds the studio otherwise leaves out), drawn by us as a Christmas bell: without it
  // "bell" found the bell pepper, whose CLDR tag it is
  '1F514': 'thing',
  '2764': 'thing',
  '1F4DA': 'thing',
  '1F4D6': 'thing',
  '1F451': 'thing',
  '1F380': 'thing',
  '1F45F': 'thing',
  '1F452': 'thing',
  '1F3A9': 'thing',
  '1F9E2': 'thing',
  // the animals drawn for names parents type (drawn-motifs/table-animal-words.ts), and the polar bear's emoji,
  // a joined sequence the build leaves out unless named here
  ...Object.fromEntries([...Object.keys(ANIMAL_WORD_LABELS), POLAR_BEAR_ID].map((id) => [id, 'being'])),
  // the third round of parents' words, drawn by us (drawn-motifs/hot-air-balloon.ts, gingerbread-man.ts,
  // lighthouse-and-windmill.ts, barn-and-treehouse.ts, road-big-trucks.ts, pencil-and-gnome.ts); the pencil's emoji
  // sat among the office things the studio leaves out
  [HOT_AIR_BALLOON_ID]: 'vehicle',
  [GINGERBREAD_MAN_ID]: 'thing',
  [LIGHTHOUSE_ID]: 'thing',
  [WINDMILL_ID]: 'thing',
  [BARN_ID]: 'thing',
  [TREEHOUSE_ID]: 'thing',
  [MONSTER_TRUCK_ID]: 'vehicle',
  [GARBAGE_TRUCK_ID]: 'vehicle',
  [PENCIL_ID]: 'thing',
  [GNOME_ID]: 'thing',
};
/**
 * Motifs named by their CLDR label and our synonyms alone, not by CLDR's tags: the women at work, whose tags mostly
 * say the job or a thing ("ドクター", "消防", "campo", "Ähre", "법") and would have drawn her for a word that says
 * either, or taken a word from the motif it named ("incêndio", the fire engine; "garota", the girl).
 */
export const UNTAGGED: ReadonlySet<string> = new Set(WOMEN_AT_WORK);

export const SKIP = new Set([
  '1F3F4',
  '1F3F3',
  '1F5FE',
  '1F5FA',
  '1F301',
  '1F303',
  '1F304',
  '1F305',
  '1F306',
  '1F307',
  '1F309',
  '1F30C',
  '1F320',
  '1F386',
  '1F387',
  '1F391',
]);

// Motifs drawn from Microsoft's Fluent Emoji Flat instead of OpenMoji. Nothing comes from Fluent now: every
// subject once taken from it (animals whose OpenMoji drawing is a bare silhouette, vehicles OpenMoji draws as thin
// low side views) is drawn by us (scripts/studio-drawn-motifs.ts), the last five being the passenger ship, the
// ferry, the motor boat, the spouting whale and the guide dog. The set and the build's code that outlines a Fluent
// emoji (scripts/studio-build-index.ts) stay, so a subject can be taken from Fluent again by naming it here.
export const FLUENT = new Set<string>([]);
