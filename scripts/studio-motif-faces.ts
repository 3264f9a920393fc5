// Faces drawn onto OpenMoji animals and figures that have none and whose Fluent version is worse: eyes and
// nostrils as solid dots, a smile and cheeks as lines (a cheek is a closed area to colour).
// Coordinates in OpenMoji's 72-unit box, placed by looking at each motif on a grid.
type Face = {
  dots: [number, number, number][];
  lines?: string[];
  rings?: [number, number, number][];
};
export const FACES: Record<string, Face> = {
  // lady beetle: two eyes and a smile on the head above the wing cases
  '1F41E': {
    dots: [
      [31, 15.6, 1.35],
      [41, 15.6, 1.35],
    ],
    lines: ['M33.6 18.2 Q36 20 38.4 18.2'],
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
