import { describe, expect, it } from 'vitest';
import { pushColorHistory, sanitizeColorHistory } from './color-history';

describe('colour history', () => {
  it('keeps the last 9 colours used, most recent first, without duplicates', () => {
    let history: string[] = [];
    for (let i = 0; i < 12; i++) history = pushColorHistory(history, `#00000${i.toString(16)}`);
    expect(history).toHaveLength(9);
    expect(history[0]).toBe('#00000b');
    history = pushColorHistory(history, '#00000A');
    expect(history[0]).toBe('#00000a');
    expect(history.filter((c) => c === '#00000a')).toHaveLength(1);
    expect(history).toHaveLength(9);
  });

  it('drops malformed stored entries', () => {
    expect(sanitizeColorHistory(['#ABCDEF', 'red', 3, '#12345'])).toEqual(['#abcdef']);
    expect(sanitizeColorHistory('nope')).toEqual([]);
  });
});
