// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box. Ours (MIT).
//
// What the tram (transit-tram.ts), the trolleybus (transit-trolleybus.ts), the railway coach
// (transit-railway-car.ts) and the minibus (transit-minibus.ts) share: the people at their windows (the town
// cars' `person`), the overhead wire the tram and the trolleybus draw their power from, and the art's lists.
import { person } from './town-cars';
import { path, roundRect } from '../../lib/studio/art-kit/shapes';

export type Art = { f: string[]; s: string[]; d: string; heads: string[] };
export const art = (): Art => ({ f: [], s: [], d: '', heads: [] });
/** The motif's fields; `c`: the faces at the windows, kept clear of an adult page's fill. */
export const done = (a: Art) => ({ f: a.f.join(''), s: `<path d="${a.s.join('')}"/>`, d: a.d, c: `<path d="${a.heads.join('')}"/>` });

/**
 * People looking out of windows whose sill is at `sill`: each [x, y, k, hair] is the centre of a head, its size
 * (1 is a car's driver) and its hair; narrow shoulders (6 k each side, as the bus's) so each fits its window.
 */
export function seat(a: Art, sill: number, people: readonly (readonly [number, number, number, 'fringe' | 'bun' | 'cap'])[]) {
  for (const [x, y, k, hair] of people) {
    const p = person(x, y, k, sill, hair, 6 * k);
    a.f.push(...p.f);
    a.s.push(...p.s);
    a.d += p.d;
    a.heads.push(p.head);
  }
}

/** An overhead wire across the box at `y`: a narrow band, an area a child can colour (a line would be a hairline). */
export const wire = (y: number, x0 = 0.6, x1 = 71.4) => path(roundRect(x0, y, x1, y + 1.6, 0.8));
