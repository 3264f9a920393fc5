// Faces drawn onto OpenMoji animals and figures that have none and whose Fluent version is worse (the octopus is a
// bare head with side dots): eyes and nostrils as solid dots, a smile and cheeks as lines (a cheek is a closed area
// to colour). Coordinates in OpenMoji's 72-unit box, placed by looking at each motif on a grid.
type Face = {
  dots: [number, number, number][];
  lines?: string[];
  rings?: [number, number, number][];
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
};
const circlePath = ([cx, cy, r]: [number, number, number]) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;
export type MotifArt = { f: string; s: string; d: string; c?: string };
export function withFace(m: MotifArt, face: Face | undefined): MotifArt {
  if (!face) return m;
  const lines = [...(face.lines ?? []), ...(face.rings ?? []).map(circlePath)].join('');
  const dots = face.dots.map(circlePath).join('');
  const d = m.d + (dots ? `<path d="${dots}"/>` : '');
  return { f: m.f, s: m.s + (lines ? `<path d="${lines}"/>` : ''), d };
}
