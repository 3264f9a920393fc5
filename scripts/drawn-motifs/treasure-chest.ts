// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// A pirate's treasure chest. No emoji draws one: "a treasure chest" found nothing, and Japanese 宝箱 a wrapped gift.
import { addFace, art, done, type Art, type Drawn } from './art';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { circle, path, poly, r2, roundRect } from '../../lib/studio/art-kit/shapes';

/** A gold coin face on: its rim and the ring inside it, two areas. */
function coin(a: Art, x: number, y: number, r: number) {
  a.f.push(path(circle(x, y, r)), path(circle(x, y, r2(r * 0.62))));
}

/** A coin lying on the ground, seen from the side: its top an ellipse over its edge. */
function lyingCoin(a: Art, x: number, y: number, r: number) {
  a.f.push(path(`M${r2(x - r)} ${y}V${r2(y + 1.6)}A${r} ${r2(r * 0.4)} 0 0 0 ${r2(x + r)} ${r2(y + 1.6)}V${y}Z`));
  a.f.push(path(`M${r2(x - r)} ${y}A${r} ${r2(r * 0.4)} 0 1 1 ${r2(x + r)} ${y}A${r} ${r2(r * 0.4)} 0 1 1 ${r2(x - r)} ${y}Z`));
}

/**
 * An open treasure chest face on: its lid thrown back behind it with two iron straps, gold coins heaped over its
 * rim with a cut gem and a pearl necklace among them, the box with a rim band, two iron straps and a hasp with a
 * keyhole, the house's face on its front, and two coins fallen on the ground before it.
 */
export function treasureChest(): Drawn {
  const a = art();
  // the lid, open: its inside facing us, a panel inset, two straps
  a.f.push(path('M8 33L5 9.5C5 6 8 4 12 4H60C64 4 67 6 67 9.5L64 33Z'));
  a.f.push(path('M12.5 30L10.5 11.5C10.5 10 11.5 9 13 9H59C60.5 9 61.5 10 61.5 11.5L59.5 30Z'));
  for (const x of [17, 49])
    a.f.push(
      path(
        poly([
          [x, 4],
          [x + 6, 4],
          [x + 6.3, 33],
          [x - 0.3, 33],
        ]),
      ),
    );
  // the heap of coins over the rim, the gem and the pearls among them
  for (const [x, y, r] of [
    [14, 31, 5],
    [24, 27, 5.4],
    [58, 31, 5],
    [47, 26.5, 5.4],
    [36, 24.5, 5.6],
    [19, 34, 4.6],
    [30, 31, 5],
    [42, 31.5, 5],
    [53, 34, 4.6],
  ] as const)
    coin(a, x, y, r);
  a.f.push(path('M33 13.5H39L42 17L36 24L30 17Z'), path('M30 17H42L39 13.5L37.5 17L36 13.5L34.5 17L33 13.5Z'));
  a.s.push('M36 17L36 24');
  for (let i = 0; i < 7; i++) {
    const t = i / 6;
    a.f.push(path(circle(r2(58 + 8 * t), r2(24 + 10 * t * t), 1.5)));
  }
  // the box: its body, the rim band along its top, two straps, the hasp with its keyhole
  a.f.push(path(roundRect(6, 36, 66, 67, 3)));
  a.f.push(path('M4.5 34.5H67.5V41.5H4.5Z'));
  for (const x of [12, 54])
    a.f.push(
      path(
        poly([
          [x, 41.5],
          [x + 6, 41.5],
          [x + 6, 67],
          [x, 67],
        ]),
      ),
    );
  a.f.push(path(roundRect(31, 38, 41, 48.5, 2)), path('M35.1 43.5A1.9 1.9 0 1 1 36.9 43.5L37.5 46.6H34.5Z'));
  // nail heads on the straps
  for (const x of [15, 57]) for (const y of [45, 55, 63]) a.f.push(path(circle(x, y, 1)));
  addFace(a, kawaiiFace(36, 56, 0.9));
  // coins fallen on the ground in front
  lyingCoin(a, 10, 66.5, 4.2);
  lyingCoin(a, 64, 67.5, 3.6);
  return done(a);
}
