// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { circle, path, roundRect } from './shapes';

type Job = 'firefighter' | 'police' | 'doctor' | 'cook' | 'farmer';

/**
 * A grown-up at work, drawn whole like the children and the astronaut (the emoji are busts, and four of the five
 * are joined sequences the motif set left out): a round face with eyes and a smile, a body, arms with hands, legs
 * and shoes, and what the job wears — a firefighter's helmet and striped coat, a police officer's peaked cap, tie
 * and badge, a doctor's white coat and stethoscope, a cook's tall hat and buttoned jacket, a farmer's straw hat
 * and overalls.
 */
export function worker(job: Job) {
  const f: string[] = [];
  const s: string[] = [];
  const dots: string[] = [];
  const face = workerFrame(f, s, dots, job === 'doctor', job === 'firefighter' || job === 'farmer');
  if (job === 'firefighter') {
    // the boots' tops and the sleeves' bands, reflective stripes on the coat, the collar, the helmet with its brim
    // and front badge
    s.push('M27 49.5H35.5M36.5 49.5H45', 'M22.7 37.7L26 39.1M49.3 37.7L46 39.1');
    f.push(path(roundRect(26, 34.5, 46, 37.5, 0.8)), path(roundRect(26, 40.5, 46, 43.5, 0.8)));
    s.push('M36 24V46');
    f.push(path('M26.5 12.5Q27 3.5 36 3.2Q45 3.5 45.5 12.5Z'), path(roundRect(24, 11.5, 48, 14, 1.2)));
    f.push(path('M33.5 4.6H38.5V8.6Q36 10.6 33.5 8.6Z'));
  } else if (job === 'police') {
    // collar and tie, the badge, the belt; the peaked cap with its badge
    f.push(path('M31 24L36 29.5L41 24Z'), path('M34.8 29L37.2 29L38 38.5L36 41L34 38.5Z'));
    f.push(path('M40.6 31.5L43.8 31.5L43.8 34.6Q42.2 36.4 40.6 34.6Z'));
    f.push(path(roundRect(26, 42.5, 46, 45.5, 0.8)), path(roundRect(34, 42, 38, 46, 0.8)));
    peakedCap(f);
    f.push(path(circle(36, 7, 1.6)));
  } else if (job === 'doctor') {
    // the coat's opening and lapels, a pocket with a pen, the stethoscope round the neck
    s.push('M36 28V52', 'M31.5 24.5L36 31L40.5 24.5');
    f.push(path(roundRect(39.5, 35, 44, 40, 0.8)));
    s.push('M41 35V32.5');
    s.push('M32.5 25Q31 33 34.5 35.5');
    f.push(path(circle(35.2, 36.4, 1.5)));
    shortHair(f);
  } else if (job === 'cook') {
    // the jacket's two rows of buttons, the neckerchief; the tall puffed hat on its band
    f.push(path('M32 24L36 28.5L40 24Z'));
    for (const y of [31, 35.5, 40]) f.push(path(circle(33.5, y, 1.1)), path(circle(38.5, y, 1.1)));
    f.push(path('M28.5 6.5Q26 0.5 31 0.8Q33 -1.2 36 0.6Q39 -1.2 41 0.8Q46 0.5 43.5 6.5Z'), path(roundRect(28.5, 6.2, 43.5, 9.8, 0.8)));
  } else {
    // overalls: the bib with its straps and buttons over the shirt; the wide straw hat
    f.push(path(roundRect(30, 30, 42, 46, 1.5)), path(roundRect(33.5, 34, 38.5, 38, 0.8)));
    s.push('M30.6 30.5L28.4 24.6M41.4 30.5L43.6 24.6');
    f.push(path(circle(31.8, 31.5, 0.9)), path(circle(40.2, 31.5, 0.9)));
    f.push(path('M20 11Q22 8.5 28.5 8.2Q29 3 36 3Q43 3 43.5 8.2Q50 8.5 52 11Q46 12.8 36 12.8Q26 12.8 20 11Z'));
    s.push('M28.8 8.4Q36 10.2 43.2 8.4');
  }
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${dots.join('')}"/>`, c: face };
}

/**
 * The grown-up at work's own figure, every job the same: legs and shoes (tall boots with `boots`), arms down with
 * round hands at (22.6, 46.6) and (49.4, 46.6), a body (a coat to the thighs with `coat`, else a jacket to the
 * waist), the neck and a round head with two eyes and a smile. Returns the face, kept clear of an adults' fill.
 */
export function workerFrame(f: string[], s: string[], dots: string[], coat: boolean, boots: boolean): string {
  f.push(path(roundRect(27, 44, 35.5, 60, 2)), path(roundRect(36.5, 44, 45, 60, 2)));
  if (boots) f.push(path(roundRect(26, 53, 35.5, 65, 2.5)), path(roundRect(36.5, 53, 46, 65, 2.5)));
  else f.push(path(roundRect(25.5, 59, 35.5, 65, 2.5)), path(roundRect(36.5, 59, 46.5, 65, 2.5)));
  f.push(path('M27.5 27L20.8 42Q19.8 44.5 22.2 45.3L23.9 45.9Q26.2 46.6 27 44.2L31.5 31Z'));
  f.push(path('M44.5 27L51.2 42Q52.2 44.5 49.8 45.3L48.1 45.9Q45.8 46.6 45 44.2L40.5 31Z'));
  f.push(path(circle(22.6, 46.6, 2.7)), path(circle(49.4, 46.6, 2.7)));
  f.push(path(roundRect(26, 24, 46, coat ? 52 : 46, 4)));
  f.push(path(roundRect(33.5, 20, 38.5, 25.5, 1)));
  const face = path(circle(36, 14.5, 8));
  f.push(face);
  dots.push(circle(33.2, 15, 1), circle(38.8, 15, 1));
  s.push('M33.6 18.2Q36 20 38.4 18.2');
  return face;
}

/** A peaked cap on the worker's head: its crown and its visor (the police officer's, the pilot's, the postman's). */
export function peakedCap(f: string[]) {
  f.push(path('M27.2 9.8Q27 4.2 36 3.6Q45 4.2 44.8 9.8Z'), path('M27 9.6H45Q44.6 12.6 36 12.6Q27.4 12.6 27 9.6Z'));
}

/** Short hair on the worker's head, parted at the middle (the doctor's, the dentist's, the vet's). */
export function shortHair(f: string[]) {
  f.push(path('M28.5 12Q28 5.5 36 5.2Q44 5.5 43.5 12Q40 8.5 36 8.8Q32 8.5 28.5 12Z'));
}

/** A slim figure's neck and face, two eyes and a smile; returns the face (kept clear of a fill) and the eyes. */
export function slimHead(f: string[], s: string[]): { face: string; d: string } {
  f.push(path(roundRect(34.2, 20, 37.8, 25.5, 1)));
  const face = path(circle(36, 14.5, 7.6));
  f.push(face);
  s.push('M33.8 18.1Q36 19.8 38.2 18.1');
  return { face, d: `<path d="${circle(33.4, 15, 0.95)}${circle(38.6, 15, 0.95)}"/>` };
}
