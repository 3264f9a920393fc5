// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { slimHead } from './people';
import { circle, path, roundRect } from './shapes';

/**
 * A ballerina on her toes, drawn whole as the other people are: a bun with a little tiara, a bodice with a
 * sweetheart neckline, a tutu of two tiers of scallops, arms curved out to the sides, legs on pointe shoes
 * with ribbons. No emoji draws one (a woman dancing in a red dress, ballet shoes alone), so "ballerina" drew
 * nothing.
 */
export function ballerina() {
  const f: string[] = [];
  const s: string[] = [];
  // legs and pointe shoes with their ribbons
  f.push(path(roundRect(32.6, 44, 35.4, 60.5, 1.3)), path(roundRect(36.6, 44, 39.4, 60.5, 1.3)));
  f.push(path('M32.4 59.5H35.6L35.2 64.6Q34 65.6 32.8 64.6Z'), path('M36.4 59.5H39.6L39.2 64.6Q38 65.6 36.8 64.6Z'));
  s.push('M32.6 57L35.4 55.4M36.6 55.4L39.4 57');
  // arms curved out to the sides, hands a little raised
  f.push(path('M30.5 27.5Q24 27.5 19.5 24Q18 23.2 17.4 24.6Q17.2 25.8 18.6 26.6Q24 30.6 31 31.5Z'));
  f.push(path('M41.5 27.5Q48 27.5 52.5 24Q54 23.2 54.6 24.6Q54.8 25.8 53.4 26.6Q48 30.6 41 31.5Z'));
  f.push(path(circle(17.2, 23.6, 1.9)), path(circle(54.8, 23.6, 1.9)));
  // the tutu: a lower tier of scallops under an upper one, then the bodice over them
  const tier = (y: number, half: number, bumps: number) => {
    let d = `M${36 - half} ${y}Q36 ${y - 8} ${36 + half} ${y}`;
    const step = (2 * half) / bumps;
    for (let i = 0; i < bumps; i++) {
      const x0 = 36 + half - i * step;
      d += `Q${x0 - step / 2} ${y + 4} ${x0 - step} ${y}`;
    }
    return path(`${d}Z`);
  };
  f.push(tier(46.5, 19, 7), tier(43.5, 15, 6));
  f.push(path('M31 25Q36 23.8 41 25L40.2 40.5Q36 41.6 31.8 40.5Z'));
  s.push('M31.6 28.6Q33.8 27.2 36 29Q38.2 27.2 40.4 28.6');
  const { face, d } = slimHead(f, s);
  // hair smoothed back into a bun, a little tiara in front of it
  f.push(path(circle(36, 4.6, 3.2)));
  f.push(path('M28.6 13.6Q28.6 6.6 36 6.6Q43.4 6.6 43.4 13.6Q40.6 9.8 36 10Q31.4 9.8 28.6 13.6Z'));
  f.push(path('M32.4 7.6L33.4 5.2L34.8 6.6L36 4.4L37.2 6.6L38.6 5.2L39.6 7.6Q36 6.8 32.4 7.6Z'));
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d, c: face };
}

/**
 * A friendly pirate drawn whole: a three-cornered hat with a skull and crossbones, a striped shirt under an open
 * waistcoat, a patch over one eye, a sash with a buckle, trousers, tall boots with cuffs, and a cutlass held up in one hand. The only
 * pirate emoji is a flag, so "pirate" drew a parrot (a tag of the parrot's).
 */
export function pirate() {
  const f: string[] = [];
  const s: string[] = [];
  // legs and tall boots with turned-down cuffs
  f.push(path(roundRect(27.5, 44, 35.5, 60, 2)), path(roundRect(36.5, 44, 44.5, 60, 2)));
  f.push(path(roundRect(26.5, 54, 35.5, 65, 2.2)), path(roundRect(36.5, 54, 45.5, 65, 2.2)));
  f.push(path(roundRect(25.8, 52.5, 36.2, 56, 1)), path(roundRect(35.8, 52.5, 46.2, 56, 1)));
  // the cutlass, held up in the right hand: a curved blade, a guard, a grip
  f.push(path('M51 40Q54 27 62.5 19.5Q61 28 53.6 41Z'));
  f.push(path('M48.6 41.2L56.2 39.2Q57 40.6 55.8 41.6L49.4 43.2Z'));
  // arms and hands (the right one raised to the cutlass's grip)
  f.push(path('M27.5 27L20.8 42Q19.8 44.5 22.2 45.3L23.9 45.9Q26.2 46.6 27 44.2L31.5 31Z'));
  f.push(path('M44.5 27L50.8 37.6Q52 40 50 41.2L48.4 42.2Q46.4 43.2 45.4 41L40.5 31Z'));
  f.push(path(circle(22.6, 46.6, 2.7)), path(circle(51.4, 42.6, 2.6)));
  // the striped shirt, the open waistcoat, the sash with its buckle and hanging ends
  f.push(path(roundRect(26, 24, 46, 46, 4)));
  s.push('M30.5 29H41.5M30.5 33H41.5M30.5 37H41.5');
  f.push(path('M26 28Q26 24 30 24H31.5V42H26Z'), path('M46 28Q46 24 42 24H40.5V42H46Z'));
  f.push(path(roundRect(26, 41, 46, 45.5, 0.8)), path(roundRect(33.6, 40.4, 38.4, 46.1, 0.8)));
  f.push(path('M39 45.5L42.5 45.5L43.5 51L40.2 50Z'));
  // the neck, the face, a bandana's knot under the hat
  f.push(path(roundRect(33.5, 20, 38.5, 25.5, 1)));
  const face = path(circle(36, 14.5, 8));
  f.push(face);
  // one eye, the other under a patch on a strap
  const d = `<path d="${circle(33.2, 15, 1)}${circle(38.8, 15, 1.9)}"/>`;
  s.push('M33.6 18.2Q36 20 38.4 18.2', 'M40.5 14.2L43.8 13.2');
  // the three-cornered hat: its crown, the brim turned up, the skull and crossbones on the front
  f.push(path('M27.5 10Q27 1.6 36 1.4Q45 1.6 44.5 10Z'));
  f.push(path('M21.5 8.2Q27 12.4 36 11.2Q45 12.4 50.5 8.2Q49.5 13.6 44 13.2Q40 12.6 36 13.4Q32 12.6 28 13.2Q22.5 13.6 21.5 8.2Z'));
  f.push(path(circle(36, 5.6, 2.2)), path(circle(35.2, 5.5, 0.55)), path(circle(36.8, 5.5, 0.55)));
  s.push('M33 8.6L39 10.2M39 8.6L33 10.2');
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d, c: face };
}
