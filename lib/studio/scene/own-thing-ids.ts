// The ids of things drawn by us that no emoji names, for the keyword index (scripts/studio-motif-choice.ts), the
// drawn motifs' table and the scene's lists: written as the joined sequences are, so no emoji set has them.

/** The acorn's id (no emoji draws one, only the chestnut): a chestnut, a joiner, a tree. */
export const ACORN_ID = '1F330-200D-1F333';
/** The treasure chest's id (no emoji draws one): a package, a joiner, a coin. */
export const TREASURE_CHEST_ID = '1F4E6-200D-1FA99';
/** The pirate ship's id (the emoji have a sailboat and a pirate flag): a sailboat, a joiner, a skull and crossbones. */
export const PIRATE_SHIP_ID = '26F5-200D-2620-FE0F';
/** The rag doll's id (the emoji have only the nesting dolls and the Japanese festival dolls): nesting dolls, a joiner, yarn. */
export const RAG_DOLL_ID = '1FA86-200D-1F9F6';
/** The campfire's id (the emoji have only a flame): fire, a joiner, wood. */
export const CAMPFIRE_ID = '1F525-200D-1FAB5';
/** The tent's emoji id (drawn by us; it sat among the places the studio leaves out). */
export const TENT_ID = '26FA';
/** The sandcastle's id (no emoji draws one): a castle, a joiner, a beach. */
export const SANDCASTLE_ID = '1F3F0-200D-1F3D6';
/** The submarine's id (no emoji draws one): a ship, a joiner, a water wave. */
export const SUBMARINE_ID = '1F6A2-200D-1F30A';
/** The sword's id (the emoji have a dagger and two crossed swords): a dagger, a joiner, a crown. */
export const SWORD_ID = '1F5E1-200D-1F451';
/** The shield's emoji id (drawn by us; it sat among the tools the studio leaves out). */
export const SHIELD_ID = '1F6E1';
/** The beehive's id (no emoji draws one): a honeybee, a joiner, a house. */
export const BEEHIVE_ID = '1F41D-200D-1F3E0';
/** Milk's id (the emoji glass of milk sits among the drinks the studio leaves out): a glass of milk, a joiner, a package (the carton). */
export const MILK_ID = '1F95B-200D-1F4E6';
/** The skeleton's id (no emoji draws one): a skull, a joiner, a bone. */
export const SKELETON_ID = '1F480-200D-1F9B4';
/** The sugar skull's id (the emoji skull sits among the faces the studio leaves out): a skull, a joiner, a hibiscus. */
export const SKULL_ID = '1F480-200D-1F33A';
/** The Christmas stocking's id (no emoji draws one): socks, a joiner, a Christmas tree. */
export const STOCKING_ID = '1F9E6-200D-1F384';
/** The hot air balloon's id (no emoji draws one; "balloon" is the party balloon): a balloon, a joiner, a cloud. */
export const HOT_AIR_BALLOON_ID = '1F388-200D-2601-FE0F';
/** The gingerbread man's id (the emoji have only a round cookie): a cookie, a joiner, a person. */
export const GINGERBREAD_MAN_ID = '1F36A-200D-1F9D1';
/** The lighthouse's id (no emoji draws one): a flashlight, a joiner, a water wave. */
export const LIGHTHOUSE_ID = '1F526-200D-1F30A';
/** The windmill's id (no emoji draws one): a house, a joiner, a dash of wind. */
export const WINDMILL_ID = '1F3E0-200D-1F4A8';
/** The barn's id (no emoji draws one): a house, a joiner, a cow. */
export const BARN_ID = '1F3E0-200D-1F404';
/** The treehouse's id (no emoji draws one): a house, a joiner, a tree. */
export const TREEHOUSE_ID = '1F3E0-200D-1F333';
/** The monster truck's id (no emoji draws one; "truck" is the delivery van): a pickup, a joiner, a flexed biceps. */
export const MONSTER_TRUCK_ID = '1F6FB-200D-1F4AA';
/** The garbage truck's id (no emoji draws one): a lorry, a joiner, a wastebasket. */
export const GARBAGE_TRUCK_ID = '1F69B-200D-1F5D1-FE0F';
/** The garden gnome's id (no emoji draws one): a mage, a joiner, a mushroom. */
export const GNOME_ID = '1F9D9-200D-1F344';
/** The pencil's emoji id (drawn by us; it sat among the office things the studio leaves out). */
export const PENCIL_ID = '270F';
