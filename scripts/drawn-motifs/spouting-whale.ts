// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The spouting whale: a round baby whale, a cousin of our long blue whale (sea-friends.ts, 1F40B), but chubby and
// with the house's kawaii face, blowing a fountain of drops. Fluent's printed as a round outline with a dot eye,
// a belly line, a tail standing up behind and a small spout: four areas, no smile.
import { flatten, polyD } from '../../lib/studio/art-kit/clip';
import { smooth } from './dinosaurs';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { oval, within } from './ship-and-helicopter';
import { path, r2, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';

/** A drop of water, its round end of radius `r` at (x, y), its point `1.9 r` away towards angle `deg` (y down). */
function drop(x: number, y: number, r: number, deg: number): string {
  const a = (deg * Math.PI) / 180;
  const [ux, uy] = [Math.cos(a), Math.sin(a)];
  const [nx, ny] = [-uy, ux];
  const tip: Pt = [x + ux * 2 * r, y + uy * 2 * r];
  const side = (k: number): Pt => [x + nx * r * k, y + ny * r * k];
  const back: Pt = [x - ux * r, y - uy * r];
  const f = (p: Pt) => `${r2(p[0])} ${r2(p[1])}`;
  // from the tip round one side, the round back, the other side, and back to the tip
  return `M${f(tip)}Q${f([x + ux * 0.7 * r + nx * r, y + uy * 0.7 * r + ny * r])} ${f(side(1))}A${r} ${r} 0 0 1 ${f(back)}A${r} ${r} 0 0 1 ${f(side(-1))}Q${f([x + ux * 0.7 * r - nx * r, y + uy * 0.7 * r - ny * r])} ${f(tip)}Z`;
}

/**
 * The spouting whale, side-on facing left and round as a ball: a big head running back into a short body whose tail
 * stock sweeps up behind into flukes spread flat (two lobes and a notch); a pale belly with two grooves across it,
 * a flipper, three spots on the back, and the kawaii face (eyes with a shine, cheeks, a smile standing free) on
 * the head. From the blowhole a spout rises, a column that flares at its top into a splash of three tongues,
 * and a fountain of drops, each an area, flying out round it and falling either side.
 */
export function spoutingWhale() {
  const f: string[] = [];
  const s: string[] = [];
  // the spout: a column from the blowhole flaring at its top into a splash of three tongues of water, and the
  // fountain of drops flying out round it and falling either side
  const [sx, sy] = [22, 14];
  f.push(
    path(
      `M${sx - 1.7} 30.4C${sx - 1.7} 24 ${sx - 2.4} 20 ${sx - 6.2} ${sy + 2.2}Q${sx - 8.6} ${sy + 0.6} ${sx - 7.4} ${sy - 1.4}Q${sx - 5.6} ${sy - 3} ${sx - 3.4} ${sy}` +
        `Q${sx - 3.6} ${sy - 5} ${sx - 1.6} ${sy - 7}Q${sx} ${sy - 8.2} ${sx + 1.6} ${sy - 7}Q${sx + 3.6} ${sy - 5} ${sx + 3.4} ${sy}` +
        `Q${sx + 5.6} ${sy - 3} ${sx + 7.4} ${sy - 1.4}Q${sx + 8.6} ${sy + 0.6} ${sx + 6.2} ${sy + 2.2}C${sx + 2.4} 20 ${sx + 1.7} 24 ${sx + 1.7} 30.4Z`,
    ),
  );
  const spray: [number, number, number, number][] = [
    [sx, 2.4, 1.7, 90],
    [sx - 7.4, 5.2, 1.8, 50],
    [sx + 7.4, 5.2, 1.8, 130],
    [sx - 12.4, 10.6, 2, 25],
    [sx + 12.4, 10.6, 2, 155],
    [sx - 15.4, 18.6, 1.8, -70],
    [sx + 15.4, 18.6, 1.8, -110],
    [sx - 10.6, 23.2, 1.4, -80],
    [sx + 10.6, 23.2, 1.4, -100],
  ];
  for (const [x, y, r, deg] of spray) f.push(path(drop(x, y, r, deg)));
  // the flukes on top of the upswept stock, spread flat: two lobes, tips curling up, a notch between them
  f.push(path('M54.4 23Q49.4 19.4 47.2 11.2Q47 9 49.2 9.4Q55.4 10.8 59.6 15.8Q63.6 10.8 69.6 9.4Q71.8 9 71.6 11.2Q69.6 19.4 64.6 23Q59.6 21.2 54.4 23Z'));
  // the body, round at the head, its stock sweeping up behind
  const body: Pt[] = [
    [2.8, 47],
    [5.6, 37],
    [13, 30.6],
    [24, 28.4],
    [35, 30.2],
    [44, 35],
    [50.4, 34.8],
    [54.6, 28.6],
    [56.4, 21],
    [62.6, 21],
    [63.6, 31],
    [61, 43],
    [55, 53.4],
    [45, 61.4],
    [31, 65.6],
    [17, 64.4],
    [7.6, 58],
  ];
  const outline = smooth(body);
  f.push(path(outline));
  const inside = flatten(outline, 0.5);
  // the pale belly along the underside, two grooves across it, each band an area cut to the body
  for (const [cy, ry] of [
    [71, 20],
    [71, 16],
    [71, 12.4],
  ])
    f.push(path(polyD(within(inside, oval(28, cy, 34, ry, 72)))));
  // three spots on the back
  for (const [x, y, rx, ry, deg] of [
    [33.5, 34.2, 2.8, 1.8, 8],
    [41.5, 38.4, 2.1, 1.4, 24],
    [28, 37.6, 1.6, 1.1, 0],
  ] as const)
    f.push(path(turnedEllipse(x, y, rx, ry, deg)));
  // a flipper on the side, over the belly, pointing back
  f.push(path('M33 52.6Q37.6 50.6 43 53.6Q48.6 57 50.4 61.8Q49.6 63.6 46.6 62.8Q40 61.8 35.4 58.8Q31.4 56 33 52.6Z'));
  // the blowhole
  s.push(`M${sx - 2.4} 29.6Q${sx} 31 ${sx + 2.4} 29.6`);
  const face = kawaiiFace(17, 44.6, 1.12);
  f.push(...face.f);
  s.push(face.s);
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${face.d}"/>`, c: face.c };
}
