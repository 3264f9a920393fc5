// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { slimHead } from './people';
import { circle, path, roundRect } from '../../lib/studio/art-kit/shapes';

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
