// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { arms, grownHead, HEAD, JUMPER, legs, neck, trousersAndShirt } from './family-kit';
import { grandma, grandpa } from './family-grandparents';
import { cutTo, figure, mirrorX, spotsOn, stripesOn, wavyHair, type Figure } from '../../lib/studio/art-kit/figures-kit';
import { circle, ellipse, fleece, path, r2, roundRect } from '../../lib/studio/art-kit/shapes';

export type GrownUp = 'woman' | 'man' | 'grandma' | 'grandpa';

/**
 * A mother, a father, a grandmother or a grandfather drawn whole, as the storybook people are (figures-*.ts), for
 * the pages people make for Mother's Day, Father's Day and the family: the emoji are busts, and "mom", "dad" or
 * "grandma" drew a hat, a cap or nothing. Each has a grown-up's longer head with brows and a kind smile
 * (family-kit.ts), sleeves bending to hands, legs narrowing to the ankles and shoes turned out.
 */
export function grownUp(who: GrownUp): Figure {
  if (who === 'grandma') return grandma();
  if (who === 'grandpa') return grandpa();
  return who === 'woman' ? mother() : father();
}

/**
 * The mother: hair to her shoulders, flipping out at the ends, a flower in it; a dress with a round collar, buttons,
 * a belt and a flared skirt with polka dots, puffed sleeves; shoes with a strap; a handbag hanging from her hand.
 */
function mother(): Figure {
  const f: string[] = [];
  const s: string[] = [];
  // the hair behind her head, down to the shoulders and curling out at the ends
  f.push(
    path(
      wavyHair(
        4.8,
        [44, 12.6],
        [
          [47.2, 18, 45.8, 22.6],
          [46.8, 26.8, 48.4, 28.2],
          [44.2, 29.6, 41.8, 26],
        ],
      ),
    ),
  );
  legs(f, 50, 61.6, { w0: 3.4, w1: 2.1, gap: 3.2, shoe: 'strap' });
  neck(f);
  // the handbag's handle, held in her left hand
  f.push(path('M45 51.4Q44.6 44.4 48.4 44.4Q52.2 44.4 51.8 51.4H50.6Q50.8 45.8 48.4 45.8Q46 45.8 46.2 51.4Z'));
  // the dress: a fitted bodice, a belt at the waist, the skirt flaring to the knees, polka dots on it
  const dress = 'M30.4 26.4Q36 28.4 41.6 26.4Q44.4 27 44.2 30L42 38.4Q46.4 45.6 48.6 52.6Q36 55.4 23.4 52.6Q25.6 45.6 30 38.4L27.8 30Q27.6 27 30.4 26.4Z';
  f.push(path(dress));
  f.push(
    ...spotsOn(dress, [
      [29.6, 44.2, 1.1],
      [36, 43.2, 1.1],
      [42.4, 44.2, 1.1],
      [26.6, 50.2, 1.1],
      [32.8, 48.6, 1.1],
      [39.2, 48.6, 1.1],
      [45.4, 50.2, 1.1],
      [36, 52.8, 1.1],
    ]),
  );
  f.push(...cutTo(dress, 'M20 37L52 37L52 40L20 40Z'), path(roundRect(34.4, 36.6, 37.6, 40.4, 0.7)));
  for (const y of [31.4, 34.4]) f.push(path(circle(36, y, 0.75)));
  // the round collar, one flap each side of the neck
  const flap = 'M36 27.6Q32.6 26.2 30.6 27.2Q30.4 30.6 33.8 30.8Q35.6 30.6 36 27.6Z';
  f.push(path(flap), path(mirrorX(flap)));
  // the arms, bare below the puffed sleeves, hands at her sides; the handbag hanging from the left
  arms(f, { out: 7.2, top: 29, w: 4.4, sleeveEnd: 0.3, bare: 2.9, wrist: [10.2, 43.6] });
  f.push(path(ellipse(28.4, 29.4, 3.4, 3)), path(ellipse(43.6, 29.4, 3.4, 3)));
  s.push('M27.2 26.8Q26 29.4 27.2 32M44.8 26.8Q46 29.4 44.8 32');
  f.push(path('M43.4 50.6H53.4L54.4 57.2Q48.4 58.6 42.4 57.2Z'), path('M43.4 50.6H53.4L52.8 54Q48.4 55.2 44 54Z'), path(circle(48.4, 54.4, 0.9)));
  // the head, the side-swept fringe, a flower over her ear
  const { head, d } = grownHead(f, s);
  f.push(path(`M${HEAD.x - HEAD.rx + 0.1} 15.6C28.2 9.2 31.6 5.6 36 5.6C40.4 5.6 43.8 9 43.4 15.6Q42.4 12 39.6 10.2Q36.4 13.6 31.2 12.8Q29.4 13.8 28.5 15.6Z`));
  s.push('M40.6 7.4Q36.4 8.2 33.4 11.8');
  f.push(path(fleece(42.6, 9.4, 1.5, 1.5, 5, 1)), path(circle(42.6, 9.4, 0.9)));
  return figure(f, s, d, head);
}

/**
 * The father, as a picture book dresses a dad (he had been a plain shirt and tie beside the mother's polka-dot dress
 * and the grandparents' cardigan and waistcoat): thick hair with a side parting and a wave lifting off the forehead;
 * a V-neck jumper over a shirt whose collar shows, a band of diamonds across the chest, a ribbed hem; trousers with
 * creases; lace-up shoes with their laces.
 */
function father(): Figure {
  const f: string[] = [];
  const s: string[] = [];
  // trousers and the jumper's body (family-kit.ts), its laces on the shoes' tongues
  trousersAndShirt(f, s);
  for (const x of [32.1, 39.9]) s.push(`M${r2(x - 1.4)} 61.7H${r2(x + 0.9)}M${r2(x - 1.7)} 62.7H${r2(x + 0.6)}`);
  // the shirt in the V of the neck, its collar's points over the jumper
  f.push(path('M31.6 26.8Q36 28 40.4 26.8L36 34Z'));
  const point = 'M36 29L31.2 26.6L32.4 30.6Z';
  f.push(path(point), path(mirrorX(point)));
  s.push('M30.6 27.2L36 35.6L41.4 27.2');
  // a band of diamonds across the chest, the ribbed hem
  f.push(...stripesOn(JUMPER, [[36, 40]]));
  for (const x of [29.2, 32.6, 36, 39.4, 42.8]) f.push(path(`M${x} 36.4L${r2(x + 1.5)} 38L${x} 39.6L${r2(x - 1.5)} 38Z`));
  f.push(path('M26.8 40.6H45.2L45 42.6H27Z'));
  for (let x = 28.2; x < 44.5; x += 1.6) s.push(`M${r2(x)} 40.8V42.4`);
  // the arms in the jumper's sleeves, their cuffs, the hands
  arms(f, { out: 8.6, top: 29, w: 4.8, wrist: [11, 43.8] });
  // the head; the thick hair, its side parting and the wave lifting off the forehead
  const { head, d } = grownHead(f, s);
  f.push(path('M28.6 15.6C27.4 8.2 30.8 4.2 36.2 4.2C41.8 4.2 45 8 43.4 15.6Q43 11.8 41.2 10.2Q38 10.6 35 8.8Q32.8 10.8 30.2 10.6Q29 12.6 28.6 15.6Z'));
  s.push('M32.8 4.8Q33.4 7.4 35 8.8', 'M35 8.8Q38.4 5.8 42.2 7.6');
  return figure(f, s, d, head);
}
