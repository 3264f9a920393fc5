// Where the prompt's other motifs go beside the scene's subject: in the column the subject leaves free, in the
// sky along the top, over a pair's animal, at a person's head (a perched bird, a bee), or on a bough from the
// drawing's edge for a perched bird; the first
// spot that overlaps nothing already drawn wins. Kept apart from compose-scene.ts, which only sizes the subject.
import type { UnderstoodMotif } from '../keywords/understand-prompt';
import { drawMotif, type DrawnMotif } from './motif-art';
import { intersects, type Box } from './paper';
import type { Rng } from './prng';
import type { LayoutFrame } from './compose-pair';
import { forkSeat } from './landmark-seats';
import { perchBough } from './scenery';
import { ALOFT, SKY_IDS } from './themes';
import { NEAR_FLYERS, PERCHES, TIED } from './subject-kinds';
import { tieAloft, type Pt } from './tied-things';
import { NEAR_HEAD_REACH, PERCHED_BIRD, PERCHED_SHARE } from './scene-sizes';

/**
 * Where a bird on its own branch may sit beside the subject: up at the subject's head in the free column, or in a
 * top corner (beside a pair, which leaves no column), so that a bough can reach it from the drawing's edge.
 */
function perchSpots(column: Box, inner: Box, size: number, inColumn: boolean, rng: Rng): Box[] {
  const corners = [
    { x: inner.x + 6, y: inner.y + inner.h * 0.08, w: size * 0.9, h: size * 0.9 },
    { x: inner.x + inner.w - size * 0.9 - 6, y: inner.y + inner.h * 0.08, w: size * 0.9, h: size * 0.9 },
  ];
  if (rng.next() < 0.5) corners.reverse();
  const inside = [0.12, 0.26].map((y) => ({ x: column.x + (column.w - size) / 2, y: inner.y + inner.h * y, w: size, h: size }));
  return inColumn ? [...inside, ...corners] : corners;
}

/**
 * Where a bird on its bough or a small flyer goes beside a person standing alone (`figure`): at the side of its
 * head, on the free column's side, reaching NEAR_HEAD_REACH of the person's width over the edge of its box (where
 * only the hanging arm is, below) and drawn behind it, so no line of it crosses the face. A perched bird there is
 * PERCHED_SHARE of the person's height: in a top corner, the only room a narrow column left, a parrot beside a
 * 180 mm girl was 25 mm tall; a bee or a butterfly flew in the far top corner, nowhere near her.
 */
function headSpots(person: Box, inner: Box, side: number, size: number, perched: boolean): Box[] {
  const reach = person.w * NEAR_HEAD_REACH;
  const x = side > 0 ? Math.max(inner.x + 2, person.x + reach - size) : Math.min(inner.x + inner.w - size - 2, person.x + person.w - reach);
  // A bird's branch at the shoulders; a flyer at the side of the head, a little above it.
  const y = perched ? person.y - size * 0.2 : person.y + person.h * 0.12 - size / 2;
  return [{ x, y, w: size, h: size }];
}

/**
 * Draws `rest` beside the subject (`main` its box, `lead` what it is drawn as, alone, `pairBox` a pair's second; `pair` whether two subjects stand
 * side by side) and puts the drawings in front of `front`. `placed` holds every box drawn so far and gains the
 * companions'. Returns the new front, the companions by prompt id with their boxes, and what each was drawn as.
 */
export function placeCompanions(
  { inner, rng, side, zentangle, tableTop, crownFoot, fork }: LayoutFrame,
  look: { stroke: number; companion: number },
  rest: UnderstoodMotif[],
  main: { box: Box },
  pairBox: Box | undefined,
  pair: boolean,
  placed: Box[],
  drawId: (id: string) => string,
  front: string,
  figure = false,
  lead?: DrawnMotif,
): { front: string; drawnBeside: { id: string; box: Box; string?: [Pt, Pt]; route?: Pt[] }[]; beside: DrawnMotif[] } {
  // Companions: in the free column, one low and one high, each as large as the column allows.
  const column: Box =
    side < 0
      ? { x: main.box.x + main.box.w + 3, y: inner.y + 4, w: inner.x + inner.w - main.box.x - main.box.w - 7, h: inner.h - 8 }
      : { x: inner.x + 4, y: inner.y + 4, w: main.box.x - inner.x - 7, h: inner.h - 8 };
  const drawnBeside: { id: string; box: Box; string?: [Pt, Pt]; route?: Pt[] }[] = [];
  // What each motif beside the subject was drawn as, for its halo.
  const beside: DrawnMotif[] = [];
  // In a tree a thing (not a being, nor what belongs in the sky) sits in the crown, side by side over the trunk.
  const inCrown = crownFoot === undefined ? [] : rest.filter((m) => m.kind !== 'being' && !SKY_IDS.has(m.id) && !ALOFT.has(m.id));
  rest.forEach((m, i) => {
    // A balloon or a kite beside a subject alone flies on its string tied to it (`lead`, as drawn), behind it.
    const tied =
      TIED[m.id] && !pair && lead
        ? tieAloft(m.id, drawId(m.id), lead, main.box, column, inner, placed, { strokeMm: look.stroke, ...zentangle(i + 1, drawId(m.id)) })
        : undefined;
    if (tied) {
      placed.push(tied.box);
      drawnBeside.push({ id: m.id, box: tied.box, string: tied.string, route: tied.corners });
      beside.push({ id: drawId(m.id), box: tied.spot, ...(tied.mirror ? { mirror: true } : {}) });
      front = tied.svg + front;
      return;
    }
    const size = Math.max(Math.min(inner.w * look.companion, column.w > 25 ? column.w : inner.w * look.companion), 22);
    const perched = PERCHES[drawId(m.id)] !== undefined;
    const near = figure && !pair && (perched || NEAR_FLYERS.has(m.id));
    const head = near ? headSpots(main.box, inner, side, perched ? main.box.h * PERCHED_SHARE : size, perched) : [];
    const crown = inCrown.indexOf(m);
    // Up in a tree an animal sits in the fork over the trunk, its foot where the crown comes down (`forkSeat`).
    // (a bird on its own branch too; a butterfly or a bee flies about as anywhere)
    const inFork = !!fork && crownFoot !== undefined && m.kind === 'being' && !SKY_IDS.has(m.id) && (perched || !ALOFT.has(m.id));
    const crownSize = Math.min(size, column.w / Math.max(inCrown.length, 1) - 2);
    const forkSize = Math.min(Math.max(size, inner.w * look.companion), column.w + 4);
    const others: Box[] = inFork
      ? [{ x: Math.min(Math.max(fork!.cx - forkSize / 2, column.x - 2), column.x + column.w + 2 - forkSize), y: crownFoot! - forkSize, w: forkSize, h: forkSize }]
      : crown >= 0
        ? [0, 0.5].map((up) => ({
            x: column.x + (column.w * (crown + 0.5)) / inCrown.length - crownSize / 2,
            y: crownFoot! - crownSize * (1 + up),
            w: crownSize,
            h: crownSize,
          }))
        : perched
          ? perchSpots(column, inner, Math.min(inner.w * PERCHED_BIRD, Math.max(size, column.w)), !pair && column.w > 25, rng)
          : pair
            ? // beside a child and an animal: a ball or a toy just above the animal, what flies along the top
              [
                ...(SKY_IDS.has(m.id) || ALOFT.has(m.id) || !pairBox
                  ? []
                  : [{ x: pairBox.x + (pairBox.w - size * 0.6) / 2, y: pairBox.y - size * 0.6 - 4, w: size * 0.6, h: size * 0.6 }]),
                { x: inner.x + inner.w * rng.range(0.05, 0.35), y: inner.y + 6, w: size * 0.8, h: size * 0.8 },
                { x: inner.x + inner.w * rng.range(0.55, 0.75), y: inner.y + 6, w: size * 0.8, h: size * 0.8 },
              ]
            : SKY_IDS.has(m.id) || ALOFT.has(m.id)
              ? // The moon, a star, the sun or a kite belongs in the sky: high in the column or along the top, never on the ground.
                [
                  { x: column.x + (column.w - size) / 2, y: inner.y + inner.h * 0.06, w: size, h: size },
                  { x: column.x + (column.w - size) / 2, y: inner.y + inner.h * 0.22, w: size, h: size },
                  { x: inner.x + inner.w * rng.range(0.1, 0.6), y: inner.y + 6, w: size * 0.8, h: size * 0.8 },
                ]
              : [
                  {
                    x: column.x + (column.w - size) / 2,
                    y: i === 0 ? (tableTop ?? inner.y + inner.h * 0.94) - size : inner.y + inner.h * 0.3,
                    w: size,
                    h: size,
                  },
                  { x: column.x + (column.w - size) / 2, y: inner.y + inner.h * (i === 0 ? 0.55 : 0.12), w: size, h: size },
                  { x: inner.x + inner.w * rng.range(0.1, 0.6), y: inner.y + 6, w: size * 0.8, h: size * 0.8 },
                ];
    for (const spot of [...head, ...others]) {
      // A perched bird on the drawing's left faces right, towards the subject, its bough going out to the left; so
      // does a flyer at the left of a person's head (the emoji look left).
      const atHead = head.includes(spot);
      const left = spot.x + spot.w / 2 < (atHead ? main.box.x + main.box.w / 2 : inner.x + inner.w / 2);
      const mirror = (perched || atHead) && left;
      const drawn = drawMotif(drawId(m.id), spot, { strokeMm: look.stroke, ...(mirror ? { mirror } : {}), ...zentangle(i + 1, drawId(m.id)) });
      // At a person's head it reaches over the edge of the person's box, and nothing else's.
      if (placed.some((b) => intersects(drawn.box, b, 2) && !(atHead && b === main.box))) continue;
      placed.push(drawn.box);
      drawnBeside.push({ id: m.id, box: drawn.box });
      beside.push({ id: drawId(m.id), box: spot, ...(mirror ? { mirror } : {}) });
      const bough = inFork
        ? forkSeat(drawId(m.id), drawn.box, fork!, inner, look.stroke)
        : perched
          ? perchBough(drawId(m.id), drawn.box, mirror, inner, look.stroke)
          : '';
      // a bird's bough is drawn over its branch's end, an animal's fork under its feet
      front = (inFork ? bough + drawn.svg : drawn.svg + bough) + front;
      break;
    }
  });
  return { front, drawnBeside, beside };
}
