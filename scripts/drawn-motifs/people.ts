// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { mirrorX, stripesOn, type Figure } from '../../lib/studio/art-kit/figures-kit';
import { COAT, collarAndTie, done, hand, head, JACKET, lapels, legs, peakedCap, sheet, sleeves, stick } from './figures-worker-kit';
import type { WomanHair } from './figures-worker-woman';
import { along, band, circle, ellipse, path, roundRect, starPath } from '../../lib/studio/art-kit/shapes';

type Job = 'firefighter' | 'police' | 'doctor' | 'cook' | 'farmer';

/**
 * A grown-up at work as a picture book draws one (figures-worker-kit.ts; the emoji are busts, and four of the five
 * are joined sequences the motif set left out), with what the job wears and holds: a firefighter's helmet with its
 * badge, a long coat with reflective bands, boots and a hose with its nozzle; a police officer's peaked cap, a
 * jacket with a star badge, a tie, a belt and a whistle on its cord; a doctor's white coat, a stethoscope round the
 * neck and a doctor's bag with a cross; a cook's tall hat, a neckerchief, a buttoned jacket, an apron and a frying
 * pan with an egg in it; a farmer's straw hat, a shirt under dungarees, boots and a pitchfork. The woman at each
 * job wears the same and has her own hair (figures-worker-woman.ts): a ponytail under the helmet and the cook's
 * hat, a bob under the caps and the straw hat, a bun with the doctor's bare head.
 */
export function worker(job: Job, who: 'man' | 'woman' = 'man'): Figure {
  return JOBS[job](who === 'woman' ? HER_HAIR[job] : undefined);
}

const JOBS: Record<Job, (w?: WomanHair) => Figure> = { firefighter, police, doctor, cook, farmer };
const HER_HAIR: Record<Job, WomanHair> = { firefighter: 'ponytail', police: 'bob', doctor: 'bun', cook: 'ponytail', farmer: 'bob' };

function firefighter(w?: WomanHair): Figure {
  const g = sheet();
  legs(g, true);
  const { left, right } = sleeves(g, [51.2, 40.6], [50.6, 35]);
  // the long coat, its reflective bands, the clasps down its front, bands round the sleeves too
  g.f.push(
    path(COAT),
    ...stripesOn(COAT, [
      [40.2, 42.8],
      [48.6, 51.2],
    ]),
  );
  g.s.push('M36 29V54.4');
  for (const y of [33, 37.6, 45.4]) g.f.push(path(roundRect(34.6, y - 0.9, 37.4, y + 0.9, 0.5)));
  g.f.push(...stripesOn(left.sleeve, [[39.6, 41.8]]));
  hand(g, left.wrist, left.elbow);
  // the hose: from a coil on the ground up to the nozzle in the right hand, the nozzle pointing up and out
  g.f.push(
    path(
      band(
        along(
          [57.4, 67],
          [
            [
              [62.4, 62],
              [60.4, 50],
              [53.6, 43.2],
            ],
          ],
          20,
        ),
        () => 3,
      ).d,
    ),
  );
  g.f.push(path('M52.2 41.6L56.8 31.8L59.4 33L55.4 43.2Z'), path('M55.8 31.6L57.4 28.2L61 29.8L59.4 33.2Z'));
  hand(g, right.wrist, right.elbow);
  const face = head(g, 'fringe', w);
  // the helmet: the dome with its ridge, the brim wide at the sides, the shield badge on its front
  g.f.push(path('M27.2 12.6C26.6 5.4 30.6 2 36 2C41.4 2 45.4 5.4 44.8 12.6Z'), path(roundRect(34.6, 2.2, 37.4, 11, 1.2)));
  g.f.push(path('M22.4 12Q36 8.8 49.6 12Q51.2 14.8 48.4 15.2Q36 12.6 23.6 15.2Q20.8 14.8 22.4 12Z'));
  g.f.push(path('M32.4 4.6H39.6V8.8Q36 11.8 32.4 8.8Z'), path(starPath(36, 7.2, 1.7)));
  return done(g, face);
}

function police(w?: WomanHair): Figure {
  const g = sheet();
  legs(g);
  const { left, right } = sleeves(g, [50.8, 45]);
  // the jacket, its pockets with their flaps, the epaulettes, the collar and tie, the star badge, the belt
  g.f.push(path(JACKET));
  g.f.push(path(roundRect(24.6, 28.2, 30.4, 30.6, 1.1)), path(roundRect(41.6, 28.2, 47.4, 30.6, 1.1)));
  collarAndTie(g);
  g.f.push(path(starPath(43.6, 36.4, 3)), path(circle(43.6, 36.6, 1)));
  g.f.push(path(roundRect(23.6, 43.4, 48.4, 46.8, 1)), path(roundRect(33.4, 42.8, 38.6, 47.4, 1)));
  g.s.push('M36 42.6V43.4');
  // the whistle on its cord from the epaulette, hanging at the pocket
  g.s.push('M28.4 30.6Q27.4 33.6 29.4 36.2');
  g.f.push(path('M29.4 35.4H32.4V37.2H31Q31 39.6 29 39.6Q27 39.6 27 37.6Q27 35.4 29.4 35.4Z'), path(circle(29, 37.6, 0.6)));
  hand(g, left.wrist, left.elbow);
  hand(g, right.wrist, right.elbow);
  const face = head(g, 'fringe', w);
  peakedCap(g);
  g.f.push(path(starPath(36, 7.4, 2.2)));
  return done(g, face);
}

function doctor(w?: WomanHair): Figure {
  const g = sheet();
  legs(g);
  const { left, right } = sleeves(g, [51, 45.2]);
  // the white coat, its lapels over a shirt and tie, a pocket with a pen
  g.f.push(path(COAT));
  lapels(g);
  g.f.push(path('M35 29.6H37L37.4 34.6L36 36L34.6 34.6Z'));
  g.f.push(path(roundRect(40.2, 40, 45.2, 45.4, 0.8)), path(roundRect(41.4, 38, 42.8, 41.4, 0.6)));
  // the stethoscope: its tube round the neck and down the chest to the round chest piece
  g.f.push(
    path(
      band(
        along(
          [31.4, 27],
          [
            [
              [29.4, 33],
              [29.6, 38],
              [32.4, 41.4],
            ],
          ],
          16,
        ),
        () => 1.3,
      ).d,
    ),
  );
  g.f.push(
    path(
      band(
        along(
          [40.6, 27],
          [
            [
              [42.4, 30],
              [42.4, 33],
              [41.6, 35.4],
            ],
          ],
          12,
        ),
        () => 1.3,
      ).d,
    ),
  );
  g.f.push(path(circle(33.8, 42.2, 2)), path(circle(33.8, 42.2, 0.9)));
  hand(g, left.wrist, left.elbow);
  // the doctor's bag hanging from the right hand: its handle, its body, its clasp and a cross
  g.f.push(path('M48.2 50.2Q48.2 45.8 51.4 45.8Q54.6 45.8 54.6 50.2H53.2Q53.2 47.2 51.4 47.2Q49.6 47.2 49.6 50.2Z'));
  g.f.push(path('M44.4 52Q44.4 49.6 46.8 49.6H56Q58.4 49.6 58.4 52V59.6Q58.4 61 57 61H45.8Q44.4 61 44.4 59.6Z'));
  g.f.push(path(roundRect(44.4, 51.6, 58.4, 53.6, 0.6)));
  g.f.push(path('M50.2 54.6H52.6V56.2H54.2V58.6H52.6V60.2H50.2V58.6H48.6V56.2H50.2Z'));
  hand(g, right.wrist, right.elbow);
  return done(g, head(g, 'short', w));
}

function cook(w?: WomanHair): Figure {
  const g = sheet();
  legs(g);
  const { left, right } = sleeves(g, [50.8, 41.8], [50.8, 36]);
  // the buttoned jacket, the apron tied at the waist with its pocket, the neckerchief
  g.f.push(path(JACKET));
  for (const y of [31, 35.4]) g.f.push(path(circle(32.6, y, 1)), path(circle(39.4, y, 1)));
  g.f.push(path('M25.4 41.6H46.6L47.8 58.2Q36 59.8 24.2 58.2Z'), path(roundRect(24.6, 39.6, 47.4, 42.4, 0.8)));
  g.f.push(path(roundRect(31.6, 46, 40.4, 51.6, 1)));
  g.s.push('M36 46V51.6');
  g.f.push(path('M30.6 26.8Q36 29.4 41.4 26.8L36 31.4Z'), path(circle(36, 29.2, 1.3)));
  hand(g, left.wrist, left.elbow);
  // the frying pan held up at the side: its handle from the hand, the pan, its rim, a fried egg in it
  g.f.push(stick([52, 44], [54.4, 34.6], 1.8));
  g.f.push(path(ellipse(56, 30.4, 5.2, 4)), path(ellipse(56, 30, 4.2, 3.1)));
  g.f.push(
    path('M53.2 30.4Q52.4 27.8 55.2 27.4Q57.4 26.4 58.8 28.2Q60.2 30.2 58.2 31.4Q55.8 32.8 54.4 31.8Q53.2 31.6 53.2 30.4Z'),
    path(circle(56, 29.6, 1.3)),
  );
  hand(g, right.wrist, right.elbow);
  const face = head(g, 'fringe', w);
  // the tall puffed hat on its band, its pleats
  g.f.push(path('M29 11.8Q24.4 6.4 28 3Q30 1 32.4 2.2Q34 0.2 36 0.4Q38 0.2 39.6 2.2Q42 1 44 3Q47.6 6.4 43 11.8Z'));
  g.f.push(path(roundRect(28.6, 9.6, 43.4, 13.4, 1)));
  g.s.push('M32.6 9.6Q32 6.6 32.6 4M39.4 9.6Q40 6.6 39.4 4M36 9.6V4.4');
  return done(g, face);
}

function farmer(w?: WomanHair): Figure {
  const g = sheet();
  legs(g, true);
  const { left, right } = sleeves(g, [50.6, 40.4], [51, 34.8]);
  // the shirt, the dungarees' bib and waist with its pocket, the straps and their buttons, a patch on the knee
  g.f.push(path(JACKET));
  g.s.push('M36 27.4V33');
  g.f.push(path('M29.4 33.4H42.6V44.6H29.4Z'), path(roundRect(24, 43.6, 48, 47.4, 1)), path(roundRect(32.6, 36.4, 39.4, 41.4, 1)));
  for (const side of [-1, 1] as const) {
    const strap = side < 0 ? 'M28.8 27.8L31.4 27.4L31.6 34H29.6Z' : mirrorX('M28.8 27.8L31.4 27.4L31.6 34H29.6Z');
    g.f.push(path(strap), path(circle(36 + side * 5.2, 34.6, 1)));
  }
  g.f.push(path(roundRect(39.4, 50.6, 44.2, 55, 0.8)));
  g.s.push('M39.4 51.8H44.2M39.4 53.8H44.2');
  hand(g, left.wrist, left.elbow);
  // the pitchfork held upright: the handle, the crosspiece and three tines
  g.f.push(stick([53.6, 65], [53.6, 14], 1.8));
  g.f.push(path('M48.4 14.4Q48.4 11.4 51 11.4H56.2Q58.8 11.4 58.8 14.4V15.6H48.4Z'));
  for (const x of [49.2, 53.6, 58]) g.f.push(path(`M${x - 0.8} 11.6V4.4Q${x} 2.4 ${x + 0.8} 4.4V11.6Z`));
  hand(g, right.wrist, right.elbow);
  const face = head(g, 'fringe', w);
  // the wide straw hat: the brim, the crown and its band
  g.f.push(path('M19.4 12.6Q21.6 9 29 8.8H43Q50.4 9 52.6 12.6Q47 15 36 15Q25 15 19.4 12.6Z'));
  g.f.push(path('M28.6 11.4C28 6 31 3.2 36 3.2C41 3.2 44 6 43.4 11.4Q36 12.8 28.6 11.4Z'), path('M28.5 8.6Q36 10 43.5 8.6L43.4 11.4Q36 12.8 28.6 11.4Z'));
  g.s.push('M22.6 12.4L24.4 13.4M48.6 13.4L50.4 12.4');
  return done(g, face);
}

/** A slim figure's neck and face, two eyes and a smile; returns the face (kept clear of a fill) and the eyes. */
export function slimHead(f: string[], s: string[]): { face: string; d: string } {
  f.push(path(roundRect(34.2, 20, 37.8, 25.5, 1)));
  const face = path(circle(36, 14.5, 7.6));
  f.push(face);
  s.push('M33.8 18.1Q36 19.8 38.2 18.1');
  return { face, d: `<path d="${circle(33.4, 15, 0.95)}${circle(38.6, 15, 0.95)}"/>` };
}
