// Where name glyphs come from. The studio core asks for "the font of this family that covers this code point";
// an adapter (Node: node-font-source.ts; later maybe a fetch-based one for the browser) supplies the bytes.
import type { Font } from 'opentype.js';

// latin: Baloo 2 (Latin, Latin Extended, Vietnamese); ja: M PLUS Rounded 1c; ko/sc/tc: Noto Sans KR/SC/TC.
export type FontFamily = 'latin' | 'ja' | 'ko' | 'sc' | 'tc';

export type FontSource = {
  fontFor(family: FontFamily, codePoint: number): Promise<Font | null>;
};

export const FONT_NAMES: Record<FontFamily, string> = {
  latin: 'Baloo 2',
  ja: 'M PLUS Rounded 1c',
  ko: 'Noto Sans KR',
  sc: 'Noto Sans SC',
  tc: 'Noto Sans TC',
};
