// The people and figures drawn by us (grown-ups at work, royals, storybook and costume figures, the baby …),
// by emoji id or an id of ours: one of the three tables scripts/studio-drawn-motifs.ts joins for the build. Ours (MIT).
import { teacher } from './costumes';
import { ballerina } from './dressed-up';
import { grownUp } from './family';
import { angel } from './figures-angel';
import { astronaut } from './figures-astronaut';
import { clown } from './figures-clown';
import { cowboy } from './figures-cowboy';
import { elf } from './figures-elf';
import { fairy } from './figures-fairy';
import { genie } from './figures-genie';
import { knight } from './figures-knight';
import { ninja } from './figures-ninja';
import { pirate } from './figures-pirate';
import { prince } from './figures-prince';
import { princess } from './figures-princess';
import { cinderella } from './figures-cinderella';
import { queen } from './figures-queen';
import { robot } from './figures-robot';
import { superhero } from './figures-superhero';
import { witch } from './figures-witch';
import { zombie } from './figures-zombie';
import { santa } from './legends';
import { mermaid } from './mermaid';
import { worker } from './people';
import { moreWorker } from './people-more-jobs';
import { alien, baby } from './whole-figures';
import {
  BUILDER_ID,
  CINDERELLA_ID,
  COWBOY_ID,
  COWGIRL_ID,
  DENTIST_ID,
  KNIGHT_ID,
  MORE_JOBS,
  PAINTER_ID,
  PILOT_ID,
  PIRATE_ID,
  POSTMAN_ID,
  QUEEN_ID,
  SCIENTIST_ID,
  VET_ID,
  WOMAN_AT_WORK,
} from '../../lib/studio/scene/people';
import type { Drawn } from './art';

/** The first five jobs' ids (people.ts), in the order `worker` draws them. */
const FIRST_JOBS = ['1F9D1-200D-1F692', '1F46E', '1F9D1-200D-2695-FE0F', '1F9D1-200D-1F373', '1F9D1-200D-1F33E'];

export const DRAWN_PEOPLE: Record<string, Drawn> = {
  '1F9D1-200D-1F680': astronaut(),
  '1F9D1-200D-1F692': worker('firefighter'),
  '1F46E': worker('police'),
  '1F9D1-200D-2695-FE0F': worker('doctor'),
  '1F9D1-200D-1F373': worker('cook'),
  '1F9D1-200D-1F33E': worker('farmer'),
  // a builder, a pilot, a painter, a scientist, a postman, a dentist and a vet (drawn-motifs/people-more-jobs.ts)
  [BUILDER_ID]: moreWorker('builder'),
  [PILOT_ID]: moreWorker('pilot'),
  [PAINTER_ID]: moreWorker('painter'),
  [SCIENTIST_ID]: moreWorker('scientist'),
  [POSTMAN_ID]: moreWorker('postman'),
  [DENTIST_ID]: moreWorker('dentist'),
  [VET_ID]: moreWorker('vet'),
  // the woman at each of the thirteen jobs, in the same uniform with her own hair (drawn-motifs/figures-worker-woman.ts)
  ...Object.fromEntries(
    (['firefighter', 'police', 'doctor', 'cook', 'farmer'] as const).map((job, i) => [WOMAN_AT_WORK[FIRST_JOBS[i]]!, worker(job, 'woman')]),
  ),
  [WOMAN_AT_WORK['1F9D1-200D-1F3EB']!]: teacher('woman'),
  ...Object.fromEntries(
    (['builder', 'pilot', 'painter', 'scientist', 'postman', 'dentist', 'vet'] as const).map((job, i) => [
      WOMAN_AT_WORK[MORE_JOBS[i]]!,
      moreWorker(job, 'woman'),
    ]),
  ),
  '1F478': princess(),
  '1F934': prince(),
  [QUEEN_ID]: queen(),
  [CINDERELLA_ID]: cinderella(),
  '1F9DA': fairy(),
  '1F9D9': witch(),
  '1F385': santa(),
  '1F9DD': elf(),
  '1F9DE': genie(),
  [KNIGHT_ID]: knight(),
  '1F483': ballerina(),
  [PIRATE_ID]: pirate(),
  '1F921': clown(),
  '1F9B8': superhero(),
  '1F916': robot(),
  '1F47D': alien(),
  '1F476': baby(),
  '1F47C': angel(),
  '1F9D1-200D-1F3EB': teacher(),
  [COWBOY_ID]: cowboy(),
  [COWGIRL_ID]: cowboy('cowgirl'),
  '1F977': ninja(),
  '1F9DF': zombie(),
  '1F9DC': mermaid(),
  '1F469': grownUp('woman'),
  '1F468': grownUp('man'),
  '1F475': grownUp('grandma'),
  '1F474': grownUp('grandpa'),
};
