// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { circle, path, r2, scallops } from './shapes';

/**
 * A big cat's muzzle centred on x with its cheeks at y: two round cheeks, the nose over them and a line down from
 * the nose (pushed onto `f` and `s`); returns the four whisker dots for `d`. The lion's and the tiger's.
 */
export function catMuzzle(x: number, y: number, f: string[], s: string[]): string {
  const [l, r] = [r2(x - 2.6), r2(x + 2.6)];
  f.push(path(circle(l, y, 3.4)), path(circle(r, y, 3.4)));
  f.push(
    path(
      `M${l} ${r2(y - 3.6)}Q${x} ${r2(y - 4.6)} ${r} ${r2(y - 3.6)}Q${r2(x + 2)} ${r2(y - 0.8)} ${x} ${r2(y - 0.6)}Q${r2(x - 2)} ${r2(y - 0.8)} ${l} ${r2(y - 3.6)}Z`,
    ),
  );
  s.push(`M${x} ${r2(y - 0.6)}V${r2(y + 1.2)}`);
  const whisker = (dx: number, dy: number) => circle(r2(x + dx), r2(y + dy), 0.45);
  return whisker(-4, -0.2) + whisker(-1.6, 1.2) + whisker(4, -0.2) + whisker(1.6, 1.2);
}

/**
 * A whole lion standing side-on, its face turned to the reader: a scalloped mane around a round face with
 * ears, a muzzle, a nose and a smile, a body on four legs with paws, and a tail ending in a tuft. OpenMoji's
 * lion is a face, so the lion pages showed a head where a lion in the jungle should stand.
 */
export function lion() {
  const f: string[] = [];
  const s: string[] = [];
  const head = { x: 19, y: 24 };
  // the far legs behind the body, the tail and its tuft
  f.push(path('M31 44L30.5 60L35.5 60L36.5 45Z'), path('M53 44L55 60L60 60L58.5 43Z'));
  f.push(path('M30 58.5Q30 63.5 33.5 63.5Q37.3 63.5 37.3 58.5Z'), path('M54.2 58.5Q54.2 63.5 57.7 63.5Q61.5 63.5 61.5 58.5Z'));
  f.push(path('M59 35Q66 36 66.5 28Q66.8 25 65.5 23L64 24Q65 26.5 64.5 29Q63.5 33 58.5 32.5Z'));
  f.push(path('M62.5 22.5Q63 17.5 66.5 16.5Q70.5 17.5 69.5 22Q68.5 25.5 65 25.5Q63 25 62.5 22.5Z'));
  s.push('M64.6 18.8Q66 20.5 65.8 23M67.4 18.4Q68 20.6 67.3 23');
  // the body, the near legs, the paws with toes
  f.push(path('M26 37Q27 30 35 30L52 30Q61 30 61 38.5L61 40.5Q61 47.5 53 47.5L33 47.5Q26 47.5 26 41Z'));
  s.push('M31 35Q36 38 37 44');
  f.push(path('M27.5 43L27 59.5L33 59.5L33.5 45Z'), path('M48.5 43L49.5 59.5L55.5 59.5L54.5 43Z'));
  f.push(path('M26 58.5Q26 64 30 64Q34.5 64 34.5 58.5Z'), path('M48.5 58.5Q48.5 64 52.5 64Q57 64 57 58.5Z'));
  s.push('M28.8 61.2V64M31.6 61.2V64M51.3 61.2V64M54.2 61.2V64');
  // the mane: an outer ring of big scallops and an inner one, two rings to colour
  f.push(path(scallops(head.x, head.y, 15, 12, 3)));
  f.push(path(scallops(head.x, head.y, 12, 10, 2)));
  // the ears, then the face
  f.push(path(circle(11.5, 15, 3.2)), path(circle(26.5, 15, 3.2)));
  s.push('M10.3 15.2Q11.5 13.2 12.8 15.2M25.3 15.2Q26.5 13.2 27.8 15.2');
  const face = path(
    `M${head.x} 13.5C${head.x + 7} 13.5 ${head.x + 9.5} 18 ${head.x + 9.5} 23.5C${head.x + 9.5} 30 ${head.x + 5} 34 ${head.x} 34C${head.x - 5} 34 ${head.x - 9.5} 30 ${head.x - 9.5} 23.5C${head.x - 9.5} 18 ${head.x - 7} 13.5 ${head.x} 13.5Z`,
  );
  f.push(face);
  // the muzzle: two cheeks, the nose over them, the smile under; whisker dots
  const whiskers = catMuzzle(head.x, 28.2, f, s);
  s.push(`M${head.x - 2.4} 31.6Q${head.x} 33.2 ${head.x + 2.4} 31.6`);
  s.push('M15.5 19.6Q16 18.6 17 18.4M21 18.4Q22 18.6 22.5 19.6');
  const d = `<path d="${circle(15.8, 22, 1.4)}${circle(22.2, 22, 1.4)}${whiskers}"/>`;
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d, c: face };
}
