// A badge shows at most 99.
export const BADGE_MAX = 99;

export function badgeText(count: number | null | undefined, max = BADGE_MAX): string {
  if (!count || !Number.isFinite(count) || count <= 0) return '';
  return count > max ? `${max}+` : String(Math.floor(count));
}
