// Shared by the compose-scene tests: the page they draw on, the three styles, a prompt's motifs, and how two boxes stand.
import type { Locale } from '../../i18n/locales';
import { understandPrompt } from '../keywords/understand-prompt';
import type { SceneStyle } from '../scene/compose-scene';
import { pageSize } from '../scene/paper';

export const size = pageSize('a4', 'portrait');
export const styles: SceneStyle[] = ['kids', 'teens', 'adults'];
export const motifsOf = (prompt: string, locale: Locale = 'en') => {
  const understood = understandPrompt(prompt, locale);
  if (understood.kind !== 'motifs') throw new Error(`${prompt}: not understood as motifs`);
  return understood.motifs;
};

/** Side by side: one box ends before the other begins. */
export const apart = (a: { x: number; w: number }, b: { x: number; w: number }) => a.x + a.w <= b.x || b.x + b.w <= a.x;
/** Side by side or standing into each other (people in a row, shoulder to shoulder) by at most `share` of the narrower. */
export const close = (a: { x: number; w: number }, b: { x: number; w: number }, share = 0.241) =>
  Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) <= share * Math.min(a.w, b.w) && (a.x < b.x ? a.x + a.w < b.x + b.w : b.x + b.w < a.x + a.w);
