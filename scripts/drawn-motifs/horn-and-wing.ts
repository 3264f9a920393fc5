// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// What the unicorn's build (horse.ts, unicorn.ts) adds to the horse: the spiralled horn on the forehead and the
// feathered wing rising from the back (the winged unicorn, Pegasus).
import { add, pt } from './equine-geometry';
import { path, r2, type Pt } from '../../lib/studio/art-kit/shapes';

/**
 * The horn, spiralled: three turns across it, each from edge to edge, so it is four areas. `hd` sets a point of
 * the head's own box on the neck.
 */
export function horn(hd: (x: number, y: number) => Pt): { f: string; s: string[] } {
  const [bl, br, tip]: Pt[] = [hd(14.6, 8.1), hd(18.2, 7.1), hd(13, -3)];
  const f = path(`M${pt(bl)}Q${pt(hd(13.8, 1.6))} ${pt(tip)}Q${pt(hd(16.4, 1.4))} ${pt(br)}Z`);
  const s: string[] = [];
  const lerp = (a: Pt, b: Pt, t: number): Pt => [r2(a[0] + (b[0] - a[0]) * t), r2(a[1] + (b[1] - a[1]) * t)];
  for (const t of [0.2, 0.42, 0.62]) {
    const [l, r] = [lerp(bl, tip, t), lerp(br, tip, t - 0.12)];
    s.push(`M${pt(lerp(bl, tip, t - 0.02))}Q${pt(add(lerp(l, r, 0.5), [0.3, 0.5]))} ${pt(r)}`);
  }
  return { f, s };
}

/**
 * A feathered wing rising from the back: four feathers, each line from a notch of the trailing edge to the
 * leading edge, so each is an area.
 */
export function wing(): { f: string; s: string } {
  const w = (d: string) => d.replace(/(-?[\d.]+) (-?[\d.]+)/g, (_, x, y) => `${r2(Number(x) + 6)} ${r2(Number(y) - 1)}`);
  return {
    f: path(
      w('M37 33Q39 21 49 12.5Q56 6.5 65.5 2.5Q65 9 61 13Q64 13 66 11.5Q64.5 18.5 58 21.5Q61.5 22 63.5 21Q60 27.5 53 29Q55.5 30 57.5 30Q52.5 34.5 44.5 35Z'),
    ),
    s: w('M61 13Q52 14 45.3 16M58 21.5Q49 21 41 21.9M53 29Q46.5 28.2 40.4 27.9'),
  };
}
