// The child figure's hair as clear shapes a reader names at a glance (child-figure.ts): a girl's pigtails with
// bows, a ponytail with a bow, long hair falling past her shoulders with a bow; a boy's short hair with a
// fringe, spiky hair, a cap with a peak. Each girl's hair reaches below her chin or stands out in pigtails, so she
// reads as a girl at thumbnail size. Ours (MIT).
import { mirrorX, wavyHair } from '../art-kit/figures-kit';
import { r2 } from '../art-kit/shapes';
import { CX, HEAD, type Figure } from './child-figure-body';

/** 'hooded': only the fringe shows, under Red Riding Hood's hood (child-hood.ts). */
export type Hair = 'short' | 'spiky' | 'cap' | 'pigtails' | 'ponytail' | 'long' | 'hooded';

/** A point given as an offset from the head's middle. */
const H = (dx: number, dy: number) => `${r2(CX + dx)} ${r2(HEAD.y + dy)}`;

/** Whether the ears show beside the hair. */
export const earsShow = (hair: Hair) => hair !== 'long' && hair !== 'pigtails' && hair !== 'hooded';

/** The hair behind the head: the pigtails' bunches, the ponytail, long hair down the back. */
export function hairBehind(g: Figure, hair: Hair) {
  if (hair === 'pigtails')
    for (const dir of [-1, 1] as const) {
      const P = (dx: number, dy: number) => H(dir * dx, dy);
      const d = `M${P(8.6, -7.6)}C${P(17.6, -8.4)} ${P(21.6, 3)} ${P(19.6, 11)}Q${P(18.8, 15.4)} ${P(16.4, 19)}Q${P(16.2, 12.4)} ${P(13.4, 7)}C${P(11.4, 3)} ${P(10.2, -1)} ${P(9.2, -3)}Z`;
      g.area(d);
      g.line(`M${P(14.2, -3.6)}Q${P(17.4, 3)} ${P(16.6, 12)}`);
    }
  if (hair === 'ponytail') {
    // tied high on the left, swinging out and down past the chin
    g.area(
      `M${H(-5, -10.4)}C${H(-13.4, -13.6)} ${H(-19.8, -7.6)} ${H(-19.6, 1)}C${H(-19.4, 9)} ${H(-17.8, 15)} ${H(-15, 19.6)}C${H(-16.8, 13)} ${H(-16, 5)} ${H(-12.4, -2)}Q${H(-10.2, -6)} ${H(-7.6, -8)}Z`,
    );
    g.line(`M${H(-15.6, -6.6)}Q${H(-18.2, 2)} ${H(-16.6, 12)}`);
  }
  if (hair === 'long') {
    // down the back past the shoulders in waves, curling at the ends
    g.area(
      wavyHair(
        r2(HEAD.y - 12.4),
        [47.8, 15],
        [
          [51, 20, 50, 24.6],
          [52.4, 29, 50.8, 33.4],
          [53.4, 37.6, 51, 41.6],
          [50.2, 45, 46.8, 43.2],
          [45.2, 45, 43.4, 42],
        ],
      ),
    );
  }
}

/** A bow at (x, y): two loops and the knot, turned `deg` degrees. */
export function bow(g: Figure, x: number, y: number, deg: number) {
  const a = (deg * Math.PI) / 180;
  for (const side of [-1, 1]) g.oval(x + side * 2 * Math.cos(a), y + side * 2 * Math.sin(a), 2.3, 1.4, deg + side * 18);
  g.oval(x, y, 1.1, 1.1);
}

/** The fringe over the forehead a girl's hair has, swept to one side (the princess's, on a bigger head). */
const FRINGE = `M${H(-11.5, 1.6)}C${H(-12.2, -7.6)} ${H(-6.6, -12)} ${H(0, -12)}C${H(6.6, -12)} ${H(12.2, -7.6)} ${H(11.5, 1.6)}Q${H(10, -3.6)} ${H(6, -6.2)}Q${H(2.6, -2.4)} ${H(-4.6, -3.8)}Q${H(-8.6, -2.8)} ${H(-11.5, 1.6)}Z`;

/** The hair over the head, and what is worn in it. */
export function hairOver(g: Figure, hair: Hair) {
  if (hair === 'pigtails' || hair === 'ponytail' || hair === 'long' || hair === 'hooded') {
    g.area(FRINGE);
    if (hair !== 'long' && hair !== 'hooded') g.line(`M${H(3.8, -10.6)}Q${H(-2, -9.6)} ${H(-6.6, -5.6)}M${H(8.2, -8.6)}Q${H(9.8, -6.6)} ${H(10.4, -3.6)}`);
  }
  if (hair === 'pigtails') for (const dir of [-1, 1] as const) bow(g, CX + dir * 9.8, HEAD.y - 7.2, dir * 40);
  if (hair === 'ponytail') bow(g, CX - 8.2, HEAD.y - 8.8, -40);
  if (hair === 'long') {
    // a big bow at one side, over the fringe's parting
    bow(g, CX + 7.4, HEAD.y - 8.6, 40);
  }
  if (hair === 'short') {
    // a cap of hair to the temples, its fringe in three locks
    g.area(
      `M${H(-11.4, 1.6)}C${H(-12.6, -8.8)} ${H(-6.8, -12.8)} ${H(0, -12.8)}C${H(6.8, -12.8)} ${H(12.6, -8.8)} ${H(11.4, 1.6)}Q${H(10.6, -4.4)} ${H(7.8, -5.8)}Q${H(5.6, -3.2)} ${H(3.6, -2.8)}Q${H(3.2, -4.8)} ${H(1.8, -6.2)}Q${H(-0.8, -3.2)} ${H(-3.6, -2.6)}Q${H(-3.6, -4.8)} ${H(-5, -6)}Q${H(-7.8, -3.4)} ${H(-10.2, -3)}Q${H(-11, -1)} ${H(-11.4, 1.6)}Z`,
    );
    g.line(`M${H(-2, -12.4)}Q${H(-1, -9.6)} ${H(1.8, -8.6)}`);
  }
  if (hair === 'spiky') {
    // spikes all round the top, a jagged fringe
    let d = `M${H(-11.4, 1.6)}`;
    const n = 13;
    for (let i = 0; i <= n; i++) {
      const a = ((196 + (i * 148) / n) * Math.PI) / 180,
        r = i % 2 ? 15.2 : 11.8;
      d += `L${H(r * Math.cos(a), r * Math.sin(a))}`;
    }
    d += `L${H(11.4, 1.6)}Q${H(10.4, -4.6)} ${H(7.2, -6)}L${H(5.4, -2.8)}L${H(3, -6.4)}L${H(0.6, -2.6)}L${H(-1.8, -6.4)}L${H(-4.2, -2.8)}L${H(-6.4, -6)}Q${H(-10.4, -4.6)} ${H(-11.4, 1.6)}Z`;
    g.area(d);
  }
  if (hair === 'cap') {
    // a tuft of hair at each temple, the cap's crown with its seams and button, the peak out to one side
    g.area(`M${H(-11.2, -4)}Q${H(-12.4, 0)} ${H(-11.2, 3)}Q${H(-9.4, 0)} ${H(-8.4, -3.8)}Z`);
    g.area(mirrorX(`M${H(-11.2, -4)}Q${H(-12.4, 0)} ${H(-11.2, 3)}Q${H(-9.4, 0)} ${H(-8.4, -3.8)}Z`, CX));
    g.area(
      `M${H(-11.6, -2.4)}C${H(-12.4, -11.6)} ${H(-6.6, -13.6)} ${H(0, -13.6)}C${H(6.6, -13.6)} ${H(12.4, -11.6)} ${H(11.6, -2.4)}Q${H(0, -5.6)} ${H(-11.6, -2.4)}Z`,
    );
    g.line(
      `M${H(-11.4, -5.4)}Q${H(-5, -7.6)} ${H(1.8, -7.4)}M${H(0, -13.4)}Q${H(-4.4, -10.6)} ${H(-4.4, -7.6)}M${H(0, -13.4)}Q${H(4.4, -10.6)} ${H(4.4, -7.6)}`,
    );
    g.area(`M${H(2, -5.6)}Q${H(12, -8)} ${H(18.6, -5.4)}Q${H(20.6, -3.8)} ${H(18.4, -2.6)}Q${H(10, -2.2)} ${H(2, -2.8)}Z`);
    g.oval(CX, HEAD.y - 13.8, 1.3, 1);
  }
}
