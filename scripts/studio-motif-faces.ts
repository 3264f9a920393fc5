// Faces drawn onto OpenMoji animals and figures that have none and whose Fluent version is worse: eyes and
// nostrils as solid dots, a smile and cheeks as lines (a cheek is a closed area to colour).
// Coordinates in OpenMoji's 72-unit box, placed by looking at each motif on a grid.
type Face = {
  dots: [number, number, number][];
  lines?: string[];
  rings?: [number, number, number][];
};
// (The lady beetle, the spider and the worm had theirs here; they are drawn by us now, with the kawaii face:
// scripts/drawn-motifs/bugs.ts.)
export const FACES: Record<string, Face> = {};
const circlePath = ([cx, cy, r]: [number, number, number]) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;
export type MotifArt = { f: string; s: string; d: string; c?: string };
export function withFace(m: MotifArt, face: Face | undefined): MotifArt {
  if (!face) return m;
  const lines = [...(face.lines ?? []), ...(face.rings ?? []).map(circlePath)].join('');
  const dots = face.dots.map(circlePath).join('');
  const d = m.d + (dots ? `<path d="${dots}"/>` : '');
  return { f: m.f, s: m.s + (lines ? `<path d="${lines}"/>` : ''), d };
}
