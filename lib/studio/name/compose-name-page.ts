// The name coloring page: the name in fat bubble letters in the middle, theme motifs above and below, over the
// theme's background (a meadow for flowers, the sea floor for sea creatures …), in a frame.
// Bubble letters in SVG: a wide black round-join stroke, a slightly narrower white stroke and a white fill on
// top. All black strokes go first, so touching letters merge into one clean outline instead of crossing lines.
import type { FontSource } from '../fonts/font-source';
import type { Locale } from '../../i18n/locales';
import { paintBackdrop, type Backdrop } from '../scene/backdrops';
import { drawMotif, hasMotif } from '../scene/motif-art';
import { f, MARGIN_MM, pageSize, svgDocument, type Box, type Orientation, type Paper } from '../scene/paper';
import { createRng, hashString, type Rng } from '../scene/prng';
import { drawingClip, frame } from '../scene/scenery';
import { cleanName, shapeName, splitLines } from './shape-name';

export const NAME_THEMES = ['animals', 'space', 'flowers', 'sports', 'unicorns', 'dinosaurs', 'sea', 'stars'] as const;
export type NameTheme = (typeof NAME_THEMES)[number];

const THEME_MOTIFS: Record<NameTheme, string[]> = {
  animals: ['1F408', '1F415', '1F407', '1F418', '1F992', '1F981', '1F43C', '1F992'],
  space: ['1F680', '1FA90', '2B50', '1F319', '1F47D', '1F6F8'],
  flowers: ['1F33C', '1F337', '1F33B', '1F339', '1F98B', '1F41D'],
  sports: ['26BD', '1F3C0', '1F3BE', '26BE', '1F3C8', '1F6B2'],
  unicorns: ['1F984', '1F308', '2B50', '2764', '1F984', '1F451'],
  dinosaurs: ['1F995', '1F996', '1F995', '1F334', '1F30B', '1F996'],
  sea: ['1F42C', '1F420', '1F419', '1F422', '1F433', '1F980'],
  stars: ['2B50', '1F31F', '2728', '1F319', '2B50', '1F31F'],
};

/** Each theme's background, behind the name and its motifs (the alphabet pages of the catalogue use it too). */
export const NAME_THEME_BACKDROPS: Record<NameTheme, Backdrop> = {
  animals: 'jungle',
  space: 'space',
  flowers: 'meadow',
  sports: 'field',
  unicorns: 'night',
  dinosaurs: 'forest',
  sea: 'sea',
  stars: 'party',
};

export type NamePageRequest = { name: string; theme: NameTheme; seed?: number; locale?: Locale; paper?: Paper; orientation?: Orientation };
export type NamePageResult = { svg: string; lines: string[]; fonts: string[]; widthMm: number; heightMm: number };

const OUTLINE_MM = 1.6;

export async function composeNamePage(req: NamePageRequest, fonts: FontSource): Promise<NamePageResult> {
  const name = cleanName(req.name);
  const { lines, used } = await shapeName(name, req.locale ?? 'en', fonts);
  const size = pageSize(req.paper ?? 'a4', req.orientation ?? 'portrait');
  const rng = createRng(req.seed ?? hashString(name), req.theme);
  const inner = { x: MARGIN_MM, y: MARGIN_MM, w: size.w - 2 * MARGIN_MM, h: size.h - 2 * MARGIN_MM };
  // Letters take the middle band; decorations get the bands above and below it.
  const band = { x: inner.x + 10, w: inner.w - 20, h: inner.h * (lines.length > 1 ? 0.5 : 0.36) };
  const widest = Math.max(...lines.map((l) => l.width));
  const lineGap = 1.05;
  const em = Math.min(band.w / (widest * 1.08), band.h / (lines.length * lineGap), inner.w * 0.42);
  const top = inner.y + (inner.h - em * lineGap * lines.length) / 2;
  let black = '',
    white = '';
  lines.forEach((line, i) => {
    const puff = em * (line.cjk ? 0.012 : 0.03);
    let x = size.w / 2 - (line.width * em) / 2;
    const y = top + em * (lineGap * i + 0.8);
    for (const g of line.glyphs) {
      if (g.d) {
        // Glyph paths are in em units, so stroke widths are divided by the font size.
        const t = `transform="translate(${f(x)} ${f(y)}) scale(${Math.round(em * 1000) / 1000})"`;
        const sw = (mm: number) => Math.round((mm / em) * 100000) / 100000;
        black += `<path ${t} d="${g.d}" stroke-width="${sw(2 * (puff + OUTLINE_MM))}"/>`;
        white += `<path ${t} d="${g.d}" stroke-width="${sw(2 * puff)}"/>`;
      }
      x += g.advance * em;
    }
  });
  const nameBox: Box = {
    x: size.w / 2 - (widest * em) / 2,
    y: top,
    w: widest * em,
    h: em * lineGap * lines.length,
  };
  const motifs = decorations(req.theme, inner, top - 6, top + em * lineGap * lines.length + 6, rng);
  // The background has a stream of its own, so the motifs a name gets stay the ones it always got.
  const back = paintBackdrop(
    NAME_THEME_BACKDROPS[req.theme],
    {
      inner,
      horizon: inner.y + inner.h * 0.62,
      rng: createRng(req.seed ?? hashString(name), `backdrop:${req.theme}`),
      detail: { sw: 1.2, count: 3, fine: false },
      keepClear: motifs.boxes,
      sun: false,
    },
    nameBox,
  );
  const clip = drawingClip(inner);
  let body = `${clip}<g clip-path="url(#drawing)">${back}</g>`;
  body += `<g fill="#000" stroke="#000" stroke-linejoin="round" stroke-linecap="round">${black}</g>`;
  body += `<g fill="#fff" stroke="#fff" stroke-linejoin="round" stroke-linecap="round">${white}</g>`;
  body += motifs.svg;
  body += frame(inner, OUTLINE_MM);
  return { svg: svgDocument(size, body, name), lines: splitLines(name), fonts: used, widthMm: size.w, heightMm: size.h };
}

function decorations(theme: NameTheme, inner: Box, nameTop: number, nameBottom: number, rng: Rng): { svg: string; boxes: Box[] } {
  const ids = THEME_MOTIFS[theme].filter(hasMotif);
  let out = '';
  const boxes: Box[] = [];
  const rows = [
    { y0: inner.y + 8, y1: nameTop },
    { y0: nameBottom, y1: inner.y + inner.h - 8 },
  ];
  let k = rng.int(0, ids.length - 1);
  for (const row of rows) {
    const h = row.y1 - row.y0;
    if (h < 20) continue;
    const n = h > inner.w / 3 ? 2 : 3;
    const cell = (inner.w - 16) / n;
    const s = Math.min(cell * 0.8, h * 0.85);
    for (let c = 0; c < n; c++) {
      const x = inner.x + 8 + c * cell + (cell - s) / 2;
      const y = row.y0 + (h - s) / 2;
      const drawn = drawMotif(ids[k++ % ids.length], { x, y, w: s, h: s }, { strokeMm: OUTLINE_MM * 0.9, rotateDeg: rng.range(-12, 12) });
      out += drawn.svg;
      boxes.push(drawn.box);
    }
  }
  return { svg: out, boxes };
}
