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
  const coat = job === 'doctor';
  // legs and shoes (tall boots for the firefighter and the farmer)
  const boots = job === 'firefighter' || job === 'farmer';
  f.push(path(roundRect(27, 44, 35.5, 60, 2)), path(roundRect(36.5, 44, 45, 60, 2)));
  if (boots) f.push(path(roundRect(26, 53, 35.5, 65, 2.5)), path(roundRect(36.5, 53, 46, 65, 2.5)));
  else f.push(path(roundRect(25.5, 59, 35.5, 65, 2.5)), path(roundRect(36.5, 59, 46.5, 65, 2.5)));
  if (job === 'firefighter') s.push('M27 49.5H35.5M36.5 49.5H45');
  // arms and hands
  f.push(path('M27.5 27L20.8 42Q19.8 44.5 22.2 45.3L23.9 45.9Q26.2 46.6 27 44.2L31.5 31Z'));
  f.push(path('M44.5 27L51.2 42Q52.2 44.5 49.8 45.3L48.1 45.9Q45.8 46.6 45 44.2L40.5 31Z'));
  f.push(path(circle(22.6, 46.6, 2.7)), path(circle(49.4, 46.6, 2.7)));
  if (job === 'firefighter') s.push('M22.7 37.7L26 39.1M49.3 37.7L46 39.1');
  // the body: a coat to the thighs for the doctor, a jacket to the waist for the others
  f.push(path(roundRect(26, 24, 46, coat ? 52 : 46, 4)));
  // the neck and the head
  f.push(path(roundRect(33.5, 20, 38.5, 25.5, 1)));
  const face = path(circle(36, 14.5, 8));
  f.push(face);
  dots.push(circle(33.2, 15, 1), circle(38.8, 15, 1));
  s.push('M33.6 18.2Q36 20 38.4 18.2');
  if (job === 'firefighter') {
    // reflective stripes on the coat, the collar, the helmet with its brim and front badge
    f.push(path(roundRect(26, 34.5, 46, 37.5, 0.8)), path(roundRect(26, 40.5, 46, 43.5, 0.8)));
    s.push('M36 24V46');
    f.push(path('M26.5 12.5Q27 3.5 36 3.2Q45 3.5 45.5 12.5Z'), path(roundRect(24, 11.5, 48, 14, 1.2)));
    f.push(path('M33.5 4.6H38.5V8.6Q36 10.6 33.5 8.6Z'));
  } else if (job === 'police') {
    // collar and tie, the badge, the belt; the peaked cap with its badge
    f.push(path('M31 24L36 29.5L41 24Z'), path('M34.8 29L37.2 29L38 38.5L36 41L34 38.5Z'));
    f.push(path('M40.6 31.5L43.8 31.5L43.8 34.6Q42.2 36.4 40.6 34.6Z'));
    f.push(path(roundRect(26, 42.5, 46, 45.5, 0.8)), path(roundRect(34, 42, 38, 46, 0.8)));
    f.push(path('M27.2 9.8Q27 4.2 36 3.6Q45 4.2 44.8 9.8Z'), path('M27 9.6H45Q44.6 12.6 36 12.6Q27.4 12.6 27 9.6Z'));
    f.push(path(circle(36, 7, 1.6)));
  } else if (job === 'doctor') {
    // the coat's opening and lapels, a pocket with a pen, the stethoscope round the neck
    s.push('M36 28V52', 'M31.5 24.5L36 31L40.5 24.5');
    f.push(path(roundRect(39.5, 35, 44, 40, 0.8)));
    s.push('M41 35V32.5');
    s.push('M32.5 25Q31 33 34.5 35.5');
    f.push(path(circle(35.2, 36.4, 1.5)));
    f.push(path('M28.5 12Q28 5.5 36 5.2Q44 5.5 43.5 12Q40 8.5 36 8.8Q32 8.5 28.5 12Z'));
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

/** A slim figure's arms down its sides from the shoulders, with round hands (the princess, the fairy, the witch). */
export function slimArms(f: string[]) {
  f.push(path('M29 28.5L24.6 41.2Q24 43 25.8 43.4Q27.4 43.8 28 42L31.6 30.5Z'), path('M43 28.5L47.4 41.2Q48 43 46.2 43.4Q44.6 43.8 44 42L40.4 30.5Z'));
  f.push(path(circle(26, 43.4, 1.9)), path(circle(46, 43.4, 1.9)));
}

/** A slim figure's neck and face, two eyes and a smile; returns the face (kept clear of a fill) and the eyes. */
export function slimHead(f: string[], s: string[]): { face: string; d: string } {
  f.push(path(roundRect(34.2, 20, 37.8, 25.5, 1)));
  const face = path(circle(36, 14.5, 7.6));
  f.push(face);
  s.push('M33.8 18.1Q36 19.8 38.2 18.1');
  return { face, d: `<path d="${circle(33.4, 15, 0.95)}${circle(38.6, 15, 0.95)}"/>` };
}

/**
 * A princess, a prince or a queen drawn whole: OpenMoji's are busts, which on a page were a big head and shoulders
 * beside a stamp-sized unicorn. The princess has long hair, a crown, a bodice with a bow, puffed sleeves and a wide
 * gown with a ruffled hem; the prince a crown, a cape, a tunic with a belt, trousers and boots. The queen (no emoji
 * but the princess, which "queen" drew before) is told from the princess as picture books tell her: a tall crown
 * with jewels, a royal mantle to the floor with a spotted ermine collar and hem, and a sceptre.
 */
export function royal(who: 'princess' | 'prince' | 'queen') {
  const f: string[] = [];
  const s: string[] = [];
  const crown = path('M31 7.4L31 2.4L33.5 4.8L36 1.4L38.5 4.8L41 2.4L41 7.4Z');
  if (who === 'queen') queenRobes(f, s);
  else if (who === 'princess') {
    // long hair behind, the gown and its ruffle, arms, puffed sleeves, bodice and bow
    f.push(path('M28.4 12Q26 24 25.4 34Q30 36.5 36 36.5Q42 36.5 46.6 34Q46 24 43.6 12Z'));
    f.push(path('M30.6 36H41.4C45 46 51 55 55.5 63H16.5C21 55 27 46 30.6 36Z'));
    f.push(
      path(
        'M16.5 63H55.5Q56.5 66 53.5 66.5Q51 64.5 48.5 66.5Q46 64.5 43.5 66.5Q41 64.5 38.5 66.5Q36 64.5 33.5 66.5Q31 64.5 28.5 66.5Q26 64.5 23.5 66.5Q21 64.5 18.5 66.5Q15.5 66 16.5 63Z',
      ),
    );
    s.push('M23.5 53Q36 56.5 48.5 53');
    slimArms(f);
    f.push(path(roundRect(30.5, 24.5, 41.5, 37.5, 2)));
    f.push(path(circle(29.6, 27.4, 3.3)), path(circle(42.4, 27.4, 3.3)));
    f.push(path('M36 36L32.6 34.2V38.6ZM36 36L39.4 34.2V38.6Z'), path(circle(36, 36.2, 1.1)));
  } else {
    // the cape behind, legs and boots, arms, the tunic with its belt and buttons
    f.push(path('M28.5 25Q22 42 21 60Q36 62.5 51 60Q50 42 43.5 25Z'));
    f.push(path(roundRect(30, 44, 35.5, 60, 1.8)), path(roundRect(36.5, 44, 42, 60, 1.8)));
    f.push(path(roundRect(29, 56, 35.5, 65, 2)), path(roundRect(36.5, 56, 43, 65, 2)));
    slimArms(f);
    f.push(path(roundRect(28.5, 24, 43.5, 47, 3)));
    f.push(path(roundRect(28.5, 39.5, 43.5, 42.5, 0.8)), path(roundRect(34.2, 39, 37.8, 43, 0.8)));
    for (const y of [29, 33, 36.5]) f.push(path(circle(36, y, 0.9)));
  }
  const { face, d } = slimHead(f, s);
  // hair over the forehead, then the crown with a jewel
  f.push(
    who === 'prince'
      ? path('M28.8 12.4Q29 6.6 36 6.6Q43 6.6 43.2 12.4Q39.5 10.4 36 10.6Q32.5 10.4 28.8 12.4Z')
      : path('M28.6 13.4Q28.8 6.6 36 6.6Q43.2 6.6 43.4 13.4Q40.2 9.6 36 10.4Q31.8 9.6 28.6 13.4Z'),
  );
  if (who === 'queen') {
    // the tall crown: five points tipped with pearls on a jewelled band
    f.push(path('M29 8.6L28 0.4L31.6 3.6L33.8 -0.6L36 3L38.2 -0.6L40.4 3.6L44 0.4L43 8.6Z'));
    for (const [x, y] of [
      [28, 0.4],
      [33.8, -0.6],
      [38.2, -0.6],
      [44, 0.4],
    ] as const)
      f.push(path(circle(x, y, 0.9)));
    f.push(path(roundRect(29, 5.6, 43, 8.8, 0.8)), path(circle(36, 7.2, 1.1)), path(circle(32, 7.2, 0.7)), path(circle(40, 7.2, 0.7)));
  } else f.push(crown, path(circle(36, 5.6, 0.9)));
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d, c: face };
}

/** The queen's mantle, gown, arms and sceptre, behind her head (royal()). */
function queenRobes(f: string[], s: string[]) {
  // long hair to the shoulders behind, the mantle spreading to the floor, its spotted ermine hem
  f.push(path('M28.4 12Q26.4 20 26.6 27Q31 29 36 29Q41 29 45.4 27Q45.6 20 43.6 12Z'));
  f.push(path('M29 24Q20 40 12.5 62Q36 67 59.5 62Q52 40 43 24Z'));
  f.push(path('M12.5 62Q36 67 59.5 62L60.5 66Q36 71 11.5 66Z'));
  s.push('M20 64.8V66.6M26.5 65.9V67.7M33 66.4V68.2M39.5 66.4V68.2M46 65.9V67.7M52.5 64.8V66.6');
  // the gown down the middle, its hem and a band of jewels down the front
  f.push(path('M31 34H41C43.5 44 46 53 47.5 64.5Q36 66.6 24.5 64.5C26 53 28.5 44 31 34Z'));
  s.push('M26 55.5Q36 57.5 46 55.5');
  for (const y of [40, 46, 52]) f.push(path(circle(36, y, 1.3)));
  // the sceptre in her left hand (on the right of the page): a rod topped with an orb and a cross
  f.push(path('M46.6 22H48.4V50H46.6Z'), path(circle(47.5, 19.6, 2.8)), path('M46.9 12.6H48.1V14.6H50V15.8H48.1V17H46.9V15.8H45V14.6H46.9Z'));
  slimArms(f);
  f.push(path(roundRect(30.5, 24.5, 41.5, 36, 2)));
  f.push(path(circle(29.6, 27.4, 3.3)), path(circle(42.4, 27.4, 3.3)));
  // the ermine collar over the shoulders, spotted
  f.push(path('M25.6 25.2Q36 31.6 46.4 25.2L47.4 28.6Q36 35.4 24.6 28.6Z'));
  s.push('M29 28.6V30.2M33 30V31.6M39 30V31.6M43 28.6V30.2');
}
