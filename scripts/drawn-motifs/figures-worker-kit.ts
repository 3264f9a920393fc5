// The grown-up at work's own figure, shared by every job (people.ts, people-more-jobs.ts, the teacher in
// costumes.ts), in OpenMoji's 72-unit box. Before, the workers were toy blocks: a rectangle body on two straight
// posts, stick arms ending in plain discs, a small round head with two dots; beside the knight and the cowboy they
// looked like a different book. Now they are picture-book grown-ups as the queen is: a longer head with ears, hair
// and the grown-up's face (figures-grown-face.ts), a rounded body, sleeves that taper to the wrist and end in a
// cuff and a hand with its thumb, trousers wider at the hip than at the ankle, and rounded shoes or boots. Each job
// calls the parts in the order it needs (what it holds goes between the sleeve and the hand) and adds its own hat,
// clothes and tools. Ours (MIT).
import { figure, mirrorX, type Figure } from '../../lib/studio/art-kit/figures-kit';
import { grownFace } from './figures-grown-face';
import { backHair, ears, frontHair, lashesAndEarrings, ponytailBand, type WomanHair } from './figures-worker-woman';
import { along, band, ellipse, lerp, path, poly, r2, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';

/** A figure being drawn: its areas, lines and solid dots, in painting order. */
export type Sheet = { f: string[]; s: string[]; d: string[] };
export const sheet = (): Sheet => ({ f: [], s: [], d: [] });

/** Where the shoulders are (the left one; the right mirrored across x = 36) and where a hanging arm's wrist is. */
export const SHOULDER: Pt = [27.8, 29.8];
export const WRIST_DOWN: Pt = [21.2, 45];

/** The jacket to the waist and the coat to the knee: rounded at the shoulders, a little wider at the hem. */
export const JACKET = 'M28.6 27.4C24 29 23.2 35.6 23.8 46.8L48.2 46.8C48.8 35.6 48 29 43.4 27.4Q36 25.8 28.6 27.4Z';
export const COAT = 'M28.6 27.4C24 29 22.6 36.4 22 54.4L50 54.4C49.4 36.4 48 29 43.4 27.4Q36 25.8 28.6 27.4Z';

/** The left trouser leg: wide at the hip, narrowing to the ankle (the right one mirrored). */
const LEG = 'M24.2 45H35.8L35.2 60.6H27.6C26.6 55.4 24.8 50.4 24.2 45Z';
/** The left shoe, its toe out, and its sole. */
const SHOE = 'M35.4 59.8V64.4Q35.4 66 33.8 66H23.2Q20.8 66 21.1 63.8Q21.6 60.6 27 59.8Z';
const SOLE = 'M21.2 63.6H35.4V64.6Q35.4 66.4 33.8 66.4H23Q20.9 66.4 21.2 63.6Z';
/** The left boot's shaft over the trouser, its turned-down top. */
const BOOT = 'M26.2 53.2H35.6V60.4H26Z';
const BOOT_TOP = 'M25.6 52.4H36V55.4H25.8Z';

/** The trousers and the shoes (or tall boots), both legs. */
export function legs(g: Sheet, boots = false) {
  for (const d of [LEG, mirrorX(LEG)]) g.f.push(path(d));
  // the seam where the legs part
  g.s.push('M36 47.4V60.4');
  for (const [shoe, sole, boot, top] of [
    [SHOE, SOLE, BOOT, BOOT_TOP],
    [mirrorX(SHOE), mirrorX(SOLE), mirrorX(BOOT), mirrorX(BOOT_TOP)],
  ]) {
    if (boots) g.f.push(path(boot));
    g.f.push(path(shoe), path(sole));
    if (boots) g.f.push(path(top));
  }
}

/** The unit vector from `a` to `b`, and the one across it (turned a quarter to the left). */
function axes(a: Pt, b: Pt): [Pt, Pt] {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const v: Pt = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
  return [v, [-v[1], v[0]]];
}

/**
 * An arm from the shoulder on `side` (-1 left, 1 right) to `wrist`, bent at an elbow pushed out to the side: the
 * sleeve tapering from the shoulder to the wrist (an area, to be painted under the body so the shoulder is round),
 * and where the hand goes. `elbow` overrides where the elbow is.
 */
export function sleeve(side: -1 | 1, wrist: Pt, elbow?: Pt, w = 6.4): { sleeve: string; wrist: Pt; elbow: Pt } {
  const shoulder: Pt = [36 + side * (36 - SHOULDER[0]), SHOULDER[1]];
  const mid = lerp(shoulder, wrist, 0.5);
  const e: Pt = elbow ?? [mid[0] + side * 2.4, mid[1]];
  const line = along(shoulder, [[lerp(shoulder, e, 0.7), lerp(e, wrist, 0.3), wrist]], 20);
  return { sleeve: band(line, (t) => w - 1.8 * t).d, wrist, elbow: e };
}

/**
 * A hand at `wrist`, reaching on from the elbow at `from`: a cuff across the wrist, the palm, the thumb on the side
 * towards the body's middle (an area of its own), two creases between the fingers.
 */
export function hand(g: Sheet, wrist: Pt, from: Pt, cuff = true) {
  const [v, n] = axes(from, wrist);
  const deg = r2((Math.atan2(n[1], n[0]) * 180) / Math.PI);
  const at = (along: number, across: number): Pt => [r2(wrist[0] + v[0] * along + n[0] * across), r2(wrist[1] + v[1] * along + n[1] * across)];
  // the thumb on the side of the palm nearer the figure's middle
  const inward = Math.sign((36 - wrist[0]) * n[0] + 0.001) || 1;
  g.f.push(path(turnedEllipse(...at(2, inward * 2.1), 1, 1.9, r2(deg + 90 - inward * 30))));
  g.f.push(path(turnedEllipse(...at(2.6, 0), 2.4, 2.9, deg)));
  const creases = [-0.7, 0.7].map((k) => {
    const [a, b] = [at(3.9, k * 1.1), at(5.5, k * 1.1)];
    return `M${a.join(' ')}L${b.join(' ')}`;
  });
  g.s.push(...creases);
  if (cuff) g.f.push(path(turnedEllipse(...at(0.1, 0), 3, 1.2, deg)));
}

/**
 * Both sleeves, to be painted under the body: the left one hanging, the right one to `wrist` (bent at `elbow` when
 * given, to hold a tool up at the side); returns both, for their hands.
 */
export function sleeves(g: Sheet, wrist: Pt, elbow?: Pt) {
  const left = sleeve(-1, WRIST_DOWN);
  const right = sleeve(1, wrist, elbow);
  g.f.push(path(left.sleeve), path(right.sleeve));
  return { left, right };
}

/** Hair styles under the hat or on the bare head. */
export type Hair = 'short' | 'fringe' | 'none';

/**
 * The neck, the ears, the longer grown-up head, its hair and the grown-up's face (figures-grown-face.ts); returns
 * the head, the face's area kept clear of an adults' fill. With `woman` it is her head (figures-worker-woman.ts):
 * her hair behind the head first, her fringe over it (under a hat as 'fringe' is; on a bare head, 'short' or
 * 'none', her smooth parted hair), lashes and earrings.
 */
export function head(g: Sheet, hair: Hair = 'short', woman?: WomanHair): string {
  const hatted = hair === 'fringe';
  if (woman) backHair(g, woman, hatted);
  g.f.push(path('M33.2 22.6H38.8V28.4Q36 29.8 33.2 28.4Z'));
  if (woman !== 'bob') ears(g);
  const face = path(ellipse(36, 17.2, 7.8, 8.8));
  g.f.push(face);
  if (woman) {
    frontHair(g, hatted);
    if (woman === 'ponytail' && !hatted) ponytailBand(g);
  } else if (hair === 'short') {
    // short hair parted at the side, swept over the forehead
    g.f.push(path('M28.3 16.6C27.2 10.2 30.6 6.4 36 6.4C41.4 6.4 44.8 10.2 43.7 16.6Q42.8 12.8 39.4 12.2Q35.4 13.6 31.4 11.8Q29 13.2 28.3 16.6Z'));
    g.s.push('M37.8 6.9Q35 9.6 34.4 12.6');
  } else if (hair === 'fringe') {
    // a short fringe showing under a hat's brim
    g.f.push(path('M28.4 14.6Q28.6 11.6 31 11.2H41Q43.4 11.6 43.6 14.6Q42 13.6 40.2 14.4Q38.4 13.2 36.2 14.2Q34 13.2 32 14.4Q30 13.4 28.4 14.6Z'));
  }
  const grown = grownFace(36, 18.2, 0.74);
  g.f.push(...grown.f);
  g.s.push(grown.s);
  g.d.push(...grown.d);
  if (woman) lashesAndEarrings(g, woman !== 'bob');
  return face;
}

/** The finished figure, its head's face kept clear of an adults' fill. */
export const done = (g: Sheet, face: string): Figure => figure(g.f, g.s, g.d, face);

/** A straight stick `w` across from `a` to `b` (a tool's handle): an area. */
export const stick = (a: Pt, b: Pt, w: number) => {
  const [, n] = axes(a, b);
  const h = w / 2;
  return path(
    poly([
      [a[0] + n[0] * h, a[1] + n[1] * h],
      [b[0] + n[0] * h, b[1] + n[1] * h],
      [b[0] - n[0] * h, b[1] - n[1] * h],
      [a[0] - n[0] * h, a[1] - n[1] * h],
    ]),
  );
};

/** A peaked cap: its crown, its band and its visor (the police officer's, the pilot's, the postman's). */
export function peakedCap(g: Sheet) {
  g.f.push(path('M27.4 11.6C26 7.2 29 3.8 36 3.6C43 3.8 46 7.2 44.6 11.6Z'));
  g.f.push(path('M28 9.8H44V12.6H28Z'));
  g.f.push(path('M27.4 12.2H44.6Q44.2 15.4 36 15.4Q27.8 15.4 27.4 12.2Z'));
}

/**
 * A coat's lapels over a shirt collar and its opening down to the hem (the doctor's, the scientist's, the
 * dentist's); without `opening` (the vet's, whose puppy hides it) the lapels alone.
 */
export function lapels(g: Sheet, opening = true) {
  g.f.push(path('M31.4 27L36 36.4L40.6 27Z'));
  g.f.push(path('M30.6 27.2L36 36.4L32.4 37.6L28.6 29.8Z'), path(mirrorX('M30.6 27.2L36 36.4L32.4 37.6L28.6 29.8Z')));
  if (opening) g.s.push('M36 36.4V54.4');
}

/** A shirt's collar in the jacket's neck and a tie with its knot (the police officer's, the pilot's). */
export function collarAndTie(g: Sheet) {
  g.f.push(path('M31.2 27L36 31.6L40.8 27Z'), path('M34.8 31L37.2 31L38 40.4L36 42.6L34 40.4Z'), path('M34.6 28.8H37.4L36.8 31.4H35.2Z'));
}
