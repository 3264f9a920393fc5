// The pictures drawn for the alphabet pages that stood alone (Q, X and け): a queen, a xylophone and a caterpillar,
// each whole, in areas to colour, with no solid black but eyes.
import { describe, expect, it } from 'vitest';
import { areaCount, freeStandingStrokes, PX, raster, table } from '../testing/motif-raster';
import { QUEEN_ID, XYLOPHONE_ID } from './people';

const blackUnits = async (id: string) => (await raster(`<g fill="#000">${table[id]!.d}</g>`)).filter((v) => v < 128).length / (PX * PX);

describe('the alphabet pages’ pictures drawn by us', () => {
  // "Queen" drew the princess; ours is told from her by a tall jewelled crown, an ermine-trimmed mantle and a sceptre.
  it('draws the queen whole, in more areas than the princess and a mantle wider than the princess’s gown', () => {
    const queen = table[QUEEN_ID]!;
    const princess = table['1F478']!;
    expect(queen.n).toBe('queen');
    expect(areaCount(QUEEN_ID)).toBeGreaterThan(areaCount('1F478'));
    expect(queen.b[3] - queen.b[1]).toBeGreaterThan(64);
    expect(queen.b[2] - queen.b[0]).toBeGreaterThan(princess.b[2] - princess.b[0] + 5);
  });

  // Seven bars of falling length (each its own area, with two pegs) on a board with a face; the toy's other parts
  // are checked in drawn-partything.test.ts.
  it('draws the xylophone with seven bars of falling length, each with two pegs', () => {
    const m = table[XYLOPHONE_ID]!;
    expect(m.n).toBe('xylophone');
    // the bars: rounded rectangles 6.8 wide with round ends (their straight top edge 0.8 long between the corners)
    const bars = [...m.f.matchAll(/<path d="M([\d.]+) ([\d.]+)H([\d.]+)Q[\d. ]+V([\d.]+)/g)]
      .filter((b) => Math.abs(Number(b[3]) - Number(b[1]) - 0.8) < 0.01)
      .map((b) => Number(b[4]) - Number(b[2]));
    expect(areaCount(XYLOPHONE_ID)).toBeGreaterThanOrEqual(7 * 3 + 2 + 4);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(58);
    expect(bars.length).toBe(7);
    for (let i = 1; i < bars.length; i++) expect(bars[i]).toBeLessThan(bars[i - 1]!);
    // the pegs: two little rings to a bar
    expect(m.f.match(/a1\.25 1\.25 0 1 0 2\.5 0/g)).toHaveLength(14);
  });

  // Fluent's bug was a green tube with one eye and no mouth; ours is a hairy caterpillar (けむし) with a face.
  it('draws the caterpillar whole with a round head, two eyes and a smile standing free, and spotted segments', async () => {
    const m = table['1F41B']!;
    expect(areaCount('1F41B')).toBeGreaterThanOrEqual(16);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(60);
    expect(m.d.match(/M[\d.]+ [\d.]+a/g)).toHaveLength(2);
    expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
    expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
    expect(await blackUnits('1F41B')).toBeLessThan(22); // square units: two big eyes
  });
});
