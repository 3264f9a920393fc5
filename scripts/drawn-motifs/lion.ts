// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { catLeg } from './big-cat-legs';
import { d, smooth, tuftedTail } from './big-beasts-kit';
import { circle, path, r2, scallops, type Pt } from '../../lib/studio/art-kit/shapes';

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
  // the far legs behind the body, set a little up the page; the tail hanging from the rump to its tuft
  const far = { f: [] as string[], s: [] as string[] };
  catLeg([37, 63.4], 42, 4.6, false, far.f, far.s);
  catLeg([58.4, 63.4], 42, 4.6, true, far.f, far.s);
  f.push(...far.f);
  s.push(...far.s);
  tuftedTail(
    [
      [60, 36],
      [67.5, 35],
      [69.5, 42],
      [67, 49],
    ],
    2.4,
    f,
    s,
    1.1,
  );
  // the body: a deep chest under the mane, a back dipping a little to the rump, a belly tucked up before the haunch
  const body: Pt[] = [
    [26, 40.5],
    [30, 33],
    [40, 31],
    [52, 31],
    [60.5, 33.4],
    [63, 40],
    [60, 47.4],
    [52, 48.6],
    [44, 47.6],
    [36, 49],
    [28.4, 47.4],
  ];
  f.push(path(`M${d(smooth([...body, body[0], body[1]], 6).slice(6))}Z`));
  // the near legs over it: the shoulder and the haunch rounded on the body, each on a toed paw
  catLeg([31.2, 64.4], 38, 5.4, false, f, s);
  catLeg([52.4, 64.4], 39, 5.4, true, f, s);
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
  const dots = `<path d="${circle(15.8, 22, 1.4)}${circle(22.2, 22, 1.4)}${whiskers}"/>`;
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: dots, c: face };
}
