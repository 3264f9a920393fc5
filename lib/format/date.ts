// SPEC §9: dates show as "Mon DD YYYY" from Unix seconds, and "--" when missing.
export const MISSING_DATE = '--';

export function formatDate(
  unixSeconds: number | string | null | undefined,
  options: { locale?: string; timeZone?: string } = {},
): string {
  const seconds = typeof unixSeconds === 'string' ? Number(unixSeconds.trim() || NaN) : unixSeconds;
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return MISSING_DATE;
  const parts = new Intl.DateTimeFormat(options.locale ?? 'en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: options.timeZone,
  }).formatToParts(new Date(seconds * 1000));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')} ${part('day')} ${part('year')}`;
}
