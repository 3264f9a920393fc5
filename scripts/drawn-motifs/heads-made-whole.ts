// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { circle, path, r2, ellipse } from '../../lib/studio/art-kit/shapes';

/**
 * A whole wolf sitting upright facing us, as a picture book draws a friendly one: tall pointed ears with inner
 * ears, tufts of fur at its cheeks, a pale muzzle with a nose and a smile, a pale chest ruff, front legs with
 * paws, haunches with hind feet, and a bushy tail sweeping round at its side with a pale tip. OpenMoji's wolf is
 * a face: every wolf page showed a big head.
 */
export function wolf() {
  const f: string[] = [];
  const s: string[] = [];
  // the tail behind everything, curling up at the right, its pale tip an area of its own
  f.push(path('M44 64.5Q63 66.5 68 54Q71 46 66.5 36.5Q63.5 30.5 59 30.5Q55.5 30.8 56.8 34.5Q58.8 39 58 44.5Q55.5 52 47 54.5Z'));
  f.push(path('M59 30.5Q63.5 30.5 66.5 36.5Q69 41.5 69.3 46Q66.8 43.5 63.8 45Q63 42 59.4 41Q58.6 37 56.8 34.5Q55.5 30.8 59 30.5Z'));
  // the body, the haunches and the hind feet
  f.push(path('M36 26Q49 26 51.5 44Q53.5 59 48 65L24 65Q18.5 59 20.5 44Q23 26 36 26Z'));
  f.push(path(ellipse(24, 54, 6.5, 9)), path(ellipse(48, 54, 6.5, 9)));
  f.push(path(ellipse(19.5, 62.8, 6, 2.6)), path(ellipse(52.5, 62.8, 6, 2.6)));
  s.push('M16.5 61.2V63.5M19.5 60.8V63.8M52.5 60.8V63.8M55.5 61.2V63.5');
  // the front legs and their paws, their tops under the chest ruff
  f.push(path('M27.5 40L28 61L34 61L34 40Z'), path('M38 40L38 61L44 61L44.5 40Z'));
  f.push(path(ellipse(30.8, 62.2, 4.4, 2.6)), path(ellipse(41.2, 62.2, 4.4, 2.6)));
  s.push('M29.3 61.2V64M32.3 61.2V64M39.7 61.2V64M42.7 61.2V64');
  // the pale chest ruff, its tufted edge pointing down between the legs
  f.push(path('M26.5 30Q24.5 40 28.5 45L31 43L33 47.5L36 44.5L39 47.5L41 43L43.5 45Q47.5 40 45.5 30Z'));
  // the ears, each with an inner ear, behind the head
  f.push(path('M22 16L21.5 1.5L33 9.5Z'), path('M50 16L50.5 1.5L39 9.5Z'));
  f.push(path('M24.3 13.2L24 5.2L29.8 10Z'), path('M47.7 13.2L48 5.2L42.2 10Z'));
  // the head, its cheeks ending in tufts of fur, kept clear of an adults' page's fill as the people's faces are
  const head = path(
    'M36 8Q45 8 48.5 14Q50.5 18 50.2 21L54 25L49 25.8L51.5 29.5L45.5 28.8Q42 32.5 36 32.5Q30 32.5 26.5 28.8L20.5 29.5L23 25.8L18 25L21.8 21Q21.5 18 23.5 14Q27 8 36 8Z',
  );
  f.push(head);
  // the pale lower face under the eyes, out to the cheek tufts
  f.push(
    path(
      'M21.8 21L18 25L23 25.8L20.5 29.5L26.5 28.8Q30 32.5 36 32.5Q42 32.5 45.5 28.8L51.5 29.5L49 25.8L54 25L50.2 21Q46.5 21 44 22.6Q40 24.5 36 23.5Q32 24.5 28 22.6Q25.5 21 21.8 21Z',
    ),
  );
  // the pale muzzle, narrow between the eyes and broad round the mouth
  f.push(path('M33.3 16.5Q36 15.5 38.7 16.5L42 25Q42.6 30.5 36 30.5Q29.4 30.5 30 25Z'));
  // a line down from the nose and a smile standing free below it; brows over the eyes
  s.push('M36 24.2V25.6', 'M32.8 26.2Q36 29.2 39.2 26.2');
  s.push('M27.6 14.6Q29.4 13.4 31.2 14.2M44.4 14.6Q42.6 13.4 40.8 14.2');
  const d = `<path d="M33.6 21.4Q36 20.4 38.4 21.4Q38 23.8 36 24.4Q34 23.8 33.6 21.4Z${circle(29.8, 18, 1.5)}${circle(42.2, 18, 1.5)}"/>`;
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d, c: head };
}

/**
 * A whole hamster sitting up, a round ball of fur on tiny feet: small round ears with inner ears, puffed cheek
 * pouches, a pale belly, and little front paws holding a striped sunflower seed to its chest. OpenMoji's hamster
 * is a face: every hamster page showed a big head.
 */
export function hamster() {
  const f: string[] = [];
  const s: string[] = [];
  // the ears, each with an inner ear, behind the body
  f.push(path(ellipse(22.5, 14, 4.8, 5.6)), path(ellipse(49.5, 14, 4.8, 5.6)));
  f.push(path(ellipse(22.5, 14, 2.5, 3.2)), path(ellipse(49.5, 14, 2.5, 3.2)));
  // the feet peeping out under the body, toes to the front
  f.push(path(ellipse(26.5, 62.6, 6, 2.8)), path(ellipse(45.5, 62.6, 6, 2.8)));
  // the body and head in one round outline, as a hamster has no neck
  const body = 'M36 10C54 10 61.5 22 61.5 38C61.5 55 53 62.5 36 62.5C19 62.5 10.5 55 10.5 38C10.5 22 18 10 36 10Z';
  f.push(path(body));
  s.push('M23 62.4V65.2M26.5 62.6V65.4M42 62.4V65.2M45.5 62.6V65.4');
  // the pale belly
  f.push(path(ellipse(36, 47.5, 15.5, 12.5)));
  // the cheek pouches puffed out past the body's outline; they and the face are kept clear of an adults' page's fill
  const face = 'M36 13C48 13 56 18 56 26C56 32 48 35.5 36 35.5C24 35.5 16 32 16 26C16 18 24 13 36 13Z';
  const pouches = [circle(16.5, 30.5, 8), circle(55.5, 30.5, 8)];
  f.push(...pouches.map(path));
  // the sunflower seed, pointed at the top, striped lengthways, held to the chest
  f.push(path('M36 32.8Q41 38.5 40.8 45Q40.5 51.5 36 51.5Q31.5 51.5 31.2 45Q31 38.5 36 32.8Z'));
  s.push('M34 38Q33.3 44.5 34.3 51.1M38 38Q38.7 44.5 37.7 51.1');
  // the short arms reaching in from the sides, their round paws over the seed's edges
  f.push(path('M20.5 40Q21.5 35.5 26 37L31.5 40.8Q34 43 32.3 45.4Q30.5 47.3 28 46L22.5 43.5Q20 42.5 20.5 40Z'));
  f.push(path('M51.5 40Q50.5 35.5 46 37L40.5 40.8Q38 43 39.7 45.4Q41.5 47.3 44 46L49.5 43.5Q52 42.5 51.5 40Z'));
  s.push('M30.2 45.6L31.4 44.2M41.8 45.6L40.6 44.2');
  // a small nose, a smile standing free below it, whiskers on the pouches
  s.push('M33.4 29.2Q36 31.8 38.6 29.2');
  s.push('M11.5 28.8L16 29.6M11.5 32.6L16 31.8M60.5 28.8L56 29.6M60.5 32.6L56 31.8');
  const d = `<path d="M34 25.4Q36 24.6 38 25.4Q37.6 27.3 36 27.8Q34.4 27.3 34 25.4Z${circle(28.5, 22, 1.8)}${circle(43.5, 22, 1.8)}"/>`;
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d, c: path(face + pouches.join('')) };
}

/**
 * A whole moose standing side-on, facing left: big palmate antlers with points, each a closed area, a long face
 * with an overhanging nose, the dewlap hanging under the chin, a shoulder hump, long legs that bend at the knee
 * and hock and end in cloven hooves, and a short tail. OpenMoji's moose is a head: every moose page showed one.
 */
export function moose() {
  const f: string[] = [];
  const s: string[] = [];
  // the far legs behind the body, each bent at knee or hock, and their hooves
  f.push(path('M32.9 44L32.7 52.8Q31.9 54.5 33.7 56.2L34.4 61L38.9 61L38.5 56.2Q38.6 54.5 37.8 52.8L39.5 44Z'));
  f.push(path('M45.8 42Q51.8 43 52.8 48L54.8 54Q55.1 55.8 53.8 57L52.4 61L48.2 61L49.8 56Q49.8 52.5 47.3 49.5Z'));
  f.push(path('M34.2 60.6L33.6 64L39.6 64L39.1 60.6Z'), path('M48 60.6L47.4 64L53.2 64L52.6 60.6Z'));
  s.push('M36.6 61.6V64M50.3 61.6V64');
  // the short tail, and the near front leg with its knobbly knee, its top under the chest
  f.push(path('M59.5 30Q64.5 29.5 65 34Q65 36.8 62.5 37.2L60.5 35Z'));
  f.push(path('M23.8 43L23.6 52.8Q22.8 54.5 24.6 56.2L25.3 61.2L29.8 61.2L29.4 56.2Q29.5 54.5 28.7 52.8L30.4 43Z'));
  // the body and neck in one outline, the shoulder hump high over the front legs
  f.push(path('M18 27.5Q17.5 36 21.5 42Q24 47.5 31 47.5L53 47.5Q61.5 47.5 62 40L62 35.5Q62 29 55 29L47 28.5Q42 28 40 25Q36 19 30 16.5Q26 15 22.5 17Z'));
  // the near hind leg, its thigh over the body, bent back at the hock
  f.push(path('M52.5 36.5Q60.5 37 61 47L62.8 54Q63 56 61.5 57L59.8 61.2L55.3 61.2L57.2 56Q57.4 52.5 54.5 49.5Q48.6 45.5 48.8 41Q49.2 36.5 52.5 36.5Z'));
  f.push(path('M25 60.8L24.4 64.6L30.6 64.6L30 60.8Z'), path('M55.1 60.8L54.5 64.6L60.7 64.6L60.1 60.8Z'));
  s.push('M27.5 61.8V64.6M57.6 61.8V64.6');
  // the dewlap hanging under the chin
  f.push(path('M17.8 30.5Q14.2 35.5 15 41Q16.8 42.9 18.6 40.9Q20.2 35.5 21 30.5Z'));
  // the antlers: two broad palms with blunt points along their tops, each a closed area, the far one first
  f.push(path(palm(23.5, 18.2, 1, 1, 0.3)), path(palm(20.5, 18, -1, 0.95, 0.35)));
  // the ear, pointing back from behind the antler's root
  f.push(path('M25 19.5Q30 15.2 35 16.4Q32 21.6 26 22Z'));
  // the long face with its big overhanging nose, kept clear of an adults' page's fill as the people's faces are
  const head = path('M26.5 21.5Q25 17 20 17Q15.5 17.3 11.5 20L6.5 23Q2.5 25 2.8 29Q3.2 33.5 7.5 34Q10.5 34.3 12.5 32.7L19.5 31.3Q26.5 29 26.5 21.5Z');
  f.push(head);
  // the eye, a nostril and a smile standing free by the mouth
  s.push('M7 30Q9.2 31.5 11.4 30.2');
  const d = `<path d="${circle(19, 22.3, 1.5)}${circle(7.2, 26, 0.9)}"/>`;
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d, c: head };
}

/**
 * A moose's antler from its root at (x, y), reaching out to the back (`dir` 1) or the front (-1), `k` its size,
 * its far end raised by `rise` radians: a broad palm with five points, blunt triangles about 4 units across at
 * their base, so each reads at thumbnail size and none is a sliver to colour.
 */
function palm(x: number, y: number, dir: 1 | -1, k: number, rise: number): string {
  const [cos, sin] = [Math.cos(rise), Math.sin(rise)];
  const p = (dx: number, dy: number) => `${r2(x + dir * k * (dx * cos + dy * sin))} ${r2(y + k * (dy * cos - dx * sin))}`;
  const top: [number, number][] = [
    [19, -8],
    [19.5, -12],
    [16.5, -9.2],
    [14.5, -13],
    [12.2, -9.4],
    [9.8, -12.8],
    [7.6, -9.2],
    [5, -12],
    [4, -8],
  ];
  return `M${p(0, 0)}Q${p(3, -1.2)} ${p(8, -1.6)}L${p(15, -2)}Q${p(21, -2.5)} ${p(22, -7)}${top.map(([a, b]) => `L${p(a, b)}`).join('')}Q${p(1, -6)} ${p(-1.5, -1.5)}Z`;
}
