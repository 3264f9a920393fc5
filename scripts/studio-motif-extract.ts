// Turns one OpenMoji colour SVG into three outline-ready fragments:
//   f: the filled shapes (colour, skin, hair groups) — drawn white with a black outline, they close the open lines
//   s: the black stroked lines of the line group — drawn at a uniform width
//   d: the small solid black shapes of the line group (eyes, nostrils); bigger ones join f, and the fills of its
//      line-supplement group are dropped
const SHAPES = /^(path|circle|ellipse|rect|polygon|polyline|line)$/;
const GEOMETRY = ['d', 'cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'width', 'height', 'points', 'x1', 'y1', 'x2', 'y2'];

function attrs(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:-]+)="([^"]*)"/g)) out[m[1]] = m[2];
  return out;
}

// Four decimals in a 72-unit box is far below a printed pixel; two keep the JSON small.
const trim = (v: string) => v.replace(/(\.\d{2})\d+/g, '$1');

function isBlack(c: string | undefined): boolean {
  return c === undefined || /^(#000|#000000|black)$/i.test(c);
}

/** OpenMoji's biggest eyes and pupils are circles of radius 3 (the chick, the sun, the mouse): 28.3 units². */
const EYE_MAX_AREA = 32;

/** The area of a rect, circle or ellipse (0 for other shapes, whose outline is not measured here). */
function solidArea(name: string, a: Record<string, string>): number {
  const n = (k: string) => Number(a[k] ?? 0);
  if (name === 'rect') return n('width') * n('height');
  if (name === 'circle') return Math.PI * n('r') ** 2;
  if (name === 'ellipse') return Math.PI * n('rx') * n('ry');
  return 0;
}

export function extractMotif(svg: string): { f: string; s: string; d: string } {
  const out = { f: '', s: '', d: '' };
  const stack: { id: string; transform: string; fill?: string; stroke?: string }[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z]+)([^>]*?)(\/?)>/g)) {
    const [, closing, name, rest, selfClosing] = m;
    if (name === 'g') {
      if (closing) stack.pop();
      else if (!selfClosing) {
        const a = attrs(rest);
        const up = stack.at(-1);
        // Groups pass fill and stroke down to their shapes (the dolphin's line group is stroked at group level).
        stack.push({ id: a.id ?? up?.id ?? '', transform: a.transform ?? '', fill: a.fill ?? up?.fill, stroke: a.stroke ?? up?.stroke });
      }
      continue;
    }
    if (closing || !SHAPES.test(name)) continue;
    const a = attrs(rest);
    a.fill ??= stack.at(-1)?.fill as string;
    a.stroke ??= stack.at(-1)?.stroke as string;
    if (a.fill === undefined) delete a.fill;
    if (a.stroke === undefined) delete a.stroke;
    if (a.opacity && Number(a.opacity) < 0.6) continue; // shadows and glints are not regions
    const group = stack.find((g) => g.id)?.id ?? '';
    const transform = [...stack.map((g) => g.transform), a.transform ?? ''].filter(Boolean).join(' ');
    const geo = GEOMETRY.filter((k) => a[k] !== undefined).map((k) => `${k}="${trim(a[k])}"`);
    if (transform) geo.push(`transform="${transform}"`);
    const el = `<${name} ${geo.join(' ')}/>`;
    const stroked = a.stroke && a.stroke !== 'none';
    if (group.startsWith('line') || group === '') {
      if (stroked && (a.fill === 'none' || name === 'line' || name === 'polyline')) out.s += el;
      // The line-supplement group's fills are the solid parts of OpenMoji's black-and-white set (the black chess
      // pawn, the drum's diamonds, the mirror ball's bands, the post office's mark): the colour version paints its
      // colour over them, so they are not ink; kept, they printed as large solid black a child cannot colour.
      else if (group === 'line-supplement') continue;
      // A plain black shape bigger than OpenMoji's biggest eye (a circle of radius 3) is a part to colour: the
      // video game's buttons, the suspension railway's rail, the empty nest's hollow.
      else if (isBlack(a.fill) && solidArea(name, a) > EYE_MAX_AREA) out.f += el;
      else if (isBlack(a.fill)) out.d += el;
      else out.f += el;
    } else if (a.fill === 'none' && stroked) out.s += el;
    else if (group !== 'shadow') out.f += el;
  }
  return out;
}
