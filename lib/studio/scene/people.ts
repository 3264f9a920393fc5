// Which motifs are people, and the ids of the motifs that are ours: the child (drawn in child-figure.ts), the
// grown-ups drawn whole, the groups a word names ("family"), and the words that say a girl or a boy. The keyword
// index (scripts/studio-build-index.ts), the prompt reader and the scene composer read them from here.

/** The motif id every "child", "girl" and "boy" word names in the keyword index. */
export const CHILD_ID = '1F9D2';

/**
 * The knight's motif id. No emoji draws a knight, so the id is ours (scripts/studio-motif-choice.ts), written as
 * the joined sequences are: a person, a joiner, a shield.
 */
export const KNIGHT_ID = '1F9D1-200D-1F6E1';
/** The pirate's motif id, ours as the knight's is: a person, a joiner, a skull and crossbones. */
export const PIRATE_ID = '1F9D1-200D-2620-FE0F';
/** The cowboy's and the cowgirl's ids, ours (the emoji is a face in a cowboy hat): a person or a woman, a joiner, a horse. */
export const COWBOY_ID = '1F9D1-200D-1F40E';
export const COWGIRL_ID = '1F469-200D-1F40E';
/** The excavator's (a digger's) id, ours too: a building site, a joiner, a tractor. */
export const EXCAVATOR_ID = '1F3D7-200D-1F69C';
/** The winged unicorn's and Pegasus's ids, ours: a unicorn or a horse, a joiner, a wing. */
export const WINGED_UNICORN_ID = '1F984-200D-1FABD';
export const PEGASUS_ID = '1F40E-200D-1FABD';
/**
 * The triceratops's and the stegosaurus's ids, ours (the emoji have only the T. rex and a long-neck): the
 * long-neck, a joiner, and a rhinoceros (horns) or a leaf (the plates).
 */
export const TRICERATOPS_ID = '1F995-200D-1F98F';
export const STEGOSAURUS_ID = '1F995-200D-1F343';
/** The queen's id, ours (the emoji has a princess and a genderless person with a crown): a woman, a joiner, a crown. */
export const QUEEN_ID = '1F469-200D-1F451';
/** Cinderella's id, ours (no emoji names her): a princess, a joiner, a high-heeled shoe (the glass slipper). */
export const CINDERELLA_ID = '1F478-200D-1F460';
/** The xylophone's id, ours (no emoji draws one): a musical note, a joiner, wood. */
export const XYLOPHONE_ID = '1F3B5-200D-1FAB5';
/** The goldfish's emoji id: a pet fish, drawn in its bowl away from water (`drawnAs` in subject-kinds.ts). */
export const GOLDFISH_ID = '1F41F';
/** The goldfish bowl's id, ours (no emoji draws one): a fish, a joiner, a jar. */
export const FISHBOWL_ID = '1F41F-200D-1FAD9';
/** The duck swimming, ours: a duck, a joiner, a water wave. On water it is drawn without its legs (`drawnAs`). */
export const DUCK_AFLOAT_ID = '1F986-200D-1F30A';
/**
 * The seahorse's, the starfish's and the dragonfly's ids, ours (no emoji draws them): a horse, a joiner, a water
 * wave; a star, a joiner, a fish; a dragon, a joiner, a fly.
 */
export const SEAHORSE_ID = '1F40E-200D-1F30A';
export const STARFISH_ID = '2B50-200D-1F41F';
export const DRAGONFLY_ID = '1F409-200D-1FAB0';
/**
 * Grown-ups at work drawn whole like the doctor (scripts/drawn-motifs/people-more-jobs.ts): the builder, the pilot,
 * the painter and the scientist are emoji (a construction worker, joined sequences of a person and a plane, a
 * palette, a microscope); the postman, the dentist and the vet are ours, written as those are: a person, a joiner,
 * and a postbox, a tooth or a dog.
 */
export const BUILDER_ID = '1F477';
export const PILOT_ID = '1F9D1-200D-2708-FE0F';
export const PAINTER_ID = '1F9D1-200D-1F3A8';
export const SCIENTIST_ID = '1F9D1-200D-1F52C';
export const POSTMAN_ID = '1F9D1-200D-1F4EE';
export const DENTIST_ID = '1F9D1-200D-1F9B7';
export const VET_ID = '1F9D1-200D-1F415';
/** The seven above, in the order they are drawn. */
export const MORE_JOBS = [BUILDER_ID, PILOT_ID, PAINTER_ID, SCIENTIST_ID, POSTMAN_ID, DENTIST_ID, VET_ID] as const;

/**
 * The woman at each of the thirteen jobs, by the job's id: the same uniform, her own hair and face
 * (scripts/drawn-motifs/figures-worker-woman.ts). Ten are emoji (a woman, a joiner and the job's sign; the police
 * officer and the construction worker with the female sign), whose CLDR labels give her words ("Ärztin",
 * "bombera", "女性消防士"); the postwoman, the woman dentist and the woman vet are ours, written as those are, a
 * woman for the person. A word that says a woman ("doctora", "Lehrerin", "cô giáo") draws her; one that says
 * either ("policía", "dentiste") draws the job's figure as before.
 */
export const WOMAN_AT_WORK: Readonly<Record<string, string>> = {
  '1F9D1-200D-1F692': '1F469-200D-1F692',
  '1F46E': '1F46E-200D-2640-FE0F',
  '1F9D1-200D-2695-FE0F': '1F469-200D-2695-FE0F',
  '1F9D1-200D-1F373': '1F469-200D-1F373',
  '1F9D1-200D-1F33E': '1F469-200D-1F33E',
  '1F9D1-200D-1F3EB': '1F469-200D-1F3EB',
  [BUILDER_ID]: '1F477-200D-2640-FE0F',
  [PILOT_ID]: '1F469-200D-2708-FE0F',
  [PAINTER_ID]: '1F469-200D-1F3A8',
  [SCIENTIST_ID]: '1F469-200D-1F52C',
  [POSTMAN_ID]: '1F469-200D-1F4EE',
  [DENTIST_ID]: '1F469-200D-1F9B7',
  [VET_ID]: '1F469-200D-1F415',
};
/** The thirteen women at work. */
export const WOMEN_AT_WORK: readonly string[] = Object.values(WOMAN_AT_WORK);
/** The job's figure a woman at work is drawn as (her id, or any other id unchanged): themes and riders read it. */
export const atWork = (id: string): string => Object.entries(WOMAN_AT_WORK).find(([, her]) => her === id)?.[0] ?? id;

/**
 * Animals a person is drawn riding when the prompt says so ("a girl riding a unicorn", 骑马的女孩): the horse,
 * the unicorn (winged too), Pegasus, the donkey, the zebra, the camels and the elephant, as picture books have
 * children ride them. The dragon (a coiled serpent with no back to sit on) and the deer are left out.
 */
export const RIDEABLE: ReadonlySet<string> = new Set(['1F40E', '1F984', WINGED_UNICORN_ID, PEGASUS_ID, '1FACF', '1F993', '1F42A', '1F42B', '1F418']);
/**
 * Two-wheelers a child is drawn riding when the prompt says so ("a girl riding a bicycle", "a boy on a bike",
 * ein Mädchen fährt Fahrrad): the bicycle, the kick scooter, the motor scooter and the motorcycle. Named without
 * riding ("a girl and her bicycle") the child stands beside it.
 */
export const RIDDEN_WHEELS: ReadonlySet<string> = new Set(['1F6B2', '1F6F4', '1F6F5', '1F3CD']);

/**
 * The baby, drawn whole sitting on its nappy (scripts/drawn-motifs/whole-figures.ts). Named with people ("mom with
 * a baby", "a family with a baby") it sits in their row at their feet, ROW_BABY of a grown-up's height
 * (compose-scene.ts); before, it stood beside the mother four fifths of her height.
 */
export const BABY_ID = '1F476';
/** The angel, drawn as a child angel (scripts/drawn-motifs/whole-figures.ts): among grown-ups it stands a child's height. */
export const ANGEL_ID = '1F47C';

/**
 * Grown-ups drawn whole like the children (scripts/studio-drawn-motifs.ts): the astronaut, firefighter, police
 * officer, doctor, cook, farmer, princess, prince, fairy, witch, Santa, elf, genie, knight, ballerina, pirate, clown,
 * superhero, teacher, cowboy, cowgirl, ninja, zombie, queen, Cinderella, the women at work, the family's mother,
 * father and grandparents, the angel and the mermaid (beside a child she was sized as a pet, a doll-sized figure).
 * With an animal they stand beside it as a child does.
 */
export const WHOLE_GROWN_UPS: ReadonlySet<string> = new Set([
  '1F478',
  '1F934',
  '1F9DA',
  '1F9D9',
  '1F385',
  '1F9DD',
  '1F9DE',
  KNIGHT_ID,
  '1F9D1-200D-1F680',
  '1F9D1-200D-1F692',
  '1F46E',
  '1F9D1-200D-2695-FE0F',
  '1F9D1-200D-1F373',
  '1F9D1-200D-1F33E',
  '1F469',
  '1F468',
  '1F475',
  '1F474',
  '1F483',
  PIRATE_ID,
  '1F921',
  '1F9B8',
  ANGEL_ID,
  '1F9D1-200D-1F3EB',
  COWBOY_ID,
  COWGIRL_ID,
  '1F977',
  '1F9DF',
  '1F9DC',
  QUEEN_ID,
  CINDERELLA_ID,
  ...MORE_JOBS,
  ...WOMEN_AT_WORK,
]);

/**
 * Words that name several people at once: "family" is a father, a mother and a child, who then stand in a row
 * as any people named together do (compose-scene.ts). Their words are in lib/studio/synonyms/*.json.
 */
export const GROUPS: Readonly<Record<string, readonly string[]>> = { family: ['1F468', '1F469', CHILD_ID] };

// The words that name a girl or a boy (the keyword index maps them all to CHILD_ID); any other child word
// ("kid", "Kinder", "孩子") may be either.
const GIRL_WORDS = new Set([
  'girl',
  'girls',
  'mädchen',
  'niña',
  'niñas',
  'chica',
  'fille',
  'fillette',
  'filles',
  '女の子',
  '少女',
  '소녀',
  '여자아이',
  'menina',
  'meninas',
  'bé gái',
  'cô bé',
  '女孩',
  '小女孩',
]);
const BOY_WORDS = new Set([
  'boy',
  'boys',
  'junge',
  'jungen',
  'niño',
  'niños',
  'chico',
  'garçon',
  'garçons',
  '男の子',
  '少年',
  '소년',
  '남자아이',
  'menino',
  'meninos',
  'bé trai',
  'cậu bé',
  '男孩',
  '小男孩',
]);

/**
 * Little Red Riding Hood's names (lib/studio/synonyms map them to the child): she is drawn in her hooded cape with
 * her basket (child-hood.ts), the figure `RED_RIDING_HOOD`. They had drawn any child, a boy as often as a girl.
 */
const RED_RIDING_HOOD_WORDS = new Set([
  'little red riding hood',
  'red riding hood',
  'rotkäppchen',
  'caperucita roja',
  'caperucita',
  'petit chaperon rouge',
  'le petit chaperon rouge',
  'chaperon rouge',
  '赤ずきん',
  '赤ずきんちゃん',
  '빨간 모자',
  '빨간모자',
  'chapeuzinho vermelho',
  'capuchinho vermelho',
  '小紅帽',
  'cô bé quàng khăn đỏ',
  '小红帽',
]);
/** The child figure that is Little Red Riding Hood (child-figure.ts). */
export const RED_RIDING_HOOD = 'child:girl:3';
const norm = (word: string) => word.toLowerCase().normalize('NFC');
/** Whether the word a prompt named the child with is one of Little Red Riding Hood's names. */
export const isRedRidingHood = (word: string) => RED_RIDING_HOOD_WORDS.has(norm(word));

/** "girl", "boy" or undefined (either) for the word a prompt named the child with. */
export function childKind(word: string): 'girl' | 'boy' | undefined {
  const w = norm(word);
  return GIRL_WORDS.has(w) || RED_RIDING_HOOD_WORDS.has(w) ? 'girl' : BOY_WORDS.has(w) ? 'boy' : undefined;
}

/** The id of one of the six figures: `child:girl:0` … `child:boy:2`. `pick` is a seeded choice in [0, 1). */
export function childVariantId(word: string, pick: number): string {
  if (isRedRidingHood(word)) return RED_RIDING_HOOD;
  const said = childKind(word);
  const kind = said ?? (pick < 0.5 ? 'girl' : 'boy');
  const i = Math.floor(pick * (said ? 3 : 6)) % 3;
  return `child:${kind}:${i}`;
}
