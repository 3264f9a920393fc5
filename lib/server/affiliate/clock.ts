import 'server-only';

// The programme's notion of "now": pending periods, the 12-month window and settlement cut-offs all
// read it, so tests (and an operator re-running a month) can move it. One value per process, since
// route handlers and pages each bundle their own copy of this module.
const OFFSET_KEY = Symbol.for('colorwell.affiliateClockOffsetMs');
type WithOffset = { [OFFSET_KEY]?: number };

export function now(): Date {
  return new Date(Date.now() + ((globalThis as WithOffset)[OFFSET_KEY] ?? 0));
}

/** Moves the clock by `ms` (tests); `resetClock` puts it back. */
export function advanceClock(ms: number): void {
  (globalThis as WithOffset)[OFFSET_KEY] = ((globalThis as WithOffset)[OFFSET_KEY] ?? 0) + ms;
}

export function resetClock(): void {
  delete (globalThis as WithOffset)[OFFSET_KEY];
}

export const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/** "YYYY-MM" → [first instant of the month, first instant of the next], UTC. */
export function monthBounds(period: string): [Date, Date] {
  const [year, month] = period.split('-').map(Number);
  return [new Date(Date.UTC(year, month - 1, 1)), new Date(Date.UTC(year, month, 1))];
}

export function periodOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}
