// The colour history holds at most 9 colours, most recent first.
export const COLOR_HISTORY_SIZE = 9;

/** The history after using `color`: moved (or added) to the front, duplicates dropped, capped. */
export function pushColorHistory(history: readonly string[], color: string, max = COLOR_HISTORY_SIZE): string[] {
  const normal = color.toLowerCase();
  return [normal, ...history.filter((c) => c.toLowerCase() !== normal)].slice(0, max);
}

/** Keeps only well-formed #rrggbb entries from stored data of unknown shape. */
export function sanitizeColorHistory(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((c): c is string => typeof c === 'string' && /^#[0-9a-f]{6}$/i.test(c))
    .map((c) => c.toLowerCase())
    .slice(0, COLOR_HISTORY_SIZE);
}
