// Faces drawn onto OpenMoji animals and figures that have none and whose Fluent version is worse (the octopus is a
// bare head with side dots, the jellyfish's tentacles are loops): eyes and nostrils as solid dots, a smile and
// cheeks as lines (a cheek is a closed area to colour). Coordinates in OpenMoji's 72-unit box, placed by looking
// at each motif on a grid.
// A muzzle (closed shapes) is painted white over the motif's own lines, with the face's lines on it: the Fluent
// animals' snouts are a point with the nose at the tip and the chin line just under it, too narrow for a mouth,
// so the muzzle makes the room and hides the lines it covers (motif field `o`, drawn after `s`, before the dots).
type Face = {
  dots: [number, number, number][];
  lines?: string[];
  rings?: [number, number, number][];
  muzzle?: string[];
  /** Solid shapes (flat emoji dots) to take out: those whose box holds one of these points. */
  dropDots?: [number, number][];
  /** Solid shapes drawn as paths (a nostril slit), added to the dots. */
  solid?: string[];
};
export const FACES: Record<string, Face> = {
  // octopus: two eyes, a smile and cheeks on the round head
  '1F419': {
    dots: [
      [30.6, 21, 1.7],
      [39.4, 21, 1.7],
    ],
    lines: ['M32 26.4 Q35 29.6 38 26.4'],
    rings: [
      [27.9, 26.4, 1.7],
      [42.1, 26.4, 1.7],
    ],
  },
  // whale (Fluent): a smile from the front of the head, above the belly line
  '1F40B': { dots: [], lines: ['M6.5 32.2 Q14 36.2 22 32.6'] },
  // Fluent's horse, whose snout is a point with the nose at its tip: a rounded muzzle over the tip with a smile
  // under the nose and a nostril (an arc: a dot beside its eye read as a second eye). The cow is drawn by us now.
  // horse: a round muzzle with an arc nostril and a smile read as a small face on the head. The muzzle is now
  // the end of the head: its top on the head's top line, a rounded tip, its bottom on the chin, one line across
  // the head behind it; a crescent nostril at the tip, the mouth along the bottom.
  '1F40E': {
    dots: [],
    muzzle: ['M8.4 13.6L5.6 16.4Q3.4 18.8 3.8 20.6Q4.4 22.4 6.8 22.2Q9.4 21 11.6 19.7Q9.4 16.8 8.4 13.6Z'],
    solid: ['M5.7 17.7Q7.3 18 7.1 19.7Q6.6 18.6 5.7 17.7Z'],
    lines: ['M5.6 20.5Q7.2 21 8.9 20.2'],
  },
  // turtle: a smile under the eye at the front of the head
  '1F422': { dots: [], lines: ['M6.6 53.4 Q8.1 55 9.7 53.7'] },
  // lady beetle: two eyes and a smile on the head above the wing cases
  '1F41E': {
    dots: [
      [31, 15.6, 1.35],
      [41, 15.6, 1.35],
    ],
    lines: ['M33.6 18.2 Q36 20 38.4 18.2'],
  },
  // crab: two eyes and a wide smile on the shell
  '1F980': {
    dots: [
      [31, 41, 1.7],
      [40.6, 41, 1.7],
    ],
    lines: ['M31.4 46.4 Q35.8 50 40.2 46.4'],
  },
  // spider: two eyes and a smile on its head, as a picture book's spider
  '1F577': {
    dots: [
      [33, 18.5, 1.3],
      [39, 18.5, 1.3],
    ],
    lines: ['M33.6 21.6 Q36 23.4 38.4 21.6'],
  },
  // worm: a smile under the eye at the top end
  '1FAB1': { dots: [], lines: ['M20.9 11.7 Q22.5 13 24.1 11.7'] },
  // jellyfish: two eyes, a smile and cheeks under the bell's highlight
  '1FABC': {
    dots: [
      [30.5, 19.5, 1.7],
      [40.5, 19.5, 1.7],
    ],
    lines: ['M32.5 24.6 Q35.5 27.8 38.5 24.6'],
    rings: [
      [26.8, 23.6, 1.8],
      [44.2, 23.6, 1.8],
    ],
  },
};
const circlePath = ([cx, cy, r]: [number, number, number]) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;
export type MotifArt = { f: string; s: string; d: string; o?: string; c?: string };
export function withFace(m: MotifArt, face: Face | undefined): MotifArt {
  if (!face) return m;
  const lines = [...(face.lines ?? []), ...(face.rings ?? []).map(circlePath)].join('');
  const dots = face.dots.map(circlePath).join('') + (face.solid ?? []).join('');
  let kept = m.d;
  if (face.dropDots) {
    // each dot is one `M… z` subpath of the motif's one dot path
    const inner = /<path d="([^"]*)"\/>/.exec(m.d)?.[1] ?? '';
    const subs = inner.split(/(?=M)/).filter((sub) => {
      const n = sub.match(/-?[\d.]+/g)!.map(Number);
      const xs = n.filter((_, i) => i % 2 === 0),
        ys = n.filter((_, i) => i % 2 === 1);
      return !face.dropDots!.some(([x, y]) => x >= Math.min(...xs) && x <= Math.max(...xs) && y >= Math.min(...ys) && y <= Math.max(...ys));
    });
    kept = subs.length ? `<path d="${subs.join('')}"/>` : '';
  }
  const d = kept + (dots ? `<path d="${dots}"/>` : '');
  if (face.muzzle) {
    const o = face.muzzle.map((p) => `<path d="${p}"/>`).join('') + (lines ? `<path fill="none" d="${lines}"/>` : '');
    return { f: m.f, s: m.s, d, o };
  }
  return { f: m.f, s: m.s + (lines ? `<path d="${lines}"/>` : ''), d };
}
