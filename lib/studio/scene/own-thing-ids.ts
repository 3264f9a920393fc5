// The ids of things drawn by us that no emoji names, for the keyword index (scripts/studio-motif-choice.ts), the
// drawn motifs' table and the scene's lists: written as the joined sequences are, so no emoji set has them.

/** The acorn's id (no emoji draws one, only the chestnut): a chestnut, a joiner, a tree. */
export const ACORN_ID = '1F330-200D-1F333';
/** The treasure chest's id (no emoji draws one): a package, a joiner, a coin. */
export const TREASURE_CHEST_ID = '1F4E6-200D-1FA99';
/** The pirate ship's id (the emoji have a sailboat and a pirate flag): a sailboat, a joiner, a skull and crossbones. */
export const PIRATE_SHIP_ID = '26F5-200D-2620-FE0F';
