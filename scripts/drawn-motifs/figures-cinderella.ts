// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Cinderella. No emoji names her: "Cinderella", "Aschenputtel", "Cenicienta", シンデレラ, 灰姑娘 drew nothing.
import { type Figure } from '../../lib/studio/art-kit/figures-kit';
import { princess } from './figures-princess';
import { movePath, path, sparkle } from '../../lib/studio/art-kit/shapes';

/** The slipper drawn a fifth larger than its path data, its toe and sole kept at the page's edge and her feet's level. */
const big = (d: string) => movePath(d, 1.2, -14.7, -14);

/**
 * Cinderella at the ball, as picture books show her: the princess in her ball gown (figures-princess.ts), her arms
 * at her sides rather than holding a wand, and the glass slipper she lost standing beside her hem, a heeled shoe
 * with its opening, a bow on the toe, a shine across it and sparkles round it.
 */
export function cinderella(): Figure {
  const p = princess({ wand: false });
  const f = [
    // the slipper, its toe to the right: the shoe with its heel, the opening for the foot
    path(
      big(
        'M55.4 55.4Q53.8 59 55.8 62.4L56.6 69.8H59.6L60.8 64.6Q63.8 65 66.2 67.4Q67.4 68.6 69.4 68.6Q71.9 68.4 71.7 65.6Q71.3 62.6 66.4 60.8Q62.6 59.6 60.2 59.2Q57.6 58 55.4 55.4Z',
      ),
    ),
    // the opening for the foot, and a little bow on the toe
    path(big('M56.2 56.8Q58.4 59.8 62.6 60.2Q59.6 61.4 57.4 60.6Q55.8 59.6 56.2 56.8Z')),
    path(big('M64.6 60.6Q65.4 58.2 67.2 59.2Q67 61 65.4 61.4Z')),
    // sparkles round it, and one by her shoulder
    path(sparkle(64.6, 49.6, 3.6)),
    path(sparkle(70.2, 54.4, 2.4)),
    path(sparkle(55.6, 47.4, 2)),
  ];
  const shine = `<path d="${big('M64.4 63.4Q67.2 64 69.2 66M58.8 63.4L58.4 67.4')}"/>`;
  return { ...p, f: p.f + f.join(''), s: p.s + shine };
}
