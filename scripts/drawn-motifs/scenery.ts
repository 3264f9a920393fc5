// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
// Two places a page is about: OpenMoji's castle was a thin-line row of three boxy towers with tiny slot windows,
// its volcano a thin lopsided cone under a blob of smoke; on paper both read small and gave a child a few big
// empty areas. Ours fill the box as a storybook draws them, with many areas of a size to colour.
import { along, band, circle, fleece, path, r2, roundRect, type Pt } from '../../lib/studio/art-kit/shapes';

/** A wall top from x0 to x1 at y `top`, cut into `n` merlons `h` high with gaps between them, as one area. */
function crenellated(x0: number, x1: number, top: number, bottom: number, n: number, h: number, curve = 0): string {
  const step = (x1 - x0) / (2 * n - 1);
  let d = `M${r2(x0)} ${r2(top - h)}`;
  for (let i = 0; i < n; i++) {
    const a = x0 + 2 * i * step;
    d += `H${r2(a + step)}`;
    if (i < n - 1) d += `V${r2(top)}H${r2(a + 2 * step)}V${r2(top - h)}`;
  }
  return `${d}V${r2(bottom)}Q${r2((x0 + x1) / 2)} ${r2(bottom + curve)} ${r2(x0)} ${r2(bottom)}Z`;
}

/** An arched window or door from x0 to x1, its round top at `top`, its sill at `bottom`. */
const arch = (x0: number, x1: number, top: number, bottom: number) => {
  const r = r2((x1 - x0) / 2);
  return `M${x0} ${bottom}V${r2(top + r)}A${r} ${r} 0 0 1 ${x1} ${r2(top + r)}V${bottom}Z`;
};

/**
 * A cone roof over a round tower centred on `cx`, `half` wide at its eaves (y `base`, curving down by `sag` as a
 * round roof's rim does), its point at `apex`, with `bands` curved stripes of tiles across it; a flagpole on the
 * point and a pennant blowing to the right.
 */
function coneRoof(cx: number, half: number, base: number, apex: number, sag: number, f: string[], s: string[]) {
  f.push(
    path(
      `M${r2(cx - half)} ${base}Q${r2(cx - half * 0.35)} ${r2(apex + (base - apex) * 0.55)} ${cx} ${apex}Q${r2(cx + half * 0.35)} ${r2(apex + (base - apex) * 0.55)} ${r2(cx + half)} ${base}Q${cx} ${r2(base + sag * 2)} ${r2(cx - half)} ${base}Z`,
    ),
  );
  // the tile bands: curves across the cone, following its round rim, each ending on the roof's edge
  for (const t of [0.36, 0.64]) {
    const y = apex + (base - apex) * t;
    // the roof's half width at that height, read off its slightly hollow sides
    const w = half * (t * t * 0.45 + t * 0.55);
    s.push(`M${r2(cx - w)} ${r2(y)}Q${cx} ${r2(y + sag * 2 * t)} ${r2(cx + w)} ${r2(y)}`);
  }
  // the flag: a pole off the point and a swallow-tailed pennant
  const top = apex - 7;
  s.push(`M${cx} ${apex}V${top}`);
  f.push(
    path(
      `M${cx} ${top}Q${r2(cx + 4)} ${r2(top - 0.8)} ${r2(cx + 8)} ${r2(top + 0.6)}L${r2(cx + 5.6)} ${r2(top + 2.3)}L${r2(cx + 8)} ${r2(top + 4.2)}Q${r2(cx + 4)} ${r2(top + 4.6)} ${cx} ${r2(top + 4.2)}Z`,
    ),
  );
}

/**
 * A storybook castle seen from the front: a tall square keep behind a crenellated curtain wall, with a cone roof
 * above its battlements, two round towers at the ends with tiled cone roofs, every roof flying a pennant; arched
 * windows, a few stones on the walls, a stone arch round a plank door with a ring, and a path down to the grass.
 */
export function castle() {
  const f: string[] = [];
  const s: string[] = [];
  // the grass the castle stands on, behind everything
  f.push(path('M1 71.6V67.6Q36 63.4 71 67.6V71.6Z'));
  // the keep: its roof rising behind its battlements, then its walls and windows
  coneRoof(36, 10, 19.5, 8.4, 1, f, s);
  f.push(path(crenellated(23.5, 48.5, 22, 44, 5, 3.6)));
  s.push('M23.5 25.4H48.5');
  f.push(path(arch(28, 33, 27.6, 35.6)), path(arch(39, 44, 27.6, 35.6)));
  s.push('M28 32H33M39 32H44');
  // the curtain wall with its battlements, drawn over the keep's foot; a few stones on it
  f.push(path(crenellated(15, 57, 40.5, 67, 9, 3.4, 0.5)));
  for (const [x, y] of [
    [19, 45],
    [22.5, 58.5],
    [47.5, 48.5],
    [50, 60],
    [24, 46.5],
  ] as const)
    f.push(path(roundRect(x, y, x + 4.6, y + 2.6, 0.9)));
  // the gate: a stone arch of five blocks round a plank door with a ring handle, and its step
  f.push(path(arch(27, 45, 47, 67)));
  s.push('M27 57.2H29.6M45 57.2H42.4M29.4 50.6L31.4 52.4M42.6 50.6L40.6 52.4M36 47V49.6');
  f.push(path(arch(29.6, 42.4, 49.6, 67)));
  s.push('M32.8 50.6V67M36 49.6V67M39.2 50.6V67M29.6 55.4H42.4M29.6 62.2H42.4');
  f.push(path(circle(40.6, 59, 1)));
  // the path from the door down to the edge of the grass, with stepping stones
  f.push(path('M29.6 67H42.4L47.5 71.6H24.5Z'));
  f.push(path(roundRect(32.4, 67.7, 35.4, 69.2, 0.6)), path(roundRect(37.2, 68.8, 40.6, 70.6, 0.6)));
  // the two round towers, over the wall's ends: body, a band of stone under the eaves, windows, a stone or two
  for (const cx of [10, 62]) {
    coneRoof(cx, 9.2, 25, 10.6, 1.4, f, s);
    f.push(path(`M${cx - 7} 27V67.6Q${cx} 69.6 ${cx + 7} 67.6V27Q${cx} 28.6 ${cx - 7} 27Z`));
    s.push(`M${cx - 7} 30.6Q${cx} 32.2 ${cx + 7} 30.6`);
    f.push(path(arch(cx - 2.8, cx + 2.8, 35, 43.5)), path(arch(cx - 2.2, cx + 2.2, 51, 57.5)));
    s.push(`M${cx} 35V43.5`);
    const side = cx < 36 ? -1 : 1;
    f.push(path(roundRect(cx + side * 3 - 2.2, 61.2, cx + side * 3 + 2.2, 63.6, 0.8)));
    f.push(path(roundRect(cx - side * 3.4 - 2.2, 46, cx - side * 3.4 + 2.2, 48.4, 0.8)));
  }
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: '' };
}

/** A tongue along `line`, `width(t)` across, its end rounded: a jet of lava. */
function tongue(line: Pt[], width: (t: number) => number): string {
  const { left, right } = band(line, width);
  const [ex, ey] = line[line.length - 1];
  const [px, py] = line[line.length - 2];
  const len = Math.hypot(ex - px, ey - py) || 1;
  const w = width(1) * 0.9;
  const tip = `${r2(ex + ((ex - px) / len) * w)} ${r2(ey + ((ey - py) / len) * w)}`;
  const pts = (ps: Pt[]) => ps.map((p) => p.join(' ')).join('L');
  return `M${pts(left)}Q${tip} ${pts([...right].reverse())}Z`;
}

/** A rounded rock, `r` across, a little lumpy: seven points joined by smooth curves. */
function rock(cx: number, cy: number, r: number, flat = false): string {
  const k = [1, 0.86, 1.05, 0.9, 1.02, 0.88, 0.96];
  const p = k.map((m, i): Pt => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / k.length;
    const y = cy + r * m * Math.sin(a) * 0.8;
    return [r2(cx + r * m * Math.cos(a)), r2(flat ? Math.min(y, cy + r * 0.45) : y)];
  });
  const mid = (a: Pt, b: Pt) => `${r2((a[0] + b[0]) / 2)} ${r2((a[1] + b[1]) / 2)}`;
  let d = `M${mid(p[p.length - 1], p[0])}`;
  p.forEach((q, i) => (d += `Q${q.join(' ')} ${mid(q, p[(i + 1) % p.length])}`));
  return `${d}Z`;
}

/**
 * A volcano erupting: a big cone with hollow flanks and two layers of rock with jagged ledges, lava welling over the
 * crater's lip and running down the front in three round-ended streams, a fountain of lava jumping up into a cloud
 * of round smoke puffs, lava rocks flying out with speed lines, and boulders at its foot. No solid black: the
 * crater is an area, and so is every stream and rock.
 */
export function volcano() {
  const f: string[] = [];
  const s: string[] = [];
  // the lava fountain, behind the smoke: three jets out of the crater, the middle one tallest
  const jet = (b: Pt, c: Pt, d: Pt, w: number) => path(tongue(along([36, 27], [[b, c, d]], 12), (t) => w - t * 1.8));
  f.push(jet([35, 22], [31, 19], [28.5, 16], 5.4), jet([37, 22], [41, 19], [43.5, 16.5], 5.4), jet([36, 23], [36.4, 19], [36, 15], 5.6));
  // the smoke: a big scalloped cloud and two puffs rising off it
  f.push(path(fleece(51, 6.5, 6, 3.6, 7, 1.8)));
  f.push(path(fleece(21, 7.5, 5.4, 3.2, 7, 1.8, 0.4)));
  f.push(path(fleece(36, 13, 11.5, 5, 10, 2.3, 0.3)));
  // the cone: hollow flanks down to a wide foot, its top broken into a jagged rim round the crater
  const flank = (side: -1 | 1) => {
    const at = (dx: number, y: number): Pt => [36 + side * dx, y];
    return along(at(10, 25.6), [[at(16, 40), at(22, 62), at(34, 69.5)]], 40);
  };
  const [left, right] = [flank(-1), flank(1)];
  const xAt = (line: Pt[], y: number) => line.find((p) => p[1] >= y)![0];
  const pts = (ps: Pt[]) => ps.map((p) => p.join(' ')).join('L');
  f.push(path(`M${pts([...left].reverse())}L29 24.2L31.5 25.6L34 24L38 25.2L41 24L43.5 25.4L${pts(right)}Z`));
  // two layers of rock across the flanks, their tops jagged ledges, under the lava
  const layer = (y: number, zig: number[]) => {
    const [x0, x1] = [xAt(left, y), xAt(right, y)];
    const top = zig.map((dy, i): Pt => [r2(x0 + ((x1 - x0) * (i + 1)) / (zig.length + 1)), r2(y + dy)]);
    const below = (line: Pt[]) => line.filter((p) => p[1] > y);
    return path(`M${x0} ${y}L${pts(top)}L${x1} ${y}L${pts(below(right))}L${pts([...below(left)].reverse())}Z`);
  };
  f.push(layer(45, [-2.4, 1, -1.6, 1.6, -2.2, 0.6, -1.8]));
  f.push(layer(58.5, [-2.6, 0.8, -2, 1.2, -2.8, 0.4, -1.6, 1.4, -2.2]));
  // the lava welling over the crater's lip and running down the front in round-ended streams of many lengths
  const capY = 32;
  const [x0, x1] = [xAt(left, capY), xAt(right, capY)];
  const ends = [50, 61, 46];
  const w = (x1 - x0) / ends.length;
  let cap = `M${pts(left.filter((p) => p[1] < capY))}L${x0} ${capY}`;
  ends.forEach((end, i) => {
    const [cx, half] = [x0 + w * (i + 0.5), w * 0.3];
    cap += `Q${r2(cx - half)} ${i ? capY - 0.5 : capY} ${r2(cx - half)} ${capY + 2.4}V${r2(end - half)}A${r2(half)} ${r2(half)} 0 0 0 ${r2(cx + half)} ${r2(end - half)}`;
    cap += `V${capY + 2.4}Q${r2(cx + half)} ${i < ends.length - 1 ? capY - 0.5 : capY} ${r2(cx + w / 2)} ${i < ends.length - 1 ? capY - 0.5 : capY}`;
  });
  f.push(path(`${cap}L${pts([...right.filter((p) => p[1] < capY)].reverse())}L43.5 25.4L41 24L38 25.2L34 24L31.5 25.6L29 24.2Z`));
  // the crater's glowing mouth over the lava's top
  f.push(path('M27.5 26.2Q36 22.6 44.5 26.2Q36 29.4 27.5 26.2Z'));
  // boulders at the foot
  f.push(path(rock(9.5, 68.6, 4.4, true)), path(rock(25, 69.4, 3, true)), path(rock(62, 68.4, 4.8, true)), path(rock(37, 69.6, 2.6, true)));
  // lava rocks flying out of the crater, two speed lines trailing back towards it from each
  for (const [x, y, r, tx, ty] of [
    [9, 21, 3.6, 20, 27],
    [63, 17.5, 3.6, 52, 24],
    [61, 33.5, 2.8, 53, 36.5],
    [10.5, 36.5, 2.6, 18.5, 39],
  ] as const) {
    f.push(path(rock(x, y, r)));
    const len = Math.hypot(tx - x, ty - y);
    const [ux, uy] = [(tx - x) / len, (ty - y) / len];
    for (const side of [-1, 1])
      s.push(`M${r2(x + ux * (r + 1) - uy * side * r * 0.45)} ${r2(y + uy * (r + 1) + ux * side * r * 0.45)}l${r2(ux * 4.5)} ${r2(uy * 4.5)}`);
  }
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: '' };
}
