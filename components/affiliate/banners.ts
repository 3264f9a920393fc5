// Promotion banners as SVG: drawn from the code and the reader's words, so every size carries the
// affiliate's code and works without image files. Plain strings, shown as images and downloadable.
export const BANNER_SIZES = [
  { id: 'leaderboard', width: 728, height: 90 },
  { id: 'rectangle', width: 300, height: 250 },
  { id: 'skyscraper', width: 160, height: 600 },
] as const;

type BannerSize = (typeof BANNER_SIZES)[number];

const BADGE = { width: 140, height: 36 };
const FONT = 'Nunito, Arial, sans-serif';

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

// Kana and Han take a full em; Hangul too, though its words break at spaces.
const FULL_WIDTH = /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;

/**
 * An upper estimate of a line's width in pixels. The banner is an image that is downloaded and
 * shown on other sites without our fonts, so text is fitted to generous per-character widths
 * (bold Arial's widest) rather than measured in one font.
 */
export function estimateWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const ch of text) em += FULL_WIDTH.test(ch) ? 1 : ch === ' ' ? 0.3 : /[A-Z@%&MWmw]/.test(ch) ? 0.78 : 0.6;
  return em * fontSize;
}

/** Splits `text` into lines no wider than `maxWidth`; a single word wider than that keeps its own line. */
export function wrapText(text: string, fontSize: number, maxWidth: number): string[] {
  const tokens = text.trim().match(/[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef][、。，．！？」』）]?|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+|\s+/g) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    if (/^\s+$/.test(token)) {
      if (line) line += ' ';
      continue;
    }
    const candidate = line + token;
    if (line.trim() && estimateWidth(candidate, fontSize) > maxWidth) {
      lines.push(line.trim());
      line = token;
    } else {
      line = candidate;
    }
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}

/** The largest font size from `largest` down to `smallest` at which `text` fits in `maxLines` lines. */
export function fitText(text: string, o: { maxWidth: number; maxLines: number; largest: number; smallest: number }) {
  for (let size = o.largest; size >= o.smallest; size -= 1) {
    const lines = wrapText(text, size, o.maxWidth);
    // A lone character on the last line ("写真がぬりえ / に") reads as a mistake: take a smaller size.
    const orphan = lines.length > 1 && [...lines.at(-1)!].length === 1;
    if (lines.length <= o.maxLines && !orphan && lines.every((l) => estimateWidth(l, size) <= o.maxWidth)) return { size, lines, fits: true };
  }
  return { size: o.smallest, lines: wrapText(text, o.smallest, o.maxWidth), fits: false };
}

function textLines(lines: string[], o: { x: number; y: number; size: number; anchor: string; weight: number; fill: string }) {
  return lines
    .map(
      (line, i) =>
        `<text x="${o.x}" y="${o.y + i * Math.round(o.size * 1.25)}" font-size="${o.size}" font-weight="${o.weight}" fill="${o.fill}" text-anchor="${o.anchor}">${escapeXml(line)}</text>`,
    )
    .join('');
}

function badge(x: number, y: number, code: string) {
  return `<rect x="${x}" y="${y}" width="${BADGE.width}" height="${BADGE.height}" rx="18" fill="#fff"/>
<text x="${x + BADGE.width / 2}" y="${y + 24}" font-size="16" font-weight="800" fill="#c63f22" text-anchor="middle" font-family="monospace">${escapeXml(code)}</text>`;
}

/** A line-art flower, the kind of shape a coloring page is made of, to fill the skyscraper's middle. */
function flower(cx: number, cy: number, r: number) {
  const petals = Array.from({ length: 8 }, (_, i) => {
    const angle = i * 45;
    return `<ellipse cx="${cx}" cy="${cy - r * 0.62}" rx="${r * 0.3}" ry="${r * 0.42}" transform="rotate(${angle} ${cx} ${cy})"/>`;
  }).join('');
  return `<g fill="#fb7b58" stroke="#fff" stroke-width="3">${petals}<circle cx="${cx}" cy="${cy}" r="${r * 0.3}" fill="#ffe4d6"/></g>`;
}

/**
 * The leaderboard reads left to right (brand, headline, call to action) with the code on the right;
 * the rectangle and the skyscraper stack the same parts, centred, with the code at the bottom.
 */
function layout(size: BannerSize, words: { headline: string; cta: string; code: string }): string {
  const { width, height } = size;
  if (size.id === 'leaderboard') {
    const maxWidth = width - 24 - BADGE.width - 48;
    const headline = fitText(words.headline, { maxWidth, maxLines: 1, largest: 22, smallest: 13 });
    const cta = fitText(words.cta, { maxWidth, maxLines: 1, largest: 14, smallest: 10 });
    return [
      textLines(['Colorwell'], { x: 24, y: 26, size: 16, anchor: 'start', weight: 900, fill: '#ffe4d6' }),
      textLines(headline.lines.slice(0, 1), { x: 24, y: 54, size: headline.size, anchor: 'start', weight: 800, fill: '#fff' }),
      textLines(cta.lines.slice(0, 1), { x: 24, y: 76, size: cta.size, anchor: 'start', weight: 400, fill: '#fff' }),
      badge(width - BADGE.width - 24, (height - BADGE.height) / 2, words.code),
    ].join('\n');
  }
  const tall = size.id === 'skyscraper';
  const maxWidth = width - (tall ? 20 : 40);
  const cta = fitText(words.cta, { maxWidth, maxLines: 3, largest: 14, smallest: 10 });
  const badgeY = height - BADGE.height - (tall ? 48 : 20);
  const ctaStep = Math.round(cta.size * 1.25);
  const ctaTop = badgeY - 14 - (cta.lines.length - 1) * ctaStep;
  // The headline takes the room between the brand and the call to action, in as many lines as fit.
  const headTop = tall ? 120 : 56;
  const room = ctaTop - cta.size - 10 - headTop;
  const lineCount = (size: number) => Math.max(1, Math.floor((room - size) / Math.round(size * 1.25)) + 1);
  let headline = { size: 13, lines: wrapText(words.headline, 13, maxWidth) };
  for (let size = tall ? 22 : 26; size > 13; size -= 1) {
    const fitted = fitText(words.headline, { maxWidth, maxLines: lineCount(size), largest: size, smallest: size });
    if (fitted.fits) {
      headline = fitted;
      break;
    }
  }
  const x = width / 2;
  return [
    tall ? flower(x, (headTop + headline.size * 1.25 * headline.lines.length + ctaTop) / 2 + 10, 34) : '',
    textLines(['Colorwell'], { x, y: 40, size: 16, anchor: 'middle', weight: 900, fill: '#ffe4d6' }),
    textLines(headline.lines, { x, y: headTop + headline.size, size: headline.size, anchor: 'middle', weight: 800, fill: '#fff' }),
    textLines(cta.lines, { x, y: ctaTop, size: cta.size, anchor: 'middle', weight: 400, fill: '#fff' }),
    badge((width - BADGE.width) / 2, badgeY, words.code),
  ].join('\n');
}

export function bannerSvg(size: BannerSize, words: { headline: string; cta: string; code: string }): string {
  const { width, height } = size;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}">
<rect width="${width}" height="${height}" rx="12" fill="#c63f22"/>
<circle cx="${width - 20}" cy="20" r="${Math.min(width, height) / 3}" fill="#fb7b58" opacity="0.5"/>
${layout(size, words)}
</svg>`;
}
