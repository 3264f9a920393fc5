// A child drawn as a whole figure in the motifs' 72-unit box, round and friendly as the storybook people
// (scripts/drawn-motifs/figures-*.ts): a big round head with the house's kawaii face, hair as clear shapes
// (child-hair.ts), arms narrowing to mitten hands and legs narrowing to round shoes (child-figure-body.ts), clothes
// as areas (child-clothes.ts). OpenMoji's and Fluent's "child" is a bust, and our first whole figure was built of
// blocks: a box body on two posts, stick arms with bead hands, "a girl" in a striped top and trousers with her hair
// hidden read as a boy. Six outfits, three for a girl and three for a boy; a prompt that says only "child" or "kid"
// gets any of them. A seventh, Little Red Riding Hood in her hooded cape with her basket (child-hood.ts), is drawn
// when a prompt names her. Same fields as the motifs of `motifs.json`: `f` closed areas painted white with a black edge,
// later over earlier; `s` black lines; `d` solid black (the eyes). Ours (MIT).
import { armUnder, CX, Figure, head, kawaii, legsAndShoes, mitten, neck, SHOULDER, sleeve, WAIST, type Sleeves } from './child-figure-body';
import { bottom, top, type Bottom, type Top } from './child-clothes';
import { earsShow, hairBehind, hairOver, type Hair } from './child-hair';
import { basket, capeBehind, capeOver, hoodRim } from './child-hood';
import { seatedLeg, type LegWear, type SeatedLeg } from './child-seated-leg';

/** `c`: the skin (face, ears, neck, hands), kept clear of an adult page's zentangle fill as the features are. */
export type ChildMotif = { n: string; k: 'being'; b: [number, number, number, number]; f: string; s: string; d: string; c: string };

/** A pose by name, or 'held': no arms, drawn apart by `heldArm` to hold a ride's handlebar. */
type Pose = 'down' | 'wave' | 'reach' | 'held';
/** `hood`: Red Riding Hood's hooded cape and her basket (child-hood.ts). */
type Outfit = { hair: Hair; top: Top; bottom: Bottom; sleeves: Sleeves; hood?: true };

const GIRL_OUTFITS: Outfit[] = [
  { hair: 'pigtails', top: 'dress', bottom: 'none', sleeves: 'puffed' },
  { hair: 'ponytail', top: 'heart', bottom: 'skirt', sleeves: 'short' },
  { hair: 'long', top: 'longStripes', bottom: 'trousers', sleeves: 'long' },
  // Little Red Riding Hood, drawn only when a prompt names her (people.ts)
  { hair: 'hooded', top: 'dress', bottom: 'none', sleeves: 'short', hood: true },
];
const BOY_OUTFITS: Outfit[] = [
  { hair: 'short', top: 'stripes', bottom: 'shorts', sleeves: 'short' },
  { hair: 'spiky', top: 'overalls', bottom: 'trousers', sleeves: 'long' },
  { hair: 'cap', top: 'star', bottom: 'shorts', sleeves: 'short' },
];

const r2 = (n: number) => Math.round(n * 100) / 100;

function drawChild(o: Outfit, pose: Pose, girl: boolean): Figure {
  const g = new Figure();
  if (o.hood) capeBehind(g);
  hairBehind(g, o.hair);
  legsAndShoes(g, girl, o.bottom !== 'trousers');
  bottom(g, o.bottom, girl);
  // the arms and a T-shirt's sleeves behind the torso, from the shoulder to the hand; puffed sleeves and the hands over it
  const arms = pose === 'held' ? [] : ([-1, 1] as const).map((dir) => [dir, handAt(pose, dir)] as const);
  for (const [dir, hand] of arms) armUnder(g, o.sleeves, dir, hand);
  for (const [dir, hand] of arms) sleeve(g, o.sleeves, dir, hand, false);
  neck(g);
  top(g, o.top, o.bottom);
  for (const [dir, hand] of arms) sleeve(g, o.sleeves, dir, hand, true);
  if (o.hood) capeOver(g);
  for (const [dir, hand] of arms) {
    // her basket in her right hand (the page's right), its handle gripped
    if (o.hood && dir === 1) basket(g, hand);
    mitten(g, dir, hand);
  }
  head(g, earsShow(o.hair));
  hairOver(g, o.hair);
  if (o.hood) hoodRim(g);
  kawaii(g, girl);
  return g;
}

const POSES: Pose[] = ['down', 'reach', 'wave'];
/** The pose of the i-th girl's or boy's outfit: the boys' poses start one later, so outfit and pose vary apart. */
const poseOf = (kind: string, i: number): Pose => POSES[(i + (kind === 'girl' ? 0 : 1)) % 3]!;

function toMotif(name: string, o: Outfit, pose: Pose): ChildMotif {
  const g = drawChild(o, pose, name === 'girl');
  const pad = 0.6;
  return {
    n: name,
    k: 'being',
    b: [r2(g.x0 - pad), r2(g.y0 - pad), r2(g.x1 + pad), r2(g.y1 + pad)],
    f: g.f.join(''),
    s: g.s.length ? `<path d="${g.s.join('')}"/>` : '',
    d: g.d.length ? `<path d="${g.d.join('')}"/>` : '',
    c: g.c.join(''),
  };
}

/** The six figures by id; each outfit has its own pose (arms down, one reaching out, one waving). */
export const CHILD_MOTIFS: Record<string, ChildMotif> = Object.fromEntries([
  ...GIRL_OUTFITS.map((o, i) => [`child:girl:${i}`, toMotif('girl', o, poseOf('girl', i))]),
  ...BOY_OUTFITS.map((o, i) => [`child:boy:${i}`, toMotif('boy', o, poseOf('boy', i))]),
]);

/** Where a pose's hand is (`dir` -1 the figure's left, 1 its right), in the figure's units: down at the hip, or raised. */
function handAt(pose: Pose, dir: -1 | 1): [number, number] {
  if (pose === 'wave' && dir === 1) return [CX + 19, SHOULDER - 11];
  if (pose === 'reach' && dir === 1) return [CX + 21.5, SHOULDER + 10];
  return [CX + dir * 15.5, WAIST + 1];
}

/**
 * The hands of the figure `id` (one of `CHILD_MOTIFS`), its left then its right, in its own units: where a balloon's
 * or a kite's string ends (tied-things.ts). Undefined for any other motif.
 */
export function childHands(id: string): [[number, number], [number, number]] | undefined {
  const [, kind, i] = id.split(':');
  if (!(id in CHILD_MOTIFS)) return undefined;
  const pose = poseOf(kind!, Number(i));
  return [handAt(pose, -1), handAt(pose, 1)];
}

/** One arm from its shoulder (`dir` -1 the figure's left, 1 its right) to `hand`, with its sleeve and the hand. */
function heldArm(o: Outfit, dir: -1 | 1, hand: [number, number]): Figure {
  const g = new Figure();
  armUnder(g, o.sleeves, dir, hand);
  sleeve(g, o.sleeves, dir, hand, false);
  sleeve(g, o.sleeves, dir, hand, true);
  mitten(g, dir, hand);
  return g;
}

type Part = { f: string; s: string; c: string };
const part = (g: Figure): Part => ({ f: g.f.join(''), s: g.s.length ? `<path d="${g.s.join('')}"/>` : '', c: g.c.join('') });

/**
 * The figure `id` (one of `CHILD_MOTIFS`) without arms, and its arms apart, reaching to `hands` (its left hand,
 * then its right one, in its own units) as on a bicycle's handlebar or a scooter's: the composer draws the right
 * arm behind the body and the left one over it (wheel-riders.ts).
 */
export function childHolding(id: string, hands: [[number, number], [number, number]]): { body: ChildMotif; left: Part; right: Part } {
  const [, kind, i] = id.split(':');
  const o = (kind === 'girl' ? GIRL_OUTFITS : BOY_OUTFITS)[Number(i)]!;
  return { body: toMotif(kind!, o, 'held'), left: part(heldArm(o, -1, hands[0])), right: part(heldArm(o, 1, hands[1])) };
}

/** What the seated leg of the figure `id` (one of `CHILD_MOTIFS`) is dressed in: what its standing legs wear. */
function legWear(o: Outfit, girl: boolean): LegWear {
  if (o.bottom === 'none') return 'dress';
  if (o.bottom === 'trousers') return girl ? 'leggings' : 'trousers';
  return o.bottom;
}

/** The seated near leg of the figure `id` (one of `CHILD_MOTIFS`), dressed and shod as it stands (child-seated-leg.ts). */
export function childSeatedLeg(id: string, at: Omit<SeatedLeg, 'wear' | 'girl'>) {
  const [, kind, i] = id.split(':');
  const o = (kind === 'girl' ? GIRL_OUTFITS : BOY_OUTFITS)[Number(i)]!;
  return seatedLeg({ ...at, wear: legWear(o, kind === 'girl'), girl: kind === 'girl' });
}
