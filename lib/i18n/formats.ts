import type { Formats } from 'next-intl';

/**
 * The named styles our messages use (`{rate, number, percent}`, `{date, date, long}`). Messages are
 * precompiled at build, and the precompiled formatter knows no built-in styles: a style missing here
 * prints the bare value ("earn 0.2 of …", "11/1/2026") instead of "20 %" or "November 1, 2026".
 */
export const formats = {
  number: {
    percent: { style: 'percent' },
    // Millimetres of a line: "1.0 mm", "1,0 mm" (a bare argument would print "1" or "0.9" in every language).
    oneDecimal: { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  },
  // The ICU defaults' own fields, so a message reads the same precompiled or parsed.
  dateTime: {
    medium: { year: 'numeric', month: 'short', day: 'numeric' },
    long: { year: 'numeric', month: 'long', day: 'numeric' },
  },
} satisfies Formats;
