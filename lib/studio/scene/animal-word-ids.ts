// The ids of the animals drawn by us for the names parents type that no emoji draws (a guinea pig, a hummingbird,
// a toucan, a narwhal, a chameleon, the pterodactyl, velociraptor and spinosaurus), written as the joined sequences
// are so no emoji set has them, and the polar bear's own emoji id (a joined sequence the build left out).

/** The guinea pig's id: a hamster, a joiner, a pig. "Guinea pig" had found the pig inside its name. */
export const GUINEA_PIG_ID = '1F439-200D-1F416';
/** The hummingbird's id: a bird, a joiner, a hibiscus (it hovers at a flower). */
export const HUMMINGBIRD_ID = '1F426-200D-1F33A';
/** The toucan's id: a parrot, a joiner, a banana (its beak). */
export const TOUCAN_ID = '1F99C-200D-1F34C';
/** The polar bear's emoji id (bear, joiner, snowflake): it drew the brown bear. */
export const POLAR_BEAR_ID = '1F43B-200D-2744-FE0F';
/** The narwhal's id: a whale, a joiner, a unicorn (its tusk). */
export const NARWHAL_ID = '1F40B-200D-1F984';
/** The chameleon's id: a lizard, a joiner, a rainbow. */
export const CHAMELEON_ID = '1F98E-200D-1F308';
/** The pterodactyl's id: a long-neck, a joiner, an eagle. */
export const PTERODACTYL_ID = '1F995-200D-1F985';
/** The velociraptor's id: a T. rex, a joiner, a feather. */
export const VELOCIRAPTOR_ID = '1F996-200D-1FAB6';
/** The spinosaurus's id: a T. rex, a joiner, a sailboat (its sail). */
export const SPINOSAURUS_ID = '1F996-200D-26F5';

/** Those of ours, by id, with the English label their synonyms point to (the polar bear has CLDR's). */
export const ANIMAL_WORD_LABELS: Readonly<Record<string, string>> = {
  [GUINEA_PIG_ID]: 'guinea pig',
  [HUMMINGBIRD_ID]: 'hummingbird',
  [TOUCAN_ID]: 'toucan',
  [NARWHAL_ID]: 'narwhal',
  [CHAMELEON_ID]: 'chameleon',
  [PTERODACTYL_ID]: 'pterodactyl',
  [VELOCIRAPTOR_ID]: 'velociraptor',
  [SPINOSAURUS_ID]: 'spinosaurus',
};

/**
 * Where they are drawn (themes.ts): the guinea pig on a meadow or a farm, the hummingbird at its flower on a meadow
 * or in the jungle, the toucan and the chameleon in the jungle, the polar bear in the snow, the narwhal under the
 * sea, the dinosaurs in the jungle the T. rex and the long-neck live in (the pterodactyl in the sky too).
 */
export const ANIMAL_WORD_SUITS: [('meadow' | 'farm' | 'jungle' | 'winter' | 'sea' | 'sky')[], string[]][] = [
  [['meadow', 'farm'], [GUINEA_PIG_ID]],
  [['meadow', 'jungle'], [HUMMINGBIRD_ID]],
  [['jungle'], [TOUCAN_ID, CHAMELEON_ID, VELOCIRAPTOR_ID, SPINOSAURUS_ID]],
  [['winter'], [POLAR_BEAR_ID]],
  [['sea'], [NARWHAL_ID]],
  [['jungle', 'sky'], [PTERODACTYL_ID]],
];
