// Motifs drawn by us, in OpenMoji's 72-unit box, where neither emoji set draws the subject so that it reads on
// paper: a head or a bust where a child expects the whole animal or person, a faceless silhouette, a flat box on
// post legs, a thin outline too narrow to colour, or big solid black parts. The index build reads this table,
// joined from drawn-motifs/table-people.ts, table-animals.ts and table-things.ts; each file in drawn-motifs/ says
// which subjects it draws and what the emoji printed before (docs/studio.md, Motifs, shows each before and after).
// Same fields as the extracted ones: `f` closed areas (painted white with a black edge, later ones over earlier
// ones), `s` black lines, `d` solid dots. Ours, under the repository's licence (MIT).
import { DRAWN_ANIMALS } from './drawn-motifs/table-animals';
import { DRAWN_PEOPLE } from './drawn-motifs/table-people';
import { DRAWN_THINGS } from './drawn-motifs/table-things';
import type { Drawn } from './drawn-motifs/art';

/** The three tables as one, by id; an id in two of them is a mistake the build stops on. */
function joined(...tables: Record<string, Drawn>[]): Record<string, Drawn> {
  const all: Record<string, Drawn> = {};
  for (const table of tables)
    for (const [id, motif] of Object.entries(table)) {
      if (id in all) throw new Error(`${id} is drawn twice in the drawn motifs' tables`);
      all[id] = motif;
    }
  return all;
}

/** `c`: areas kept clear of an adult page's zentangle fill (as a child's skin is, `lib/studio/scene/motif-art.ts`). */
export const DRAWN_MOTIFS = joined(DRAWN_PEOPLE, DRAWN_ANIMALS, DRAWN_THINGS);
