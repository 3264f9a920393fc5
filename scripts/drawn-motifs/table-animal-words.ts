// The animals drawn by us for names parents type that drew nothing or the wrong animal (a guinea pig had drawn
// the pig, a polar bear the brown bear): joined into the animals' table (table-animals.ts). Ours (MIT).
import type { Drawn } from './art';
import { chameleon } from './chameleon';
import { pterodactyl, spinosaurus } from './flying-and-sailed-dinosaurs';
import { guineaPig } from './guinea-pig';
import { hummingbird, toucan } from './hummingbird-and-toucan';
import { narwhal, polarBear } from './polar-bear-and-narwhal';
import { velociraptor } from './velociraptor';
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
} from '../../lib/studio/scene/animal-word-ids';

export const DRAWN_ANIMAL_WORDS: Record<string, Drawn> = {
  [GUINEA_PIG_ID]: guineaPig(),
  [HUMMINGBIRD_ID]: hummingbird(),
  [TOUCAN_ID]: toucan(),
  [POLAR_BEAR_ID]: polarBear(),
  [NARWHAL_ID]: narwhal(),
  [CHAMELEON_ID]: chameleon(),
  [PTERODACTYL_ID]: pterodactyl(),
  [VELOCIRAPTOR_ID]: velociraptor(),
  [SPINOSAURUS_ID]: spinosaurus(),
};
