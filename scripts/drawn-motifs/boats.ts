// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { circle, cubic, path, r2, type Pt } from '../../lib/studio/art-kit/shapes';

/**
 * A hull seen from the side: the sheer (deck edge) from the stern `stern` up to the bow `bow`, the stern's curve
 * down to the keel's flat run and the bow's longer curve up to the sheer. Inside it a rim under the sheer and
 * plank lines that run from the stern's edge to the bow's, so every strip is a closed area. OpenMoji's sailboat
 * and speedboat sat on a box of water as wide as the boat, which read as the hull itself: a plain rectangle.
 */
export function hull(stern: Pt, bow: Pt, keel: [number, number, number], rim: number, planks: number[]) {
  const [k0, k1, ky] = keel;
  const sternCurve: [Pt, Pt, Pt, Pt] = [stern, [stern[0] + 1.5, ky - 5], [k0 - 7, ky], [k0, ky]];
  const bowCurve: [Pt, Pt, Pt, Pt] = [bow, [bow[0] - 2.5, ky - (ky - bow[1]) * 0.45], [k1 + 9, ky], [k1, ky]];
  const f: string[] = [
    path(
      `M${stern.join(' ')}L${bow.join(' ')}C${bowCurve[1].join(' ')} ${bowCurve[2].join(' ')} ${k1} ${ky}H${k0}C${sternCurve[2].join(' ')} ${sternCurve[1].join(' ')} ${stern.join(' ')}Z`,
    ),
  ];
  // the rim: a band under the sheer, closed by the hull's two ends
  const rs = cubic(...sternCurve, rim),
    rb = cubic(...bowCurve, rim * 0.8);
  f.push(path(`M${stern.join(' ')}L${bow.join(' ')}L${rb.join(' ')}L${rs.join(' ')}Z`));
  // planks: each a gentle curve from one end of the hull to the other, sagging like the keel
  const s = planks.map((t) => {
    const a = cubic(...sternCurve, t),
      b = cubic(...bowCurve, t);
    return `M${a.join(' ')}Q${r2((a[0] + b[0]) / 2)} ${r2(Math.max(a[1], b[1]) + 0.6)} ${b.join(' ')}`;
  });
  return { f, s, rimBottom: (x: number) => rs[1] + ((rb[1] - rs[1]) * (x - rs[0])) / (rb[0] - rs[0]) };
}

/**
 * A sailboat filling its box: a deep hull with a rim, planks and three big portholes, a mast with a pennant, a
 * mainsail and a jib bellied out by the wind (their leeches bulge) with seams across them. Our first one was a
 * thin hull under two slim straight-edged sails, and its pages were mostly sky.
 */
export function sailboat() {
  const f: string[] = [];
  const s: string[] = [];
  // pennant and mast (the hull is painted over the mast's foot)
  f.push(path('M38.6 1.4L49.6 4.8L38.6 8.2Z'), path('M35.4 0.6H38.6V50H35.4Z'));
  // the mainsail: its luff on the mast, its foot on the boom, its leech bulging out; seams from leech to mast
  const leech: [Pt, Pt, Pt, Pt] = [
    [34.4, 5],
    [22, 14],
    [6, 28],
    [3.4, 42],
  ];
  f.push(path(`M34.4 5C22 14 6 28 3.4 42H34.4Z`), path('M2 42H36.6V44.8H2Z'));
  for (const t of [0.28, 0.52, 0.76]) {
    const p = cubic(...leech, t);
    s.push(`M${p.join(' ')}L34.4 ${r2(p[1] + 1.6)}`);
  }
  // the jib: from near the mast's top out towards the bow, bellied too, its foot above the deck
  const jib: [Pt, Pt, Pt, Pt] = [
    [39.6, 8],
    [52, 16],
    [66, 28],
    [67.4, 41],
  ];
  f.push(path(`M39.6 8C52 16 66 28 67.4 41H39.6Z`));
  for (const t of [0.35, 0.62, 0.85]) {
    const p = cubic(...jib, t);
    s.push(`M39.6 ${r2(p[1] + 1.4)}L${p.join(' ')}`);
  }
  const h = hull([1, 46], [71, 43], [14, 56, 68], 0.14, [0.42]);
  f.push(...h.f);
  s.push(...h.s);
  // portholes in the band under the rim, kept clear of an adult page's zentangle fill like a face's eyes
  const portholes = [21, 35, 49].map((x) => path(circle(x, r2(h.rimBottom(x) + 5.6), 2.7)));
  f.push(...portholes);
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: '', c: portholes.join('') };
}
