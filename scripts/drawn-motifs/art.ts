// The accumulator most drawn motifs are built in: closed areas, lines, dots and the areas an adults' fill keeps
// clear, each a list of path data joined into the motif's fields at the end. Ours (MIT).
import { type Face } from '../../lib/studio/art-kit/kawaii-face';

/** A drawn motif's fields: `f` closed areas, `s` lines, `d` solid dots, `c` the areas kept clear of an adults' fill. */
export type Drawn = { f: string; s: string; d: string; c?: string };
export type Art = { f: string[]; s: string[]; d: string[]; c: string[] };
export const art = (): Art => ({ f: [], s: [], d: [], c: [] });

/** The face's cheeks, smile, eyes and clear oval added to the drawing. */
export const addFace = (a: Art, face: Face) => {
  a.f.push(...face.f);
  a.s.push(face.s);
  a.d.push(face.d);
  a.c.push(face.c);
};

/** The motif's fields; a field with nothing in it is left empty, and `c` out. */
export const done = (a: Art): Drawn => ({
  f: a.f.join(''),
  s: a.s.length ? `<path d="${a.s.join('')}"/>` : '',
  d: a.d.length ? `<path d="${a.d.join('')}"/>` : '',
  ...(a.c.length ? { c: a.c.join('') } : {}),
});
