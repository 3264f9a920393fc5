// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { circle, ellipse, path } from '../../lib/studio/art-kit/shapes';

/** A sitting foot seen from the front, its sole turned to us: the foot, a pad and three toe pads. */
function sole(f: string[], cx: number, cy: number) {
  f.push(path(ellipse(cx, cy, 8, 5.6)));
  f.push(path(ellipse(cx, cy + 1.2, 3.6, 2.6)));
  f.push(path(`${circle(cx - 4.2, cy - 2.2, 1.3)}`), path(circle(cx, cy - 3.2, 1.3)), path(circle(cx + 4.2, cy - 2.2, 1.3)));
}

/**
 * A whole bear or panda sitting facing us: round ears, a round head with a muzzle, nose and smile, arms resting on a
 * round body, both feet forward with their pads showing. The bear has a belly patch; the panda's dark fur is areas of
 * their own to colour (ears, eye patches, arms, legs), never solid black, and it holds a bamboo stalk. OpenMoji's bear
 * and panda are faces: every bear and panda page showed a big head, where printed pages show the whole animal.
 */
function sittingBear(kind: 'bear' | 'panda') {
  const panda = kind === 'panda';
  const f: string[] = [];
  const s: string[] = [];
  // the ears, behind the head, each with an inner ear
  f.push(path(circle(23.5, 10, 5.5)), path(circle(48.5, 10, 5.5)));
  if (!panda) f.push(path(circle(23.5, 10, 3)), path(circle(48.5, 10, 3)));
  // the bamboo stalk and its leaves, behind the panda's body and held in its paw
  if (panda) {
    f.push(path('M55.5 10Q60 5 66 6Q62 11 55.5 10Z'), path('M56 16Q58 22 64 23.5Q63 17 56 16Z'));
    f.push(path('M52.2 64L55.8 64L57 3L54 3Z'));
    s.push('M52.5 50H55.9M53 36H56.3M53.6 22H56.6M54 10H56.8');
  }
  // the body, then the legs (the panda's are dark areas of their own) and the belly
  f.push(path('M36 24Q53 24 55.5 46Q57.5 62 47 65L25 65Q14.5 62 16.5 46Q19 24 36 24Z'));
  if (panda) f.push(path('M16.5 50Q15 60 20 65L31 65Q33 57 27 52Q22 48 16.5 50Z'), path('M55.5 50Q57 60 52 65L41 65Q39 57 45 52Q50 48 55.5 50Z'));
  else f.push(path(ellipse(36, 47.5, 10, 11.5)));
  // the arms: the bear's rest on its belly; the panda's left one holds the stalk
  f.push(path('M27.1 26Q21.4 28.95 18.66 36.4Q15.5 45 16.8 50.5Q19.3 55.5 24 53Q27.2 50 26.8 44Q26.8 37 27.1 26Z'));
  if (panda) f.push(path('M44.9 26Q53.5 28 57.5 37.5Q59 43 55 45Q51 46.5 49 43Q47 40 45.5 36Z'));
  else f.push(path('M44.9 26Q50.6 28.95 53.34 36.4Q56.5 45 55.2 50.5Q52.7 55.5 48 53Q44.8 50 45.2 44Q45.2 37 44.9 26Z'));
  if (panda) s.push('M53.2 38.5Q55.5 39.5 57.2 38.8M52.5 41.5Q55 42.5 57 41.8');
  // the feet with their pads
  sole(f, 23.5, 61.5);
  sole(f, 48.5, 61.5);
  // the head, kept clear of an adults' page's fill as the people's faces are
  const head = path(ellipse(36, 19, 14.5, 12.5));
  f.push(head);
  // the panda's eye patches, tilted down outwards
  if (panda)
    f.push(
      path('M27 14.5Q31 12 33 15Q34 19 31 21.5Q27.5 23.5 25.5 21Q24 18 27 14.5Z'),
      path('M45 14.5Q41 12 39 15Q38 19 41 21.5Q44.5 23.5 46.5 21Q48 18 45 14.5Z'),
    );
  // the muzzle, a line down from the nose and a smile standing free below it
  f.push(path(ellipse(36, 25, 7, 5.2)));
  s.push('M36 24.6V26.2', 'M32.3 26.6Q36 30.2 39.7 26.6');
  const d = `<path d="M33 21.6Q36 20.6 39 21.6Q38.6 24.1 36 24.7Q33.4 24.1 33 21.6Z${circle(30.5, 16.5, 1.5)}${circle(41.5, 16.5, 1.5)}"/>`;
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d, c: head };
}

export const bear = () => sittingBear('bear');
export const panda = () => sittingBear('panda');
/**
 * A whole raccoon sitting up facing us, built as a raccoon and not a bear: pointed ears, a head wide at the cheek
 * tufts with a pointed snout, the mask across its eyes and the white brows over it as areas of their own, a slim
 * pear-shaped body with a pale belly, small hands held together in front and a long tail of five rings curled up
 * at its side. OpenMoji's raccoon is a face.
 */
export function raccoon() {
  const f: string[] = [];
  const s: string[] = [];
  // the tail behind the body: rings from edge to edge, each an area
  f.push(path('M47 60Q66 62 67.5 45Q68.5 33 60 25Q54.5 30.5 57 39Q59.5 50 46 52Z'));
  s.push('M61.6 57.2L51.5 54.5M66.7 49.7L57.1 44.8M67.4 39.2L56.8 38.2M65.7 33L56.4 32M63 28.4L58.1 27.3');
  // the ears, pointed, each with an inner ear
  f.push(path('M20.5 15.5L21.2 4.2Q21.6 2.2 23.4 3.2L32 10.5Z'), path('M51.5 15.5L50.8 4.2Q50.4 2.2 48.6 3.2L40 10.5Z'));
  f.push(path('M23 11.5L23.4 6.4L28 10Z'), path('M49 11.5L48.6 6.4L44 10Z'));
  // the body, the pale belly, the feet with their toes
  f.push(path('M36 29Q49 29 51 44Q53.5 59 46.5 64.5L25.5 64.5Q18.5 59 21 44Q23 29 36 29Z'));
  f.push(path(ellipse(36, 50, 8.5, 10.5)));
  f.push(path(ellipse(27.5, 63.2, 6, 2.8)), path(ellipse(44.5, 63.2, 6, 2.8)));
  s.push('M24.6 61.6V64M27.5 61.1V64.2M30.4 61.6V64M41.6 61.6V64M44.5 61.1V64.2M47.4 61.6V64');
  // the arms down the chest to small hands held together under the chin
  f.push(path('M26 31Q21.5 36 23.5 42Q26 46.5 31.5 45L33.5 41Q29 40.5 28.5 37Z'));
  f.push(path('M46 31Q50.5 36 48.5 42Q46 46.5 40.5 45L38.5 41Q43 40.5 43.5 37Z'));
  f.push(path(ellipse(32.8, 43.4, 3.2, 2.6)), path(ellipse(39.2, 43.4, 3.2, 2.6)));
  // the head, wide at the cheek tufts and pointed at the chin, kept clear of an adults' page's fill
  const head = path('M36 7.5Q46.5 7.5 50 13.5L56.5 19.5Q52.5 21 51.5 23Q48.5 30.5 36 32Q23.5 30.5 20.5 23Q19.5 21 15.5 19.5L22 13.5Q25.5 7.5 36 7.5Z');
  f.push(head);
  // the white brows over the mask, then the mask across the eyes, dipping to the nose
  f.push(path('M24 13.5Q29 10 34 12.5L33.5 14.5Q29 13 25 15.5Z'), path('M48 13.5Q43 10 38 12.5L38.5 14.5Q43 13 47 15.5Z'));
  f.push(
    path('M19.5 19.5Q23 14.5 30 15.2Q33.5 15.8 36 17.2Q38.5 15.8 42 15.2Q49 14.5 52.5 19.5Q50 24 44 23.6Q40 23.2 36 20.8Q32 23.2 28 23.6Q22 24 19.5 19.5Z'),
  );
  // the stripe down the forehead, the pale snout, a line down from the nose and a smile standing free below it
  s.push('M36 9.5V14.5');
  f.push(path('M30.5 25Q31.5 21 36 21Q40.5 21 41.5 25Q41 30 36 30.6Q31 30 30.5 25Z'));
  s.push('M36 25V26.2', 'M33.4 27Q36 29.2 38.6 27');
  const d = `<path d="M33.8 22.6Q36 21.9 38.2 22.6Q37.9 24.6 36 25.1Q34.1 24.6 33.8 22.6Z${circle(29, 19.3, 1.5)}${circle(43, 19.3, 1.5)}"/>`;
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d, c: head };
}

/**
 * A whole fox sitting side-on, facing left with its head turned three-quarters to us: pointed ears with inner ears,
 * a white cheek ruff and chest, front legs with paws, a haunch and hind foot, and a big bushy tail curled up behind
 * with its white tip an area of its own. OpenMoji's fox is a face: every fox page showed a big head.
 */
export function fox() {
  const f: string[] = [];
  const s: string[] = [];
  // the tail behind everything, its white tip over it
  f.push(path('M44 63Q67 66 69 48Q69.5 32 58 20Q50 28 52 40Q53 52 46 56Z'));
  f.push(path('M66.5 33Q63.75 26 58 20Q54.4 23.6 52.8 28Q55.5 27.3 57.5 30Q60 28.8 62 31.5Q64.2 31 66.5 33Z'));
  // the body, the haunch and hind foot
  f.push(path('M18.5 33Q16 48 21 63L47 64Q55 63 54.5 54Q53.5 44 43 40Q36 37 33 26L22 26Z'));
  f.push(path('M35 62Q33 50 42 46Q52 45 53.5 55Q54 62.5 47 63.5Z'));
  f.push(path(ellipse(40.5, 62.6, 6.8, 2.4)));
  s.push('M36.6 61V64.2M38.8 60.5V64.7');
  // the front legs and their paws, their tops under the white chest
  f.push(path('M27.5 42L28 61.5L33.5 61.5L33 42Z'), path(ellipse(31, 62.5, 3.6, 2.1)));
  f.push(path('M20.5 42L20.5 61.5L26.5 61.5L27 42Z'), path(ellipse(23.3, 62.8, 3.9, 2.2)));
  s.push('M30.2 62.4V64.4M32 62.4V64.4M22.4 62.6V64.8M24.4 62.6V64.8');
  f.push(path('M20.5 29Q15.5 40 19 48Q23 53 27.5 51Q33 47 33.5 38Q32 31 29 28Z'));
  // the ears, each with an inner ear, then the head
  f.push(path('M17 15L15.5 2.5L25 11Z'), path('M24 11.5L31.5 2L32.5 16Z'));
  f.push(path('M18 13L17 6L22.2 11Z'), path('M26.5 11.5L30.5 5.8L31 14Z'));
  const head = path('M33.5 21Q34 12 26 10.5Q19 10 15 15L6 20.5Q4.5 22.5 6.5 24.5Q11 28.5 17 29.5Q24 32 30.5 28.5Q33.5 25.5 33.5 21Z');
  f.push(head);
  // the white cheek ruff under the eyes
  f.push(path('M17 29.5Q20 24.5 25.5 24Q30 24 33 25.5Q32.5 27 30.5 28.5Q24 32 17 29.5Z'));
  // the smile standing free on the muzzle
  s.push('M9 24.3Q11.5 26.2 14 24.6');
  const d = `<path d="${circle(6.3, 21.9, 1.3)}${circle(14.5, 17.5, 1.4)}${circle(22, 16.8, 1.4)}"/>`;
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d, c: head };
}
