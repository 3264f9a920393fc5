// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { arms, grownHead, HEAD, legs, neck, trousersAndShirt } from './family-kit';
import { figure, limb, mirrorX, type Figure } from '../../lib/studio/art-kit/figures-kit';
import { circle, fleece, path, r2, roundRect } from '../../lib/studio/art-kit/shapes';

/** Round glasses over the eyes of a grown-up's head (family-kit.ts), the bridge and the arms back to the ears: lines. */
function glasses(s: string[]) {
  const [y, dx, r] = [HEAD.y + 0.1, 3.2, 2.3];
  for (const x of [HEAD.x - dx, HEAD.x + dx]) s.push(circle(x, y, r));
  s.push(`M${r2(HEAD.x - dx + r)} ${y}Q${HEAD.x} ${r2(y - 1)} ${r2(HEAD.x + dx - r)} ${y}`);
  s.push(`M${r2(HEAD.x - dx - r)} ${y}L${r2(HEAD.x - HEAD.rx + 1)} ${r2(y - 0.6)}M${r2(HEAD.x + dx + r)} ${y}L${r2(HEAD.x + HEAD.rx - 1)} ${r2(y - 0.6)}`);
}

/**
 * The grandmother: grey curls round her head and in a bun on top, glasses; a blouse with a round collar and a
 * brooch under a cardigan with pockets and a ribbed hem, a pleated skirt to the calves, shoes with a little heel;
 * a knitting basket with balls of wool and the needles in it hanging from her hand.
 */
export function grandma(): Figure {
  const f: string[] = [];
  const s: string[] = [];
  // the bun on top, the curls round the head behind it
  f.push(path(fleece(36, 4.4, 3.6, 3, 8, 0.8)));
  s.push('M34.4 4.6Q35 2.8 36.8 3.4Q37.8 4.6 36.2 5.4');
  f.push(path(fleece(36, 13.4, 9, 8, 14, 1)));
  legs(f, 54, 61.8, { w0: 3.2, w1: 1.9, gap: 3.4, shoe: 'heel' });
  // the skirt, its pleats
  f.push(path('M27.4 43H44.6L47.2 56Q36 57.6 24.8 56Z'));
  s.push('M31.6 45.6L30.6 56.4M36 45.6V56.8M40.4 45.6L41.4 56.4');
  neck(f);
  // the cardigan, the blouse showing in its V, the blouse's collar and a brooch; the cardigan's buttons, pockets
  // and ribbed hem
  f.push(path('M29.6 26.2Q36 28 42.4 26.2Q45.6 27 45.8 30.6L46.4 46.2H25.6L26.2 30.6Q26.4 27 29.6 26.2Z'));
  f.push(path('M32.6 26.8Q36 27.8 39.4 26.8L36 38.2Z'));
  const flap = 'M36 28.2Q33.2 26.6 31.6 27.4Q31.8 30.2 34.4 30.4Q35.8 30 36 28.2Z';
  f.push(path(flap), path(mirrorX(flap)));
  f.push(path(fleece(36, 31.2, 0.9, 0.9, 6, 0.5)));
  s.push('M36 38.2V44');
  for (const y of [39.6, 42.2]) f.push(path(circle(37.3, y, 0.75)));
  f.push(path(roundRect(27.6, 37.6, 32.4, 41.8, 0.6)), path(roundRect(39.6, 37.6, 44.4, 41.8, 0.6)));
  f.push(path('M25.7 44H46.3L46.4 46.6H25.6Z'));
  for (let x = 27; x < 46; x += 1.6) s.push(`M${r2(x)} 44.2V46.4`);
  // the knitting basket in her left hand: the handle, two balls of wool with the needles stuck in, the basket woven
  f.push(path('M42.6 51.6Q42.4 44.8 46.6 44.8Q50.8 44.8 50.6 51.6H49.4Q49.6 46.2 46.6 46.2Q43.6 46.2 43.8 51.6Z'));
  f.push(path(limb([45.4, 50], [46.6, 46], [48, 42.4], [49.8, 38.4], 0.9)), path(limb([47.4, 50], [49.4, 46.4], [51.6, 43.4], [53.8, 40.6], 0.9)));
  f.push(path(circle(49.9, 38.2, 0.8)), path(circle(53.9, 40.4, 0.8)));
  f.push(path(circle(44.6, 50.2, 2.4)), path(circle(48.8, 49.8, 2.6)));
  s.push('M42.8 49Q44.6 50.2 44.4 52.4M46.8 48.6Q49 49.4 49.2 52.2M48.4 47.4Q50.6 48.2 51.2 50.4');
  f.push(path('M40.6 51.2H52.6L51.4 58.6Q46.6 59.6 41.8 58.6Z'), path(roundRect(40.2, 50.6, 53, 52.6, 0.8)));
  s.push('M41.4 55.2Q46.6 56.2 51.8 55.2M44.6 52.6L45 58.8M48.6 52.6L48.2 58.8');
  // the arms in the cardigan's sleeves, ribbed cuffs, the hands
  arms(f, { out: 7.8, top: 29, w: 4.6, wrist: [10.4, 43.4] });
  // the head, glasses, the curls over the forehead
  const { head, d } = grownHead(f, s);
  glasses(s);
  for (const [x, y] of [
    [30.4, 9.6],
    [33.2, 7.9],
    [36.2, 7.4],
    [39.2, 7.9],
    [41.8, 9.8],
  ] as const) {
    f.push(path(circle(x, y, 1.9)));
    s.push(`M${r2(x - 0.9)} ${r2(y + 0.3)}Q${r2(x - 0.6)} ${r2(y - 1)} ${r2(x + 0.4)} ${r2(y - 0.6)}Q${r2(x + 0.9)} ${r2(y + 0.4)} ${x} ${r2(y + 0.6)}`);
  }
  return figure(f, s, d, head);
}

/**
 * The grandfather: a hat with a band and a brim, grey hair over the ears, glasses and a bushy moustache; a
 * buttoned waistcoat with pockets over a shirt with a bow tie, trousers, lace-up shoes; a walking stick with a
 * crook in his left hand.
 */
export function grandpa(): Figure {
  const f: string[] = [];
  const s: string[] = [];
  // the walking stick: its crook under his hand, the stick to the ground
  f.push(path('M46.4 44.6Q46.4 41 49.4 41Q52.6 41 52.6 44.6V66H51.2V44.6Q51.2 42.4 49.4 42.4Q47.8 42.4 47.8 44.6Z'));
  trousersAndShirt(f, s);
  f.push(path('M27.4 28.4L33 27.4L36 36L39 27.4L44.6 28.4L45.2 42.6L36 45.6L26.8 42.6Z'));
  s.push('M36 36V45.4');
  for (const y of [37.8, 40.6, 43.4]) f.push(path(circle(37.2, y, 0.7)));
  s.push('M28.8 38.6H32.6M39.4 38.6H43.2');
  const point = 'M36 28.4L31.4 26.8L32.4 30.8Z';
  f.push(path(point), path(mirrorX(point)));
  f.push(path('M36 29.2L32.8 27.6V31.4Z'), path('M36 29.2L39.2 27.6V31.4Z'), path(roundRect(35, 28.2, 37, 30.2, 0.5)));
  // the arms in the shirt's sleeves, cuffs, the hands (the left one on the stick's crook)
  arms(f, { out: 8.6, top: 29, w: 4.8, wrist: [11, 42.2] });
  // the head, the grey hair over his ears, glasses, the moustache, the hat
  const { head, d } = grownHead(f, s, { smileX: 2.2, smileY: 7, smileLow: 8.4 });
  for (const side of [-1, 1]) {
    const X = (x: number) => r2(36 + side * (x - 36));
    f.push(path(fleece(X(29.4), 13.4, 1.6, 2.4, 6, 0.7)));
  }
  glasses(s);
  const half = 'M36 18.5Q35.2 17.6 33.8 17.8Q32.2 18.2 32.2 19.9Q33.4 19.2 34.4 19.5Q35.4 19.8 36 19.1Z';
  f.push(path(half), path(mirrorX(half)));
  f.push(path('M29.4 10C29.2 4.8 31.6 2.6 36 2.6C40.4 2.6 42.8 4.8 42.6 10Z'));
  s.push('M33.6 3.4Q36 5.4 38.4 3.4');
  f.push(path('M29.2 7.6H42.8V10H29.2Z'));
  f.push(path('M24.8 11Q25.8 8.8 29.4 9.2Q36 10 42.6 9.2Q46.2 8.8 47.2 11Q46.6 12.6 44 12.4Q36 11.4 28 12.4Q25.4 12.6 24.8 11Z'));
  return figure(f, s, d, head);
}
