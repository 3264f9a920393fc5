// Dates show as "Mon DD YYYY" from Unix seconds, and "--" when missing.
export const MISSING_DATE = '--';

export function formatDate(unixSeconds: number | string | null | undefined, options: { locale?: string; timeZone?: string } = {}): string {
  const seconds = typeof unixSeconds === 'string' ? Number(unixSeconds.trim() || NaN) : unixSeconds;
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return MISSING_DATE;
  const parts = new Intl.DateTimeFormat(options.locale ?? 'en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: options.timeZone,
  }).formatToParts(new Date(seconds * 1000));
  // Chinese, Japanese and Korean write a number's unit after it (11月 24日 2025年); without the unit
  // "11 24 2025" no longer says which number is the month.
  const part = (type: Intl.DateTimeFormatPartTypes) => {
    const at = parts.findIndex((p) => p.type === type);
    if (at < 0) return '';
    const unit = parts[at + 1]?.type === 'literal' ? parts[at + 1].value.trim() : '';
    return parts[at].value + (/^[年月日년월일]$/.test(unit) && !parts[at].value.endsWith(unit) ? unit : '');
  };
  return `${part('month')} ${part('day')} ${part('year')}`;
}
