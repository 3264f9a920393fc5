// The kids, teens and adults styles: one big subject (at least 60 % of the drawing's width or height) in
// front of a theme background that fills the page, the prompt's other motifs beside it, inside a frame.
import type { UnderstoodMotif } from '../keywords/understand-prompt';
import { paintBackdrop, SUNNY, type Backdrop } from './backdrops';
import type { SkyKind } from './day-sky';
import { composeMount, composePair, composeRow, type LayoutFrame } from './compose-pair';
import { BABY_ID, CHILD_ID, childVariantId, isRedRidingHood, WHOLE_GROWN_UPS } from './people';
import { drawMotif, hasMotif, motifHalos, motifUnderside, type DrawnMotif, type MotifOptions } from './motif-art';
import { MARGIN_MM, type Box } from './paper';
import { zentangleFill } from './patterns';
import { placeCompanions } from './place-companions';
import type { Pt } from './tied-things';
import { byImportance } from './place-motifs';
import { createRng, hashString, type Rng } from './prng';
import { canRide } from './riders';
import { canRideWheels } from './wheel-riders';
import { grow, union } from './scene-boxes';
import { OPEN_PLACES, SCENE_LOOK, type SceneStyle } from './scene-places';
import { flatPair, isFlat } from './flat-pair';
import { AFLOAT_FEET, AFLOAT_HORIZON, boatWater, BOATS, FLAT_BOAT_SPAN } from './boat-water';
import { drawingClip, frame } from './scenery';
import { seatIn, trunkBeside } from './landmark-seats';
import { CROWN_SEAT } from './landmark-tree';
import { ALOFT, FLOATING, MOONS, pickBackdrop, RAINBOW_ID, SKY_IDS, SUNS } from './themes';
import {
  AIRBORNE,
  atFeet,
  BIG_RIDES,
  CARRIED,
  drawnAs,
  HEADS,
  HEAD_SPAN,
  pairing,
  PERCHED,
  SMALL_RIDES,
  STANDING_THINGS,
  SWIMMERS,
  tableAt,
  TIED,
  TABLE_THINGS,
  underThing,
  WRITTEN,
} from './subject-kinds';
import { setTable, TABLE_BESIDE, TABLE_FEET, type TableLayout } from './table-shapes';
import { FLYING_BOTTOM, FLYING_HEIGHT, FLYING_HORIZON, HALO_MM, OPEN_SKY, RIDE_HEIGHT, ROW_MAX } from './scene-sizes';

// The look, the places and the sizes moved to scene-places.ts; exported here still for the composer's users.
export { FLAT_ASPECT, SCENE_LOOK, SUBJECT_MIN_SPAN, type SceneStyle } from './scene-places';

export type SceneResult = {
  svg: string;
  backdrop: Backdrop;
  /** The day sky's look (day-sky.ts), where the background has a day sky. */
  sky?: SkyKind;
  subjectSpan: number;
  subjectBox: Box;
  /** Where the subject is drawn: its box, then the second of a flat pair. */
  subjectBoxes: Box[];
  /** The prompt's other motifs drawn beside the subject, each with its box, a tied one with its string's ends and corners. */
  companions: { id: string; box: Box; string?: [Pt, Pt]; route?: Pt[] }[];
  /** A table thing's table (kitchen, party) or picnic blanket (meadow): its top's edges and where it stands. */
  table?: TableLayout;
  /** What the subject sits on at a landmark: the tree's bough, the pond's lily pad (landmark-seats.ts). */
  seat?: Box;
  /** The nest on a bird's bough in the big tree (tree-nest.ts). */
  nest?: Box;
  /** A person riding the subject animal: the person's box (head to shoe) and the animal's, as drawn. */
  rider?: { id: string; box: Box; animalBox: Box };
  subjectId: string;
  drawing: Box;
};

/**
 * `pairFlat`: a flat subject alone (race car, sushi, speedboat, sea turtle) is drawn twice, the
 * second smaller, higher and behind, as a printed coloring book fills a portrait page with a wide subject
 * (the catalogue asks for it; the text tool draws what the prompt names, once). `turned`: a subject alone faces
 * the other way (the catalogue turns every other page of a subject, so its two pages are not one drawing on two
 * backgrounds); anything written on it keeps its reading direction.
 */
export function composeScene(
  motifs: UnderstoodMotif[],
  style: SceneStyle,
  page: { w: number; h: number },
  rng: Rng,
  backdrop?: Backdrop,
  pairFlat = false,
  turned = false,
): SceneResult {
  const look = SCENE_LOOK[style];
  const inner: Box = { x: MARGIN_MM, y: MARGIN_MM, w: page.w - 2 * MARGIN_MM, h: page.h - 2 * MARGIN_MM };
  const drawable = byImportance(motifs.filter((m) => hasMotif(m.id)));
  const named = drawable.filter((m) => !SKY_IDS.has(m.id));
  const ordered = named.length ? [...named, ...drawable.filter((m) => SKY_IDS.has(m.id))] : drawable;
  // Little Red Riding Hood walks through the wood: it is her background on every page (a kids' page had put her
  // on a city street).
  const hood = ordered.some((m) => m.id === CHILD_ID && isRedRidingHood(m.word));
  const picked =
    backdrop ??
    (hood ? 'forest' : undefined) ??
    pickBackdrop(
      ordered.map((m) => m.id),
      rng,
    );
  // A child stands on the ground: with a kite the sky background had the child float among the clouds. Under the
  // sky a butterfly or a bee chose, a grown-up, a flower or a snowman stands on a meadow too (a woman with a
  // butterfly had floated among the clouds).
  const grounded =
    ordered.some((m) => m.id === CHILD_ID) ||
    (picked === 'sky' && ordered.some((m) => STANDING_THINGS.has(m.id) || WHOLE_GROWN_UPS.has(m.id) || m.id === BABY_ID));
  // By the sea a child stands on the beach, its sea animal in the water behind (on a meadow a dolphin had lain in the
  // grass beside the girl).
  const scene = !backdrop && FLOATING.has(picked) && grounded ? (picked === 'sea' ? 'beach' : 'meadow') : picked;
  const floating = FLOATING.has(scene);
  const [subject, ...others] = ordered;
  // A sunny background already has the prompt's sun: drawn again beside the subject it was a second sun. The
  // prompt's rainbow arches over its sky ("a dinosaur and a rainbow" had a rainbow stamp in a corner).
  const inSky = (m: UnderstoodMotif) => (SUNS.has(m.id) || m.id === RAINBOW_ID) && SUNNY.has(scene);
  // What the subject's figure already holds is not drawn again beside it (`CARRIED`).
  const companions = others.filter((m) => !inSky(m) && !CARRIED[subject.id]?.has(m.id)).slice(0, style === 'kids' ? 1 : 2);

  // The subject fills most of the width; with company it moves to one side to leave them a column. Alone, a
  // wide animal on a portrait page is width-bound: at two thirds of the width a dog stood a third of the page
  // tall on the bottom edge, a small figure under a big sky, so alone it takes nearly the whole width.
  // In a tree a bird on its own branch sits at the left, its branch's end towards the trunk (landmark-seats.ts).
  const seedSide = rng.pick([-1, 1]);
  const side = scene === 'tree' && PERCHED.has(subject.id) ? (turned ? 1 : -1) : seedSide;
  // A child is one of six whole figures, a girl's or a boy's outfit as the prompt's word says, by seed.
  // A grown-up drawn whole (a firefighter, a farmer) stands with an animal as a child does, and a baby named with
  // no one else sits beside it ("a baby with a puppy" drew the puppy a sixth of the baby's size in a corner).
  const child = ordered.find((m) => m.id === CHILD_ID) ?? ordered.find((m) => WHOLE_GROWN_UPS.has(m.id)) ?? ordered.find((m) => m.id === BABY_ID);
  const childId = child ? (child.id === CHILD_ID ? childVariantId(child.word, rng.next()) : child.id) : '';
  // What a motif is drawn as here: the child's figure, a goldfish away from water in its bowl (subject-kinds.ts).
  const drawId = (id: string) => (id === CHILD_ID ? childId : drawnAs(id, scene));
  // A child with an animal ("a boy and his dog", "a girl with a cat") are both subjects, side by side on the
  // ground: the child tall, the animal at up to half the width. Before, the animal took a companion's place, a
  // quarter of the width, beside a child three times its size.
  const partner = child && companions.length ? (subject === child ? companions[0] : subject) : undefined;
  const person = (id: string) => id === CHILD_ID || id === BABY_ID || WHOLE_GROWN_UPS.has(id);
  // Two people stand side by side the same height ("a police officer and a firefighter", "a girl and a boy").
  // A bird on its own branch sits up on a bough instead (`perchBough`): on the ground its branch floated.
  const duo =
    partner &&
    partner !== child &&
    // a snowman, a tree or a flower too: as a corner companion a snowman beside a girl came out knee-high
    (partner.kind === 'being' || atFeet(partner.id) || BIG_RIDES.has(partner.id) || SMALL_RIDES.has(partner.id) || STANDING_THINGS.has(partner.id)) &&
    !ALOFT.has(partner.id) &&
    !PERCHED.has(partner.id) &&
    // under the sea the two swim side by side ("a mermaid and a dolphin": the dolphin had been a stamp in a corner)
    (!floating || scene === 'sea' || BIG_RIDES.has(partner.id))
      ? partner
      : undefined;
  // Two animals of a size with no person ("a dog and a cat") stand side by side at one height as a child and its
  // animal do, facing each other; before, the second was a companion a fifth of the first's size in a corner.
  // So do an animal and a snowman, a tree or a flower, and a bee with its flower, at the heights `pairing` gives.
  const paired = !child && companions[0] ? pairing(subject, companions[0]) : undefined;
  // Up in a tree nothing is a pair on the ground: a thing goes up in the crown (`crownFoot`), an animal in the fork
  // over the trunk (`fork`), the subject on its bough (two climbers side by side had one sit on the trunk's lines).
  const twin = paired && (!floating || scene === 'sea') && scene !== 'tree' ? companions[0] : undefined;
  // A person riding an animal ("a girl riding a unicorn", "a knight on a horse") sits on its back, the animal
  // the big subject as it is alone; before, the person stood beside it.
  // So does a child riding a bicycle or a scooter ("a boy on a bike"): before, it stood behind it (wheel-riders.ts).
  const mount = duo && duo.ridden && (canRide(childId, duo.id) || canRideWheels(childId, duo.id)) ? duo : undefined;
  const pair = mount ? undefined : (duo ?? twin);
  // The first of a pair: the child, or the first of two animals.
  const leadId = child ? childId : drawId(subject.id);
  // A second child is a figure of its own: a girl's outfit beside a boy's.
  const pairId = pair ? (pair.id === CHILD_ID ? childVariantId(pair.word, rng.next()) : drawnAs(pair.id, scene)) : '';
  // More people stand in the same row ("mom, dad and a boy", "grandma and grandpa with a girl"); before, the
  // third took a companion's place, a small figure up in the sky.
  // An animal with them stands at the row's end, on the ground too, facing the people.
  const row = pair && person(pair.id);
  const crowd = row ? others.filter((m) => m !== pair && m !== child && person(m.id)).slice(0, ROW_MAX - 2) : [];
  const pet = row ? others.find((m) => !person(m.id) && m.kind === 'being' && !ALOFT.has(m.id)) : undefined;
  if (pet) crowd.push(pet);
  const crowdIds = crowd.map((m) => (m.id === CHILD_ID ? childVariantId(m.word, rng.next()) : drawnAs(m.id, scene)));
  // Beside a rider and its animal, one subject together, stand as many others as beside any subject.
  const rest = mount
    ? others.filter((m) => m !== mount && m !== child && !inSky(m)).slice(0, style === 'kids' ? 1 : 2)
    : pair
      ? companions.filter((m) => m !== pair && m !== child && !crowd.includes(m))
      : companions;
  // A place that must show around the subject (a lake, rain) gets a narrower subject, standing higher.
  const open = OPEN_PLACES[scene];
  // A head there stands smaller, at one side, and the place shows beside it (a waterfall's fall moves there).
  const head = !!open && !pair && HEADS.has(subject.id);
  // Food, a cake or a gift alone (no child beside it) stands on a table or a picnic blanket, higher up the page.
  const tableKind = !child && TABLE_THINGS.has(subject.id) ? tableAt(scene) : undefined;
  // A boat on the open sea floats in it, its foot above the page's, the horizon high (boat-water.ts); a wide one
  // alone takes the page's width.
  const afloat = scene === 'waves' && !pair && !mount && BOATS.has(drawId(subject.id));
  const flatBoat = afloat && isFlat(drawId(subject.id));
  const alone = flatBoat ? FLAT_BOAT_SPAN : look.alone;
  const span = Math.min((mount ? rest.length : companions.length) ? look.subject : alone, open?.span ?? 1, head ? HEAD_SPAN : 1);
  // An airplane, a helicopter or a kite alone over a place on the ground flies high over it (subject-kinds.ts).
  const flying = !floating && !open && !pair && !mount && AIRBORNE.has(drawId(subject.id));
  // A rider's head rises over its animal's ears: the two get a taller box than the animal alone.
  const w = inner.w * span,
    h = inner.h * (open ? 0.62 : mount ? RIDE_HEIGHT : flying ? FLYING_HEIGHT : 0.66);
  // Where the subject stands and the horizon lies vary by seed, so no two pages put the same line on one spot.
  const feet = open
    ? SWIMMERS.has(drawId(subject.id))
      ? open.swim
      : open.stand
    : floating
      ? [0.46, 0.54]
      : flying
        ? FLYING_BOTTOM
        : tableKind
          ? TABLE_FEET
          : afloat
            ? AFLOAT_FEET[flatBoat ? 'flat' : 'tall']
            : [0.88, 0.96];
  const bottom = floating ? inner.y + inner.h * rng.range(feet[0], feet[1]) + h / 2 : inner.y + inner.h * rng.range(feet[0], feet[1]);
  const x =
    (mount ? rest.length : companions.length) || head || scene === 'tree'
      ? side < 0
        ? inner.x + 3
        : inner.x + inner.w - w - 3
      : inner.x + (inner.w - w) / 2 + rng.range(-0.08, 0.08) * (inner.w - w);
  const zentangle = (i: number, id: string) => (style === 'adults' ? { fillPattern: zentangleFill(rng, id), clipId: `z${i}` } : {});
  let main: { svg: string; box: Box };
  // What each subject was drawn as (the first of a pair or a flat pair too), for its halo.
  let subjects: DrawnMotif[] = [];
  let pairBox: Box | undefined;
  let riding: SceneResult['rider'];
  // At the water's edge a child's animal that swims floats out in the water, at the place's swim line.
  const swimLine = open && child && pair && SWIMMERS.has(pair.id) ? inner.y + inner.h * rng.range(...open.swim) : undefined;
  const layout: LayoutFrame = {
    inner,
    look,
    style,
    rng,
    side,
    bottom,
    zentangle,
    underwater: scene === 'sea',
    ...(swimLine ? { swimLine } : {}),
    ...(scene === 'tree' ? { crownFoot: inner.y + inner.h * CROWN_SEAT } : {}),
  };
  if (pair && row) {
    ({ main, subjects, pairBox } = composeRow(layout, child!, pair, crowd, pet, childId, pairId, crowdIds));
  } else if (pair) {
    ({ main, subjects, pairBox } = composePair(layout, child, pair, paired, leadId, pairId));
  } else if (mount) {
    ({ main, subjects, rider: riding } = composeMount(layout, childId, mount, { x, y: bottom - h, w, h }));
  } else {
    // An animal faces what is tied to it (the emoji look left): an elephant's trunk holds the balloons' string.
    const facing = subject.kind === 'being' && !person(subject.id) && rest.some((m) => TIED[m.id]) ? side < 0 : turned;
    const mirror = facing && !WRITTEN.has(drawId(subject.id));
    subjects.push({ id: drawId(subject.id), box: { x, y: bottom - h, w, h }, ...(mirror ? { mirror } : {}) });
    main = drawMotif(subjects[0].id, subjects[0].box, { strokeMm: look.stroke, mirror, ...zentangle(0, subjects[0].id) });
  }
  const placed: Box[] = pairBox ? [main.box, pairBox] : [main.box];
  let front = main.svg;
  // The second of a flat pair, farther back on a far lane, track or water (flat-pair.ts).
  const flat =
    !pair && pairFlat && !companions.length && isFlat(drawId(subject.id))
      ? flatPair({
          first: { ...subjects[0]!, box: main.box },
          inner,
          side,
          place: scene,
          floating,
          onTable: !!tableKind,
          strokeMm: look.stroke,
          groundSw: look.detail.sw,
          zentangle: zentangle(3, subjects[0]!.id),
        })
      : undefined;
  if (flat) {
    subjects.push(flat.second);
    pairBox = flat.box;
    placed.push(flat.box);
    front = flat.svg + front;
  }
  // The sea in front of a boat afloat, over its foot, and a speedboat's spray and wake (from a stream of its own).
  if (afloat) {
    const sea = boatWater(subjects[0]!.id, motifUnderside(subjects[0]!), !!subjects[0]!.mirror, inner, look.detail.sw, createRng(rng.int(0, 2 ** 31), 'wake'));
    front = flat ? flat.svg + sea.behind + main.svg + sea.over : sea.behind + front + sea.over;
  }

  // The table under the subject (drawn over the background): from a stream of its own, so nothing else moves.
  const table = tableKind
    ? setTable(
        tableKind,
        subjects.map((b, i) => ({ box: i ? pairBox! : main.box, under: underThing(b.id) })),
        { inner, sw: look.detail.sw, fine: look.detail.fine, rng: createRng(rng.int(0, 2 ** 31), 'table') },
        scene === 'party',
        scene === 'kitchen',
      )
    : undefined;
  // Companions: in the free column, one low and one high, each as large as the column allows (place-companions.ts).
  // What stands beside a table thing stands on its table too, beside the plate or the cake stand's foot.
  const besideLayout = {
    ...layout,
    ...(table ? { tableTop: table.layout.surface + TABLE_BESIDE } : {}),
    ...(scene === 'tree' ? { fork: trunkBeside(inner, grow(main.box, 2)) } : {}),
  };
  // A person standing alone has a perched bird or a small flyer at its head.
  const figure = !!child && subject === child && !pair && !mount;
  const beside0 = placeCompanions(besideLayout, look, rest, main, pairBox, !!pair, placed, drawId, front, figure, subjects[0]);
  front = beside0.front;
  const { drawnBeside, beside } = beside0;

  const horizon = Math.min(
    inner.y +
      inner.h *
        (flying || scene === 'tree'
          ? rng.range(...FLYING_HORIZON)
          : afloat
            ? rng.range(...AFLOAT_HORIZON)
            : style === 'kids'
              ? rng.range(0.53, 0.63)
              : rng.range(0.5, 0.6)),
    // above a flat pair's far ground
    flat?.horizon ?? Infinity,
  );
  // The prompt's own sun or moon, the subject or beside it, replaces the sky's: there had been two.
  const shown = [...subjects.map((b) => b.id), ...drawnBeside.map((c) => c.id)];
  const moon = !shown.some((id) => MOONS.has(id));
  const sun = !shown.some((id) => SUNS.has(id));
  // The sky arches the prompt's rainbow when it is not drawn as a motif, and none of its own beside one.
  const rainbow = shown.includes(RAINBOW_ID) ? false : others.some((m) => m.id === RAINBOW_ID && inSky(m)) || undefined;
  // On an adults' page the motifs beside the subject have halos (see `haloed` below): the sky's patterns run
  // behind them and stop at the halo's line, and only the scattered stars, clouds and flowers stay off their boxes.
  const patternSky = style === 'adults';
  const besideBoxes = drawnBeside.map((c) => c.box);
  const keepClear = patternSky ? [] : [...besideBoxes];
  // The child's animal keeps its own box clear: the union of the two would also clear the sky above the animal.
  if (pair && pairBox) keepClear.push(grow(pairBox, 2));
  // The sky the subject and its company leave open, a share of the drawing.
  const skyArea = (box: Box) =>
    Math.max(0, Math.min(box.x + box.w, inner.x + inner.w) - Math.max(box.x, inner.x)) *
    Math.max(0, Math.min(box.y + box.h, horizon) - Math.max(box.y, inner.y));
  const openSky = (inner.w * (horizon - inner.y) - placed.reduce((sum, b) => sum + skyArea(b), 0)) / (inner.w * inner.h);
  // An adults' child-and-animal pair is width-bound and leaves half the page to the sky, as does a small or
  // flat subject alone (a speedboat, a castle): patterned, as the subjects are, it is no large empty field, and
  // its cells stop short of the subject's box. Any other adults' subject fills the sky's middle and gets a halo,
  // as does any in space, whose spiral arms round a box (a planet's) left its corners plain.
  // What stands beside the subject on an adults' page is haloed too, whatever the subject is: a moon beside a
  // rocket had the spiral's arms run up to its outline, and cells stopping at its box left a square clearing.
  const haloed = patternSky && !pair && (openSky < OPEN_SKY || scene === 'space');
  const opts: MotifOptions & { haloMm: number } = { strokeMm: look.stroke, haloMm: HALO_MM };
  const stickers = [...(haloed ? subjects : []), ...(patternSky ? beside : [])];
  const halos = stickers.length ? motifHalos(stickers, opts) : '';
  const sky: { kind?: SkyKind } = {};
  const back = paintBackdrop(
    scene,
    {
      inner,
      horizon,
      rng,
      detail: look.detail,
      moon,
      ...(sun ? {} : { sun }),
      ...(rainbow === undefined ? {} : { rainbow }),
      keepClear,
      haloedBeside: patternSky ? besideBoxes : [],
      patternSky,
      haloed,
      undersides: [...subjects, ...beside].map(motifUnderside),
      skyKey: hashString(subject.id),
      onSky: (kind) => (sky.kind = kind),
    },
    // a flat pair's far copy too: the sun had risen behind the far speedboat
    pairBox && !pair ? grow(union(main.box, pairBox), 2) : flat ? grow(union(main.box, flat.box), 2) : grow(main.box, 2),
  );
  // A climber's bough or a lily pad under the subject, a bird's bough over its branch's end.
  // A bird's nest holds chicks on some kids' pages (a stream of its own, so nothing else moves).
  const nestLook = { fine: look.detail.fine, chicks: style === 'kids' && createRng(Math.round(main.box.x * 10 + main.box.y), 'nest').next() < 0.5 };
  const seat = pair || mount ? undefined : seatIn(scene, subjects[0]!.id, main.box, !!subjects[0]!.mirror, inner, look.detail.sw, nestLook);
  const clip = drawingClip(inner);
  // A child and its animal are the subject together.
  const subject0 = pair && pairBox ? union(main.box, pairBox) : main.box;
  const subjectSpan = Math.max(subject0.w / inner.w, subject0.h / inner.h);
  return {
    svg: `${clip}<g clip-path="url(#drawing)">${back}${table?.svg ?? ''}${halos}${seat?.behind ?? ''}${front}${seat?.over ?? ''}${table?.over ?? ''}</g>${frame(inner, look.stroke)}`,
    backdrop: scene,
    ...(sky.kind ? { sky: sky.kind } : {}),
    subjectSpan,
    subjectBox: main.box,
    subjectBoxes: pairBox ? [main.box, pairBox] : [main.box],
    companions: drawnBeside,
    ...(seat ? { seat: seat.box } : {}),
    ...(seat?.nest ? { nest: seat.nest } : {}),
    ...(riding ? { rider: riding } : {}),
    ...(table ? { table: table.layout } : {}),
    subjectId: mount ? mount.id : subject.id,
    drawing: inner,
  };
}
