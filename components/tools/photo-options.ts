import type { Paper, Style } from '@/lib/engine/types';

export type Detail = 'low' | 'medium' | 'high';

/** The options a parent can change; the rest keep the engine's defaults. */
export type PhotoChoices = { style: Style; detail: Detail; lineMm: number; removeBackground: boolean; paper: Paper };

export const LINE_MM = { min: 0.4, max: 1.5, step: 0.1 } as const;

/** The engine's default line weight of each style: bold for coloring, finer for art and drawing. */
export const DEFAULT_LINE_MM: Record<Style, number> = { 'coloring-page': 1.0, 'line-art': 0.6, 'line-drawing': 0.4 };

export function defaultChoices(style: Style, paper: Paper): PhotoChoices {
  return { style, detail: 'medium', lineMm: DEFAULT_LINE_MM[style], removeBackground: false, paper };
}

/** The choices as the API's form fields. */
export function appendChoices(form: FormData, choices: PhotoChoices) {
  form.set('style', choices.style);
  form.set('detail', choices.detail);
  form.set('line_mm', choices.lineMm.toFixed(1));
  form.set('remove_background', String(choices.removeBackground));
  form.set('paper', choices.paper);
}

/** The choices as the engine's options (the on-device preview). */
export function engineChoices(choices: PhotoChoices) {
  return { style: choices.style, detail: choices.detail, lineMm: choices.lineMm, removeBackground: choices.removeBackground, paper: choices.paper };
}
