// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The motor boat, side-on facing left: a chunky little cabin boat, taller than our speedboat (boats.ts), with its
// skipper at the wheel. Fluent's was a low hull with a small cabin of two windows, sitting on a box of water as wide
// as the boat, printed as one outlined area: the water read as part of the boat and nobody was aboard.
import { polyD } from '../../lib/studio/art-kit/clip';
import { flag, lifebuoy, lookingOut, porthole } from './boats-kit';
import { art, done, oval, railing, strip, within } from './ship-and-helicopter';
import { cubic, path, r2, roundRect, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';

/**
 * The motor boat: a hull whose bow stands high and sharp, a rim under the deck, a stripe, a porthole, two fenders
 * hanging on their ropes; the cabin with a sloped windscreen, the skipper in a cap smiling from the side window, a
 * lifebuoy on its back wall, a searchlight and a mast with a flag on its roof; a railing round the back deck; the
 * outboard motor on the stern (its cowl with a stripe, its leg and propeller).
 */
export function motorBoat() {
  const a = art();
  // the mast and its flag on the cabin's roof, the searchlight in front of it
  flag(a, 42.5, 5, 18, 10, 6);
  a.f.push(path(roundRect(22.4, 14.4, 24.6, 17.5, 0.4)));
  a.f.push(path(`M20.2 14.6Q20.2 10.4 23.5 10.4Q26.8 10.4 26.8 14.6Z`), path(polyD(oval(21, 12.5, 0.9, 1.3, 16))));
  // the outboard motor behind the stern: its leg, the propeller at its foot, the cowl with a stripe
  a.f.push(path(roundRect(62.6, 40, 66.4, 56.4, 1)));
  a.f.push(path(turnedEllipse(67.4, 53.4, 2.7, 1.2, -62)), path(turnedEllipse(67.4, 58.6, 2.7, 1.2, 62)), path(polyD(oval(65.6, 56, 1.5, 1.5, 20))));
  a.f.push(path(roundRect(59, 28, 70.4, 42.4, 3)));
  a.f.push(path(roundRect(59, 33.2, 70.4, 36.4, 0.4)));
  // the railing round the back deck, its posts' feet behind the hull
  railing(
    a,
    48,
    61.6,
    () => 32.6,
    () => 39,
    [52.6, 57.2, 61],
  );
  // the cabin: the sloped windscreen at its front, the roof over it, the side window with the skipper in it, the
  // lifebuoy on its back wall
  a.f.push(path('M13 38.4L20.4 19H49.6V38.4Z'));
  const screen = 'M17.4 36.2L22.6 22.4H26.4V36.2Z';
  a.f.push(path(screen));
  a.f.push(path(roundRect(17.6, 16.6, 52, 20, 1.6)));
  const glass: Pt[] = [
    [29, 22.6],
    [40, 22.6],
    [40, 36.2],
    [29, 36.2],
  ];
  a.f.push(path(roundRect(29, 22.6, 40, 36.2, 1.6)));
  lookingOut(a, glass, 34.5, 28.4, 3.8, 'cap');
  lifebuoy(a, 45.2, 29.2, 3.4);
  // the hull: the sheer rising to a high bow, the bow's curve down to the keel, a flat transom at the stern
  const bowCurve: [Pt, Pt, Pt, Pt] = [
    [1.2, 33],
    [4, 44],
    [9, 57],
    [20, 58],
  ];
  const hull: Pt[] = [
    [1.2, 33],
    ...Array.from({ length: 11 }, (_, i): Pt => [r2(1.2 + (61 * i) / 10), r2(33 + 6.6 * Math.sin(((i / 10) * Math.PI) / 2) ** 0.8)]),
    ...Array.from({ length: 9 }, (_, i): Pt => {
      const t = i / 8;
      return [r2(61.4 - 5.4 * (1 - Math.cos((t * Math.PI) / 2))), r2(51 + 7 * Math.sin((t * Math.PI) / 2))];
    }),
    [20, 58],
    ...Array.from({ length: 15 }, (_, i) => cubic(...bowCurve, 1 - i / 14)),
  ];
  a.f.push(path(polyD(hull)));
  const sheer = (x: number) => 33 + 6.6 * Math.sin((((x - 1.2) / 61) * Math.PI) / 2) ** 0.8;
  const sheerLine = Array.from({ length: 12 }, (_, i): Pt => [r2(-10 + 8.4 * i), r2(sheer(Math.min(62.2, Math.max(1.2, -10 + 8.4 * i))))]);
  a.f.push(path(polyD(within(hull, [...sheerLine.map(([x, y]): Pt => [x, y - 1]), ...[...sheerLine].reverse().map(([x, y]): Pt => [x, r2(y + 3.4)])]))));
  a.f.push(path(polyD(within(hull, strip(51.4, 54.2, -0.01)))));
  porthole(a, 13.6, 46, 3.8);
  // two fenders hanging over the side on their ropes
  for (const x of [30, 46]) {
    a.f.push(path(roundRect(r2(x - 0.35), r2(sheer(x) + 1), r2(x + 0.35), r2(sheer(x) + 5.5), 0.2)));
    a.f.push(path(roundRect(r2(x - 1.9), r2(sheer(x) + 5), r2(x + 1.9), r2(sheer(x) + 12.4), 1.9)));
  }
  return done(a);
}
