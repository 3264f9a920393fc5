// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { circle, path, r2, roundRect } from './shapes';

const BARS = 8;

/**
 * A child's xylophone seen from above, as alphabet sheets draw it for X: eight bars of falling length, from the
 * long low note on the left to the short high one on the right, each held by two nails on a frame of two rails
 * that close in as the bars shorten, and two mallets with round heads lying across the short end. Every bar is
 * an area of its own, for a rainbow of colours. No emoji draws one (the nearest is a piano keyboard), so
 * "xylophone", "Xylophon", 木琴 drew nothing.
 */
export function xylophone() {
  const f: string[] = [];
  const s: string[] = [];
  const x0 = 5;
  const w = 5.2;
  const gap = 2.4;
  const mid = 30;
  const long = 46;
  const short = 24;
  const bars = Array.from({ length: BARS }, (_, i) => {
    const len = long - ((long - short) * i) / (BARS - 1);
    const x = x0 + i * (w + gap);
    return { x, top: mid - len / 2, bottom: mid + len / 2 };
  });
  // the two rails under the bars, a quarter of each bar's length in from its ends
  const railY = (b: (typeof bars)[number], end: 'top' | 'bottom') => r2(end === 'top' ? b.top + (b.bottom - b.top) / 4.5 : b.bottom - (b.bottom - b.top) / 4.5);
  for (const end of ['top', 'bottom'] as const) {
    const a = bars[0];
    const z = bars[BARS - 1];
    const ya = railY(a, end);
    const yz = railY(z, end);
    const xa = a.x - 2.5;
    const xz = z.x + w + 2.5;
    const slope = (yz - ya) / (z.x - a.x);
    const y1 = r2(ya - slope * 2.5);
    const y2 = r2(yz + slope * 2.5);
    f.push(path(`M${xa} ${r2(y1 - 2)}L${xz} ${r2(y2 - 2)}L${xz} ${r2(y2 + 2)}L${xa} ${r2(y1 + 2)}Z`));
  }
  // the bars, each with its two nails where it crosses the rails
  for (const b of bars) {
    f.push(path(roundRect(r2(b.x), r2(b.top), r2(b.x + w), r2(b.bottom), 1.6)));
    for (const end of ['top', 'bottom'] as const) f.push(path(circle(r2(b.x + w / 2), railY(b, end), 0.75)));
  }
  // two mallets lying across the short bars' ends, their heads on the right
  const mallet = (ax: number, ay: number, bx: number, by: number) => {
    const len = Math.hypot(bx - ax, by - ay);
    const nx = r2(((ay - by) / len) * 0.9);
    const ny = r2(((bx - ax) / len) * 0.9);
    f.push(path(`M${r2(ax + nx)} ${r2(ay + ny)}L${r2(bx + nx)} ${r2(by + ny)}L${r2(bx - nx)} ${r2(by - ny)}L${r2(ax - nx)} ${r2(ay - ny)}Z`));
    f.push(path(circle(bx, by, 4)));
    s.push(`M${r2(bx - 1.8)} ${r2(by - 1.4)}Q${r2(bx - 0.6)} ${r2(by - 2.6)} ${r2(bx + 0.8)} ${r2(by - 2.4)}`);
  };
  mallet(18, 62, 57, 53.5);
  mallet(27, 68.5, 63, 61.5);
  return { f: f.join(''), s: s.length ? `<path d="${s.join('')}"/>` : '', d: '' };
}
