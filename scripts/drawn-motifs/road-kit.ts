// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Four road vehicles on the town cars' build (town-cars.ts): the sport utility vehicle, the pickup truck, the
// articulated lorry and the auto rickshaw, side-on and facing left, each on the racing car's wheels with a driver
// at the front looking out at the reader. Fluent's four were plain side views of a few large areas with nobody
// aboard (the lorry with a solid black strip over its windscreen); on a portrait page they printed as a low strip.
// The parts these drawings share; each drawing is in a module of its own beside it.
import { wheel } from './racing-car';
import { person } from './town-cars';
import { movePaths, path, r2 } from '../../lib/studio/art-kit/shapes';
import { type Art, type Drawn } from './art';
export { art, type Art, type Drawn } from './art';

/** The drawing's parts as a motif, moved `dx` to the right (each is drawn from the box's left edge, then centred). */
export const done = (a: Art, dx = 0): Drawn => {
  const move = (markup: string) => (dx ? movePaths(markup, 1, dx, 0) : markup);
  return {
    f: move(a.f.join('')),
    s: a.s.length ? move(`<path d="${a.s.join('')}"/>`) : '',
    d: move(a.d.join('')),
    ...(a.c.length ? { c: move(a.c.join('')) } : {}),
  };
};

/**
 * A body's bottom edge running right to left through a round arch over the wheel at `cx`: on from wherever the
 * path is to the arch's back foot, over the wheel, down to its front foot, all at `sill`.
 */
export const arch = (cx: number, r: number, sill: number) => `H${r2(cx + r)}A${r} ${r} 0 0 0 ${r2(cx - r)} ${sill}`;

/** The y where a vertical line at `x` meets the arch of radius `r` round the wheel at `cx` (a door line ends there). */
export const onArch = (cx: number, r: number, sill: number, x: number) => r2(sill - Math.sqrt(r * r - (x - cx) * (x - cx)));

/** The racing car's wheels (tyre, tread, rim, spokes and hub) at each (x, y, r). */
export function wheels(a: Art, ...at: [number, number, number][]) {
  for (const [x, y, r] of at) {
    const w = wheel(x, y, r);
    a.f.push(...w.f);
    a.s.push(w.s);
  }
}

/** The town cars' person at a window (face on, eyes and a smile), its head kept clear of an adult page's fill. */
export function rider(a: Art, ...args: Parameters<typeof person>) {
  const p = person(...args);
  a.f.push(...p.f);
  a.s.push(...p.s);
  a.d.push(p.d);
  a.c.push(path(p.head));
}
