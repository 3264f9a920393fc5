// Which zentangle fill suits a creature's coat on an adults' page (patterns.ts draws them): scales only where a
// creature has scales, fur on furry mammals, wool curls on woolly ones, feather scallops on birds, soft bands on
// smooth skin. Chosen at random from every pattern, a pig and a sheep printed covered in fish scales.
import {
  CHAMELEON_ID,
  GUINEA_PIG_ID,
  HUMMINGBIRD_ID,
  NARWHAL_ID,
  POLAR_BEAR_ID,
  PTERODACTYL_ID,
  SPINOSAURUS_ID,
  TOUCAN_ID,
  VELOCIRAPTOR_ID,
} from './animal-word-ids';
import { DUCK_AFLOAT_ID, FISHBOWL_ID, GOLDFISH_ID, PEGASUS_ID, SEAHORSE_ID, STEGOSAURUS_ID, TRICERATOPS_ID, WINGED_UNICORN_ID } from './people';

/** `any`: a thing, a person or a creature with no coat of its own kind (a bug, a crab): one of the plain patterns. */
export type FillKind = 'scales' | 'fur' | 'wool' | 'feathers' | 'skin' | 'any';

const KINDS: Record<Exclude<FillKind, 'any'>, readonly string[]> = {
  // fish, reptiles, dragons and dinosaurs (the feathered velociraptor among the birds, the pterodactyl's leathery
  // wings among the smooth-skinned)
  scales: [
    ...[GOLDFISH_ID, '1F420', '1F421', SEAHORSE_ID, '1F40A', '1F422', '1F98E', '1F40D', '1F432', '1F409'],
    ...['1F995', '1F996', TRICERATOPS_ID, STEGOSAURUS_ID, SPINOSAURUS_ID, CHAMELEON_ID],
  ],
  // furry mammals, the teddy bear too
  fur: [
    ...['1F435', '1F412', '1F98D', '1F9A7', '1F436', '1F415', '1F9AE', '1F43A', '1F98A', '1F99D', '1F431', '1F408'],
    ...['1F981', '1F42F', '1F405', '1F406', '1F434', '1FACE', '1FACF', '1F40E', '1F984', WINGED_UNICORN_ID, PEGASUS_ID],
    ...['1F993', '1F98C', '1F9AC', '1F42E', '1F402', '1F403', '1F404', '1F417', '1F410', '1F42A', '1F42B', '1F992'],
    ...['1F9A3', '1F42D', '1F401', '1F400', '1F439', '1F430', '1F407', '1F43F', '1F9AB', '1F994', '1F987', '1F43B'],
    ...['1F428', '1F43C', '1F9A5', '1F9A6', '1F9A8', '1F998', '1F9A1', '1F9F8', GUINEA_PIG_ID, POLAR_BEAR_ID],
  ],
  // the sheep, the llama and the poodle: curls
  wool: ['1F411', '1F40F', '1F999', '1F429'],
  feathers: [
    ...['1F983', '1F414', '1F413', '1F423', '1F424', '1F425', '1F426', '1F427', '1F54A', '1F985', '1F986', '1F9A2'],
    ...[DUCK_AFLOAT_ID, HUMMINGBIRD_ID, TOUCAN_ID, VELOCIRAPTOR_ID],
    ...['1F989', '1F9A4', '1FAB6', '1F9A9', '1F99A', '1F99C', '1FABD', '1FABF'],
  ],
  // the pig, the thick-skinned giants, the sea's mammals, the shark and the soft-bodied: no hair, no scales
  skin: [
    ...['1F437', '1F416', '1F43D', '1F418', '1F98F', '1F99B', '1F433', '1F40B', '1F42C', '1FACD', '1F9AD', '1F988'],
    ...['1F438', '1F419', '1F991', '1FABC', '1FAB1', FISHBOWL_ID, NARWHAL_ID, PTERODACTYL_ID],
  ],
};

const BY_ID = new Map<string, FillKind>(Object.entries(KINDS).flatMap(([kind, ids]) => ids.map((id) => [id, kind as FillKind])));

/** The fill that suits motif `id`'s coat. */
export function fillKind(id: string): FillKind {
  return BY_ID.get(id) ?? 'any';
}
