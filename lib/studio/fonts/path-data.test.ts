import { Path, type PathCommand } from 'opentype.js';
import { describe, expect, it } from 'vitest';
import { svgPathData } from './path-data';

describe('svgPathData', () => {
  it('writes a coordinate a hair off an integer as that integer, where opentype.js writes NaN', () => {
    const commands: PathCommand[] = [
      { type: 'M', x: 191.00000000000003, y: 0.6160000000000001 },
      { type: 'L', x: 10, y: -0.00004 },
      { type: 'Q', x1: -1.23456, y1: 2.5, x: 3, y: -4 },
      { type: 'C', x1: 0.1, y1: 0.2, x2: -0.30000000000000004, y2: 7, x: 8, y: 9 },
      { type: 'Z' },
    ];
    const path = new Path();
    path.extend(commands);
    // The bug this writer exists for (opentype.js 2.0 builds "3e-14e+4" and reads it back as NaN).
    expect(path.toPathData(4)).toContain('NaN');
    expect(svgPathData(commands, 4)).toBe('M191 0.616L10 0Q-1.2346 2.5 3-4C0.1 0.2-0.3 7 8 9Z');
    expect(svgPathData(commands, 2)).toBe('M191 0.62L10 0Q-1.23 2.5 3-4C0.1 0.2-0.3 7 8 9Z');
  });

  it('refuses a coordinate that is not a number instead of writing it', () => {
    expect(() => svgPathData([{ type: 'M', x: Number.NaN, y: 0 }], 4)).toThrow(RangeError);
    expect(() => svgPathData([{ type: 'L', x: 0, y: Number.POSITIVE_INFINITY }], 4)).toThrow(RangeError);
  });
});
