// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { circle, path, r2 } from './shapes';

/** An ellipse centred on (cx, cy) with radii `rx`, `ry`. */
const ellipse = (cx: number, cy: number, rx: number, ry: number) =>
  `M${r2(cx - rx)} ${cy}a${rx} ${ry} 0 1 0 ${r2(2 * rx)} 0a${rx} ${ry} 0 1 0 ${r2(-2 * rx)} 0Z`;

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
function sittingBear(kind: 'bear' | 'panda' | 'raccoon') {
  const panda = kind === 'panda';
  const raccoon = kind === 'raccoon';
  const f: string[] = [];
  const s: string[] = [];
  // the raccoon's ringed tail, curled up behind its right side: bands from edge to edge, each an area
  if (raccoon) {
    f.push(path('M50 58Q66 60 67 44Q67.5 34 60 28Q56 33 58 40Q59.5 50 48 52Z'));
    s.push('M55.1 56.7L58.25 57.6M55.8 51.9Q60.5 53 65.05 51.98M58 40Q62.5 40.2 66.58 38.36M57.5 33.5Q60.8 33.4 63.78 31.96');
  }
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
  // the raccoon's mask across its eyes, a band of its own to colour
  if (raccoon)
    f.push(path('M22.5 17.5Q25.5 11.5 32.5 13.2Q36 14.4 39.5 13.2Q46.5 11.5 49.5 17.5Q48 23.5 41.5 23Q38.5 22.6 36 21Q33.5 22.6 30.5 23Q24 23.5 22.5 17.5Z'));
  // the muzzle, a line down from the nose and a smile standing free below it
  f.push(path(ellipse(36, 25, 7, 5.2)));
  s.push('M36 24.6V26.2', 'M32.3 26.6Q36 30.2 39.7 26.6');
  const d = `<path d="M33 21.6Q36 20.6 39 21.6Q38.6 24.1 36 24.7Q33.4 24.1 33 21.6Z${circle(30.5, 16.5, 1.5)}${circle(41.5, 16.5, 1.5)}"/>`;
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d, c: head };
}

export const bear = () => sittingBear('bear');
export const panda = () => sittingBear('panda');
/** A raccoon sitting as the bear does, with a mask across its eyes and a ringed tail behind. */
export const raccoon = () => sittingBear('raccoon');

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
