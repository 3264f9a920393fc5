// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { ARCH_R, SILL, WHEEL_R, WHEEL_Y } from './town-cars';
import { arch, art, done, type Drawn, onArch, rider, wheels } from './road-kit';
import { circle, ellipse, path, r2, roundRect } from '../../lib/studio/art-kit/shapes';

const FRONT = 14.6;
const REAR = 49.8;
const BED = 33; // where the cab ends and the open bed begins
const END = 65.4; // the tailgate

/** An apple peeping over the crate: round, a stalk and a leaf to its left. */
function apple(f: string[], s: string[], x: number, y: number, r: number) {
  const top = y - r;
  const at = (dx: number, dy: number) => `${r2(x + dx)} ${r2(top + dy)}`;
  f.push(path(circle(x, y, r)));
  s.push(`M${at(0, 0.4)}Q${at(0.1, -1.2)} ${at(0.9, -2)}`);
  f.push(path(`M${at(-0.2, -0.4)}Q${at(-2.2, -3.4)} ${at(-4.6, -2)}Q${at(-2.4, 0.4)} ${at(-0.2, -0.4)}Z`));
}

/**
 * The pickup truck side-on facing left: a round-nosed hood, a tall cab with the driver in its window, a door with
 * a handle, a headlight, a mirror and bumpers; behind the cab the open bed, its rail along the top, a tail light
 * at its back, and in it a crate of apples and an orange and a dog looking out over the side, its paws on the
 * rail: floppy ears, a muzzle with a nose, eyes and a smile, a tongue and a collar with a tag.
 */
export function pickupTruck(): Drawn {
  const a = art();
  // the crate of fruit in the bed: the fruit peeping over it, then the crate with a hand hole and a plank seam
  a.f.push(path(circle(41.5, 20.4, 3.5)));
  a.s.push('M41.1 17.2Q41.8 16.5 42.5 17');
  apple(a.f, a.s, 37.9, 22.4, 3.2);
  apple(a.f, a.s, 45.1, 22.4, 3.2);
  a.f.push(path(roundRect(34.8, 24.4, 48.2, 36, 1)), path(roundRect(38.4, 26.4, 44.6, 29.2, 1.3)));
  a.s.push('M34.8 31.4H48.2');
  // the dog: its chest, its head, the ears flopping over the head's sides, its collar with a tag
  const [dx, dy] = [57.2, 17.2];
  const Y = (y: number) => r2(dy + y);
  a.f.push(path(`M${r2(dx - 7)} 36Q${r2(dx - 7.6)} ${Y(5.2)} ${dx} ${Y(5.2)}Q${r2(dx + 7.6)} ${Y(5.2)} ${r2(dx + 7)} 36Z`));
  const head = ellipse(dx, dy, 6.4, 5.9);
  a.f.push(path(head));
  a.c.push(path(head));
  for (const side of [-1, 1]) {
    const X = (x: number) => r2(dx + side * x);
    a.f.push(
      path(
        `M${X(3.6)} ${Y(-5.3)}Q${X(8.9)} ${Y(-6.5)} ${X(8.7)} ${Y(0.8)}Q${X(8.5)} ${Y(5.8)} ${X(6.7)} ${Y(5.6)}Q${X(5.4)} ${Y(5.2)} ${X(5.6)} ${Y(1.2)}Q${X(5.4)} ${Y(-3)} ${X(3.6)} ${Y(-5.3)}Z`,
      ),
    );
  }
  a.f.push(
    path(`M${r2(dx - 5.4)} ${Y(6.6)}Q${dx} ${Y(8.8)} ${r2(dx + 5.4)} ${Y(6.6)}L${r2(dx + 5.8)} ${Y(9)}Q${dx} ${Y(11.4)} ${r2(dx - 5.8)} ${Y(9)}Z`),
    path(circle(dx, Y(11.6), 1.6)),
  );
  // the muzzle, its nose, the smile and the tongue under it
  a.f.push(path(ellipse(dx, Y(3.2), 3.6, 2.6)));
  a.f.push(path(`M${r2(dx - 1)} ${Y(5.2)}Q${r2(dx - 1.1)} ${Y(7.9)} ${dx} ${Y(7.9)}Q${r2(dx + 1.1)} ${Y(7.9)} ${r2(dx + 1)} ${Y(5.2)}Z`));
  a.s.push(`M${r2(dx - 2.2)} ${Y(3.7)}Q${dx} ${Y(5.6)} ${r2(dx + 2.2)} ${Y(3.7)}`);
  a.d.push(path(`${circle(r2(dx - 2.4), Y(-0.8), 0.95)}${circle(r2(dx + 2.4), Y(-0.8), 0.95)}${ellipse(dx, Y(2), 1.4, 0.9)}`));
  // the cab: a slanted windscreen, a round-cornered roof, a square back; the driver in its window
  a.f.push(path(`M12.6 37.6L17.6 18.4Q18.4 15.8 21 15.8H${BED - 3}Q${BED} 15.8 ${BED} 18.8V37.6Z`));
  a.f.push(path(`M16 34.6L20.2 20.2Q20.7 18.6 22.4 18.6H${BED - 2.6}V34.6Z`));
  rider(a, 24.6, 26.2, 0.96, 34.6, 'bun');
  // the mirror at the foot of the windscreen
  a.f.push(path(roundRect(9.6, 30.8, 15.4, 35.4, 1.6)));
  // the body from the nose to the tailgate, an arch over each wheel
  a.f.push(
    path(
      `M12.6 36.8H${END - 3}Q${END} 36.8 ${END} 39.8V52.5Q${END} 55.5 ${END - 3} 55.5${arch(REAR, ARCH_R, SILL)}${arch(FRONT, ARCH_R, SILL)}H4.4Q1.6 55.5 1.6 52.5V41.2Q1.6 38.4 4.6 38Z`,
    ),
  );
  // the bed's rail along its top, with the dog's paws over it
  a.f.push(path(roundRect(BED - 0.4, 34.2, END + 0.4, 37.8, 1.2)));
  for (const x of [r2(dx - 4), r2(dx + 4)]) {
    const [l, r] = [r2(x - 2.2), r2(x + 2.2)];
    a.f.push(path(`M${l} 35.6Q${l} 33 ${x} 33Q${r} 33 ${r} 35.6Q${r} 36.6 ${r2(x + 1.2)} 36.6H${r2(x - 1.2)}Q${l} 36.6 ${l} 35.6Z`));
    a.s.push(`M${r2(x - 0.7)} 35.2V36.6M${r2(x + 0.7)} 35.2V36.6`);
  }
  // the door lines (the back one the cab's end, where the bed begins), the handle, the bed's tail light
  const doorFront = 16.4;
  a.s.push(`M${doorFront} 37.6V${onArch(FRONT, ARCH_R, SILL, doorFront)}M${BED} 37.8V${SILL}`);
  a.f.push(path(roundRect(26.6, 39.8, 31.2, 42, 1.1)));
  a.f.push(path(roundRect(END - 3.8, 39.8, END, 46, 1.1)));
  // the headlight at the nose, bumpers at both ends
  a.f.push(path(roundRect(1.6, 40, 7.2, 44.6, 1.4)));
  a.f.push(path(roundRect(0.4, 48, 7.2, 54, 2)), path(roundRect(END - 5, 48.6, END + 1, 54, 2)));
  wheels(a, [FRONT, WHEEL_Y, WHEEL_R], [REAR, WHEEL_Y, WHEEL_R]);
  return done(a, 2.8);
}
