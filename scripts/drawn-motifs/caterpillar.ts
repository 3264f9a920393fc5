// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { circle, path, r2 } from '../../lib/studio/art-kit/shapes';

/**
 * A hairy caterpillar crawling to the left, as picture books and Japanese alphabet sheets draw けむし: a big round
 * head with antennae, two eyes and a smile, and five round segments humped in the middle, each with a spot, a
 * tuft of hairs and a pair of stubby feet. Fluent's bug was a green tube with one eye and no mouth.
 */
export function caterpillar() {
  const f: string[] = [];
  const s: string[] = [];
  // the segments from the tail to the neck, drawn far end first so each nearer one overlaps the one behind it
  const segments: [number, number, number][] = [
    [63, 52, 6],
    [53.5, 46.5, 7.2],
    [42.5, 42.5, 8],
    [31.5, 45.5, 7.8],
    [23.5, 51, 7],
  ];
  // stubby feet under every segment, behind the body
  for (const [x, y, r] of segments)
    f.push(
      path(
        `M${r2(x - 3)} ${r2(y + r - 2)}Q${r2(x - 3.2)} ${r2(y + r + 3.4)} ${r2(x - 0.6)} ${r2(y + r + 3.4)}Q${r2(x + 1.6)} ${r2(y + r + 3.4)} ${r2(x + 1.6)} ${r2(y + r - 2)}Z`,
      ),
    );
  for (const [x, y, r] of segments) {
    f.push(path(circle(x, y, r)));
    f.push(path(circle(r2(x + 0.6), r2(y + r * 0.2), r2(r * 0.38))));
    // a tuft of three hairs on top, fanning out (the neck's is behind the head)
    if (x < 26) continue;
    const top = r2(y - r);
    s.push(
      `M${r2(x - 1.8)} ${r2(top + 0.6)}L${r2(x - 3.6)} ${r2(top - 3)}M${x} ${top}V${r2(top - 3.8)}M${r2(x + 1.8)} ${r2(top + 0.6)}L${r2(x + 3.6)} ${r2(top - 3)}`,
    );
  }
  // the antennae with round tips, behind the head
  f.push(path('M11.2 26.6Q7.6 18 4.8 15.2L6 14.2Q9.6 17.6 13.2 25.8Z'), path(circle(5, 13.6, 2.4)));
  f.push(path('M19.6 25.2Q21.6 16.4 24.2 12.4L25.6 13.2Q23.4 17.4 21.8 25.8Z'), path(circle(25.4, 11.4, 2.4)));
  // the head, its face kept clear of an adult page's fill: two eyes and a wide smile
  const head = path(circle(15, 37, 11.5));
  f.push(head);
  s.push('M10.6 42.4Q15 47.2 19.4 42.4');
  const eye = (x: number) => `M${r2(x - 1.6)} 36a1.6 2 0 1 0 3.2 0a1.6 2 0 1 0 -3.2 0Z`;
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${eye(11)}${eye(19)}"/>`, c: head };
}
