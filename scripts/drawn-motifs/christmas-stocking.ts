// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// A Christmas stocking. No emoji draws one (the socks are everyday clothes): "a Christmas stocking", "bas de Noël",
// "meia de Natal", 크리스마스 양말 drew a Christmas tree, 聖誕襪 Santa, "Weihnachtsstrumpf" nothing.
import { addFace, art, done, type Art, type Drawn } from './art';
import { gift, heart, roundStar } from './christmas';
import { cutTo, hem, stripesOn } from '../../lib/studio/art-kit/figures-kit';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { along, band, circle, ellipse, path, type Pt } from '../../lib/studio/art-kit/shapes';

/** The stocking's outline, the toe pointing right: one closed shape of absolute M L C, for cutting its patches to. */
const STOCKING = 'M13 30L13 50C13 62 21 69 32 69L55 69C63 69 68 65 68 58C68 51 62 47.5 55 47.5L47 47.5L47 30Z';

/** A candy cane standing with its hook to the left at the top, its stripes as areas cut to it. */
function candyCane(a: Art) {
  const line: Pt[] = along(
    [20.5, 34],
    [
      [
        [20.5, 20],
        [20.5, 10],
        [16, 7],
      ],
      [
        [11.5, 4],
        [6.5, 7],
        [7.5, 13],
      ],
    ],
    18,
  );
  const cane = band(line, () => 5.4).d;
  a.f.push(path(cane));
  // slanting stripes, so they wrap round the hook as well as the stick
  const stripes = Array.from({ length: 5 }, (_, i): [number, number] => [3 + i * 6.6, 6.2 + i * 6.6]);
  a.f.push(...stripesOn(cane, stripes, -7));
}

/** A teddy bear's head peeking out: round ears with inner ears, the head, the house's face and a little nose. */
function teddyHead(a: Art, x: number, y: number) {
  for (const side of [-1, 1]) a.f.push(path(circle(x + side * 6.4, y - 5.6, 3.2)), path(circle(x + side * 6.4, y - 5.6, 1.6)));
  a.f.push(path(circle(x, y, 8.2)));
  addFace(a, kawaiiFace(x, y, 0.72));
  a.f.push(path(ellipse(x, y + 0.4, 1.2, 0.8)));
}

/**
 * A Christmas stocking full of presents: a candy cane, a teddy bear's head and a wrapped gift
 * peeking out of it; a fluffy scalloped cuff with snowflake dots; stripes round its leg, a patch on the heel and on
 * the toe, a star and two hearts on the foot.
 */
export function christmasStocking(): Drawn {
  const a = art();
  // the presents, behind the stocking's cuff
  candyCane(a);
  gift(a.f, a.s, 37, 53, 13, 28, 'dots');
  teddyHead(a, 29, 16);
  // the stocking: its leg and foot, stripes round the leg, the heel's and the toe's patches
  a.f.push(path(STOCKING));
  a.f.push(
    ...stripesOn(STOCKING, [
      [35.6, 39.6],
      [43, 47],
    ]),
  );
  a.f.push(...cutTo(STOCKING, 'M8 54C17 54 25 61 27 74L8 74Z'));
  a.f.push(...cutTo(STOCKING, 'M58 44C55 52 55.6 62 60 74L74 74L74 44Z'));
  // the star and hearts on the foot
  a.f.push(path(roundStar(42, 59, 5)), path(heart(32.4, 56, 3.6)), path(heart(51, 55.2, 3.6)));
  // the fluffy cuff with snowflake dots
  a.f.push(path(`M10 25Q10 22 13 22H47Q50 22 50 25V31.4${hem(50, 10, 31.4, 7, 1.4)}Z`));
  for (const x of [16, 23, 30, 37, 44]) a.f.push(path(circle(x, x % 2 ? 26.6 : 27.8, 1.2)));
  return done(a);
}
