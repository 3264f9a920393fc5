// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// More grown-ups at work, drawn as the doctor and the farmer are (people.ts, on figures-worker-kit.ts): "a
// builder", "a pilot", "a painter", "a scientist", "a postman", "a dentist" and "a vet" drew nothing.
import { mirrorX, stripesOn, type Figure } from '../../lib/studio/art-kit/figures-kit';
import { COAT, collarAndTie, done, hand, head, JACKET, lapels, legs, peakedCap, sheet, sleeve, sleeves, stick, type Sheet } from './figures-worker-kit';
import type { WomanHair } from './figures-worker-woman';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { circle, ellipse, path, r2, roundRect, turnedEllipse } from '../../lib/studio/art-kit/shapes';

export type MoreJob = 'builder' | 'pilot' | 'painter' | 'scientist' | 'postman' | 'dentist' | 'vet';

/**
 * A grown-up at work as a picture book draws one, with what the job wears and holds: a builder's hard hat, hi-vis
 * vest, tool belt and hammer; a pilot's peaked cap and jacket with wings on both, a tie, striped cuffs; a painter's
 * beret, smock with a floppy bow, palette and brush; a scientist's goggles up on the forehead, lab coat and a
 * bubbling flask; a postman's cap, mail bag with letters and a letter in hand; a dentist's white coat, a big
 * toothbrush and a smiling tooth; a vet's white coat, a puppy held in the arms. The woman at each job wears the
 * same with her own hair (figures-worker-woman.ts).
 */
export function moreWorker(job: MoreJob, who: 'man' | 'woman' = 'man'): Figure {
  return JOBS[job](who === 'woman' ? HER_HAIR[job] : undefined);
}

const JOBS: Record<MoreJob, (w?: WomanHair) => Figure> = { builder, pilot, painter, scientist, postman, dentist, vet };
const HER_HAIR: Record<MoreJob, WomanHair> = {
  builder: 'ponytail',
  pilot: 'bob',
  painter: 'bob',
  scientist: 'ponytail',
  postman: 'ponytail',
  dentist: 'bob',
  vet: 'ponytail',
};

/** A pilot's wings: a round badge at (x, y) with a feathered wing out to each side, `k` times its usual size. */
function wings(g: Sheet, x: number, y: number, k: number) {
  const q = (dx: number, dy: number) => `${r2(x + dx * k)} ${r2(y + dy * k)}`;
  const wing = `M${q(-1, -0.6)}Q${q(-3.6, -2.6)} ${q(-6.4, -1.8)}Q${q(-5, -0.4)} ${q(-5.4, 0.4)}Q${q(-3, 1.2)} ${q(-1, 0.8)}Z`;
  g.f.push(path(wing), path(mirrorX(wing, x)), path(circle(r2(x), r2(y), r2(1.3 * k))));
}

function builder(w?: WomanHair): Figure {
  const g = sheet();
  legs(g, true);
  const { left, right } = sleeves(g, [50.8, 42.4], [50.8, 36]);
  // the shirt, the hi-vis vest over it with its two stripes, the tool belt with two pouches and a spanner
  g.f.push(path(JACKET));
  const vest = 'M29.4 27.2C25.2 29 24.2 35.6 24.6 44.6L47.4 44.6C47.8 35.6 46.8 29 42.6 27.2L39 27.8L36 36.4L33 27.8Z';
  g.f.push(
    path(vest),
    ...stripesOn(vest, [
      [35.4, 37.6],
      [39.8, 42],
    ]),
  );
  g.f.push(path(roundRect(23.6, 43.4, 48.4, 47, 1)), path(roundRect(33.6, 42.8, 38.4, 47.6, 1)));
  g.f.push(path(roundRect(25.4, 45.6, 31, 52.4, 1.2)), path(roundRect(41, 45.6, 46.6, 52.4, 1.2)));
  g.f.push(stick([43.8, 46], [43.8, 41.6], 1.2), path('M42.2 41.8Q42.2 39.4 43.8 39.4Q45.4 39.4 45.4 41.8H44.4V40.6H43.2V41.8Z'));
  hand(g, left.wrist, left.elbow);
  // the hammer held up: its handle through the fist, its head
  g.f.push(stick([50.6, 50.4], [56.4, 33.4], 2));
  g.f.push(path('M52.2 31.2L61.2 34.4L60.2 37.2L57.6 36.2Q56.4 36.8 55.2 35.6L51.2 34Z'));
  hand(g, right.wrist, right.elbow);
  const face = head(g, 'fringe', w);
  // the hard hat: the dome with its ridge, the brim all round
  g.f.push(path('M27.2 12.4C26.6 5.8 30.4 2.4 36 2.4C41.6 2.4 45.4 5.8 44.8 12.4Z'), path(roundRect(34.4, 2.6, 37.6, 11.4, 1.2)));
  g.f.push(path(roundRect(24.4, 11.2, 47.6, 14.4, 1.5)));
  return done(g, face);
}

function pilot(w?: WomanHair): Figure {
  const g = sheet();
  legs(g);
  const { left, right } = sleeves(g, [50.8, 45]);
  // gold bands round the cuffs
  for (const a of [left, right])
    g.f.push(
      ...stripesOn(a.sleeve, [
        [40.4, 41.6],
        [42.6, 43.8],
      ]),
    );
  // the jacket, its collar and tie, the shoulder boards, the wings on the chest, two buttons
  g.f.push(path(JACKET));
  collarAndTie(g);
  g.s.push('M36 42.6V46.8');
  for (const x of [24.6, 41.6]) g.f.push(path(roundRect(x, 28.2, x + 5.8, 30.6, 1.1)));
  g.s.push('M26.6 28.4V30.4M28.2 28.4V30.4M43.8 28.4V30.4M45.4 28.4V30.4');
  wings(g, 43.2, 34.4, 0.7);
  g.f.push(path(circle(33, 40.4, 0.9)), path(circle(39, 40.4, 0.9)));
  hand(g, left.wrist, left.elbow);
  hand(g, right.wrist, right.elbow);
  const face = head(g, 'fringe', w);
  peakedCap(g);
  wings(g, 36, 7.6, 0.62);
  return done(g, face);
}

function painter(w?: WomanHair): Figure {
  const g = sheet();
  legs(g);
  const { left, right } = sleeves(g, [50.8, 42.4], [50.8, 36]);
  // the smock, its buttons, a splash of paint on it, the floppy bow at the neck
  g.f.push(path(COAT));
  for (const y of [36, 41, 46]) g.f.push(path(circle(36, y, 1)));
  g.f.push(path('M28.6 46.4Q28 44.4 29.8 44.2Q30.8 42.8 32 44Q33.6 44.2 32.8 45.8Q33 47.6 31 47.2Q29.4 48 28.6 46.4Z'));
  const bowLoop = 'M36 28.6Q31 24.4 30.2 28.6Q31 32.6 36 28.6Z';
  g.f.push(path('M35 29L33.4 34.2L35 33.6L36 29Z'), path(mirrorX('M35 29L33.4 34.2L35 33.6L36 29Z')));
  g.f.push(path(bowLoop), path(mirrorX(bowLoop)), path(circle(36, 28.6, 1.3)));
  // the palette in the left hand, its thumb hole and its blobs of paint
  g.f.push(
    path('M9.4 46.4C9.4 41 15.2 38.8 20.8 40.2C25.2 41.4 26.8 45 24.2 47C22.8 48 21.2 47.4 20.6 48.8C19.8 51 22.4 52.4 19.4 53.4C14.2 55 9.4 51.6 9.4 46.4Z'),
  );
  for (const [x, y] of [
    [13.2, 44.6],
    [16.8, 42.6],
    [21.4, 43],
    [13.4, 49.2],
    [16.2, 51.6],
  ])
    g.f.push(path(circle(x, y, 1.3)));
  hand(g, left.wrist, left.elbow);
  // the brush raised in the right hand, its tip dipped in paint
  g.f.push(stick([50.4, 50.6], [57.2, 31.6], 1.6), path('M56.6 32.6Q56.2 28.4 58.8 25.6Q60 29.2 58.6 33.2Z'));
  hand(g, right.wrist, right.elbow);
  const face = head(g, 'fringe', w);
  // the beret, tilted, its little stalk
  g.f.push(path(turnedEllipse(34.8, 10, 10, 4, -8)), path(circle(36.4, 5.8, 1.2)));
  return done(g, face);
}

function scientist(w?: WomanHair): Figure {
  const g = sheet();
  legs(g);
  const { left, right } = sleeves(g, [50.8, 42.4], [50.8, 36]);
  // the lab coat, its lapels and pockets
  g.f.push(path(COAT));
  lapels(g);
  g.f.push(path(roundRect(25.4, 45.4, 31, 50.6, 0.8)), path(roundRect(41, 45.4, 46.6, 50.6, 0.8)));
  hand(g, left.wrist, left.elbow);
  // the flask held up in the right hand, its liquid, the bubbles rising from it
  g.f.push(path('M52.8 28.6H55.6V35L59.8 45.4Q60.2 47.2 58.4 47.2H50Q48.2 47.2 48.6 45.4L52.8 35Z'));
  g.f.push(path('M50.6 40.4H57.8L59.8 45.4Q60.2 47.2 58.4 47.2H50Q48.2 47.2 48.6 45.4Z'));
  g.f.push(path(roundRect(52, 27.4, 56.4, 29.4, 0.6)));
  for (const [x, y, r] of [
    [54.8, 23.6, 1.4],
    [57.2, 19.8, 1],
    [54.6, 16.8, 0.8],
  ])
    g.f.push(path(circle(x, y, r)));
  hand(g, right.wrist, right.elbow);
  // a wild tuft of hair (hers smooth, in a ponytail), the goggles pushed up over it on the forehead
  const face = head(g, 'none', w);
  if (!w) g.f.push(path('M28 14L27.6 8.2L30.6 9.4L31.4 5.2L34.4 7.6L36.4 4.2L38.6 7.4L41.6 5.2L42.2 9.4L45 8.4L44 14Q36 10.6 28 14Z'));
  g.f.push(path(roundRect(27.6, 10.4, 44.4, 13, 1)), path(circle(32.2, 11.6, 2.9)), path(circle(39.8, 11.6, 2.9)));
  return done(g, face);
}

function postman(w?: WomanHair): Figure {
  const g = sheet();
  legs(g);
  const { left, right } = sleeves(g, [50.8, 45]);
  // the jacket, its buttons, the mail bag's strap across the chest
  g.f.push(path(JACKET));
  g.s.push('M36 27.4V46.8');
  g.f.push(stick([29.6, 27.6], [46, 43.4], 2.6));
  // the mail bag at the right hip, letters showing from it, its flap and clasp
  g.f.push(path('M43.6 41.4L44.2 35.8H51.2L51.8 41.4Z'));
  g.s.push('M44.2 35.8L47.7 38.4L51.2 35.8');
  g.f.push(path(roundRect(41, 40.4, 54.8, 52.8, 2)), path('M41 42.4Q41 40.4 43 40.4H52.8Q54.8 40.4 54.8 42.4V45.6Q47.9 49 41 45.6Z'));
  g.f.push(path(circle(47.9, 46.4, 1)));
  // a letter in the left hand
  g.f.push(path('M12.4 43.4H22.4V50.6H12.4Z'));
  g.s.push('M12.4 43.4L17.4 47.4L22.4 43.4');
  hand(g, left.wrist, left.elbow);
  hand(g, right.wrist, right.elbow);
  const face = head(g, 'fringe', w);
  peakedCap(g);
  g.f.push(path('M34 5.8H38V8.8H34Z'));
  g.s.push('M34 5.8L36 7.4L38 5.8');
  return done(g, face);
}

function dentist(w?: WomanHair): Figure {
  const g = sheet();
  legs(g);
  const { left, right } = sleeves(g, [50.8, 42.4], [50.8, 36]);
  g.f.push(path(COAT));
  lapels(g);
  g.f.push(path(roundRect(40.2, 40, 45.2, 45.4, 0.8)));
  // the smiling tooth held up in the left hand, its face's eyes little rings (the figure's own eyes and brows the
  // only solid black)
  g.f.push(
    path(
      'M11.6 36.4C11.6 32.4 15 31.8 17.2 33.4C19.4 31.8 22.8 32.4 22.8 36.4C22.8 39.8 21.6 41.4 21.4 45C21.2 48 19 48.2 18.6 45.4C18.3 43.4 18 42.6 17.2 42.6C16.4 42.6 16.1 43.4 15.8 45.4C15.4 48.2 13.2 48 13 45C12.8 41.4 11.6 39.8 11.6 36.4Z',
    ),
  );
  const kf = kawaiiFace(17.2, 37.8, 0.42);
  g.f.push(...kf.f, path(circle(15.5, 37, 0.6)), path(circle(18.9, 37, 0.6)));
  g.s.push(kf.s);
  hand(g, left.wrist, left.elbow);
  // the big toothbrush in the right hand, its bristles
  g.f.push(stick([51, 50.6], [57.4, 21.6], 2.6));
  g.f.push(path('M55.4 23.2L59.4 24L61.4 14L57.4 13.2Z'));
  g.s.push('M57.8 15.4L60.6 16M57.4 17.6L60.2 18.2M57 19.8L59.8 20.4');
  hand(g, right.wrist, right.elbow);
  const face = head(g, 'short', w);
  // the head mirror on its band
  g.f.push(path(circle(41.6, 9.4, 2.8)), path(circle(41.6, 9.4, 1.3)));
  return done(g, face);
}

function vet(w?: WomanHair): Figure {
  const g = sheet();
  legs(g);
  g.f.push(path(COAT));
  lapels(g, false);
  // both arms bent in front of the coat, cradling the puppy: its tail, its body, its floppy ears, its head, its
  // snout; the hands over its sides
  const arms = ([-1, 1] as const).map((side) => sleeve(side, [36 + side * 8.4, 47.4], [36 + side * 13.6, 40.6], 6));
  for (const a of arms) g.f.push(path(a.sleeve));
  g.f.push(path('M48.6 42.4Q53.4 38.4 52.6 35L54.4 35.2Q56 39.8 50.6 44.8Z'));
  g.f.push(path(ellipse(36, 46.4, 12.4, 4.8)));
  g.f.push(path(turnedEllipse(29.2, 39.8, 2.4, 4.8, 22)), path(turnedEllipse(42.8, 39.8, 2.4, 4.8, -22)));
  g.f.push(path(circle(36, 38.4, 6.2)));
  g.f.push(path(ellipse(36, 41.6, 3.2, 2.3)));
  // the puppy's eyes and nose as little rings (the figure's own eyes and brows the only solid black)
  g.f.push(path(circle(33.6, 37.6, 0.8)), path(circle(38.4, 37.6, 0.8)), path(ellipse(36, 40.6, 1, 0.7)));
  g.s.push('M34.6 42.6Q36 43.6 37.4 42.6');
  for (const a of arms) hand(g, a.wrist, a.elbow);
  return done(g, head(g, 'short', w));
}
