// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// What the passenger ship, the ferry and the motor boat share (boats-passenger-ship.ts, boats-ferry.ts,
// boats-motor-boat.ts): a porthole with somebody looking out of it, a lifebuoy, a flag on its pole, a person at a
// window. They are built as the steamer of ship-and-helicopter.ts is, whose small helpers they use.
import { KAWAII_FACE, kawaiiFace, type FaceLayout } from '../../lib/studio/art-kit/kawaii-face';
import { polyD } from '../../lib/studio/art-kit/clip';
import { oval, sector, within, type Art } from './ship-and-helicopter';
import { path, r2, roundRect, type Pt } from '../../lib/studio/art-kit/shapes';

export type Hair = 'fringe' | 'bun' | 'cap';

/**
 * The kawaii face for a small head at a window: the eyes a little smaller and higher, the cheeks a little further
 * out, so the smile still stands free of them when the face is a third of the carrot's size.
 */
const SMALL_FACE: FaceLayout = { ...KAWAII_FACE, eyeY: -1.7, eyeR: 1.85, cheekX: 7.3, cheekY: 3, smileX: 2.1, smileY: 2.5, smileLow: 5.2 };

/**
 * Somebody face on at a window or a porthole whose glass is `glass`: shoulders (cut to the glass), a round head of
 * radius `r` at (x, y), hair (a bun if asked) or a captain's cap, and the house's kawaii face. The head is kept clear of an adult
 * page's fill.
 */
export function lookingOut(a: Art, glass: Pt[], x: number, y: number, r: number, hair: Hair) {
  a.f.push(path(polyD(within(oval(x, y + 2.2 * r, 1.7 * r, 1.35 * r, 48), glass))));
  if (hair === 'bun') a.f.push(path(polyD(oval(x, y - 1.12 * r, 0.46 * r, 0.42 * r, 28))));
  const head = oval(x, y, r, r, 48);
  a.f.push(path(polyD(head)));
  if (hair === 'cap') {
    // a captain's cap: its crown wider than the head, a band across the brow, a peak over the eyes
    a.f.push(path(polyD(oval(x, y - 0.98 * r, 1.22 * r, 0.5 * r, 40))));
    a.f.push(path(roundRect(r2(x - 0.96 * r), r2(y - 0.86 * r), r2(x + 0.96 * r), r2(y - 0.4 * r), r2(0.12 * r))));
    a.f.push(path(`M${r2(x - 0.9 * r)} ${r2(y - 0.42 * r)}Q${x} ${r2(y - 0.02 * r)} ${r2(x + 0.9 * r)} ${r2(y - 0.42 * r)}Z`));
  } else {
    // hair over the top of the head, a wave of fringe across the forehead
    const top = y - 1.08 * r;
    a.f.push(
      path(
        `M${r2(x - 1.04 * r)} ${r2(y + 0.05 * r)}Q${r2(x - 1.1 * r)} ${r2(top)} ${x} ${r2(top)}Q${r2(x + 1.1 * r)} ${r2(top)} ${r2(x + 1.04 * r)} ${r2(y + 0.05 * r)}Q${r2(x + 0.6 * r)} ${r2(y - 0.74 * r)} ${r2(x + 0.1 * r)} ${r2(y - 0.52 * r)}Q${r2(x - 0.4 * r)} ${r2(y - 0.8 * r)} ${r2(x - 1.04 * r)} ${r2(y + 0.05 * r)}Z`,
      ),
    );
  }
  const face = kawaiiFace(x, y + 0.16 * r, r2(0.1 * r), 0, SMALL_FACE);
  a.f.push(...face.f);
  a.s.push(face.s);
  a.d.push(face.d);
  a.c.push(path(polyD(head)));
}

/** A round porthole: a ring round its glass, and somebody looking out of it (the glass kept clear if nobody is). */
export function porthole(a: Art, x: number, y: number, r: number, hair?: Hair) {
  const g = hair ? 0.82 : 0.66;
  const glass = oval(x, y, g * r, g * r, 48);
  a.f.push(path(polyD(oval(x, y, r, r, 56))), path(polyD(glass)));
  if (hair) lookingOut(a, glass, x, y - 0.1 * r, 0.58 * r, hair);
  else a.c.push(path(polyD(glass)));
}

/** A lifebuoy: a ring with four stripes round it, each an area. */
export function lifebuoy(a: Art, x: number, y: number, r: number) {
  a.f.push(path(polyD(oval(x, y, r, r, 48))), path(polyD(oval(x, y, 0.52 * r, 0.52 * r, 32))));
  for (const k of [0, 1, 2, 3]) {
    const m = Math.PI / 4 + (k * Math.PI) / 2;
    a.f.push(path(polyD(sector(x, y, 0.52 * r, r, m - 0.34, m + 0.34))));
  }
}

/**
 * A flag streaming back (to the right) from a pole standing at `x` from `top` down to `foot`, a ball on its top:
 * the flag `len` long and `h` deep, waving, with a stripe along its middle (an area to colour apart).
 */
export function flag(a: Art, x: number, top: number, foot: number, len: number, h: number) {
  a.f.push(path(roundRect(r2(x - 0.65), top, r2(x + 0.65), foot, 0.4)));
  const edge = (y: number, from: number, to: number): Pt[] =>
    Array.from({ length: 13 }, (_, i): Pt => {
      const t = from + ((to - from) * i) / 12;
      return [r2(x + 0.6 + len * t), r2(y + 1.1 * Math.sin(t * 2 * Math.PI) * t - 0.6 * t)];
    });
  const y0 = top + 0.9;
  a.f.push(path(polyD([...edge(y0, 0, 1), ...edge(y0 + h, 1, 0)])));
  a.f.push(path(polyD([...edge(y0 + h * 0.36, 0, 1), ...edge(y0 + h * 0.64, 1, 0)])));
  a.f.push(path(polyD(oval(x, top - 0.3, 1.2, 1.2, 20))));
}
