// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The ghost (1F47B), the jellyfish (1FABC) and the squid (1F991). OpenMoji's ghost is a plain blob with an "o"
// mouth, one big area; its jellyfish is a dome (the build drew a face on it) over loose wavy lines that read as
// seaweed; Fluent's squid is an odd shape whose two solid black dots near the bottom look like holes. Ours are
// the friendly ones of a storybook: a ghost with a scalloped hem saying "boo" with both arms raised, a jellyfish
// with a frilly bell, ruffled oral arms and curling tentacles, and a squid with fins, big eyes, eight arms and two
// club-ended tentacles ringed with suckers.
import { circle, ellipse, path, r2, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';

const out = (f: string[], s: string[], dots: string[], c: string) => ({ f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${dots.join('')}"/>`, c });
const poly = (pts: Pt[]) => pts.map((p) => `${r2(p[0])} ${r2(p[1])}`).join('L');

/**
 * A black eye `rx` by `ry` at (cx, cy) with a round shine left white up and to its right: the shine is drawn the
 * other way round, so under the non-zero rule it cuts a hole.
 */
const shinyEye = (cx: number, cy: number, rx: number, ry: number, shine: number) => {
  const [sx, sy] = [r2(cx + rx * 0.32), r2(cy - ry * 0.36)];
  return `${ellipse(cx, cy, rx, ry)}M${r2(sx - shine)} ${sy}a${shine} ${shine} 0 1 1 ${r2(2 * shine)} 0a${shine} ${shine} 0 1 1 ${r2(-2 * shine)} 0Z`;
};

/**
 * A hanging line: from `from` down `length` units, drifting `drift` sideways and swaying `amp` either side in
 * `waves` half-waves, then (if `curl` is not 0) curling `turn` radians round a circle of radius `curl`, to the
 * left for a negative curl and to the right for a positive one, tightening as it goes. Points, `n` for the sway.
 */
function hanging(from: Pt, length: number, drift: number, amp: number, waves: number, curl = 0, turn = 4.6, n = 36): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    pts.push([from[0] + drift * t + amp * Math.sin(Math.PI * waves * t), from[1] + length * t]);
  }
  if (!curl) return pts;
  const [a, b] = [pts[n - 1], pts[n]];
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const [tx, ty] = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
  // the curl's centre lies off the line's end, to the side it turns to; it winds on round it, closing in
  const side = Math.sign(curl);
  const r = Math.abs(curl);
  const [nx, ny] = [-ty * side, tx * side];
  const [cx, cy] = [b[0] - nx * r, b[1] - ny * r];
  const start = Math.atan2(b[1] - cy, b[0] - cx);
  const m = 28;
  for (let i = 1; i <= m; i++) {
    const t = i / m;
    const ang = start - side * turn * t;
    const rr = r * (1 - 0.45 * t);
    pts.push([cx + rr * Math.cos(ang), cy + rr * Math.sin(ang)]);
  }
  return pts;
}

/** The outward normals of a line of points (to its left as it runs). */
function normals(line: Pt[]): Pt[] {
  return line.map((_, i) => {
    const [a, b] = [line[Math.max(0, i - 1)], line[Math.min(line.length - 1, i + 1)]];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    return [(b[1] - a[1]) / len, -(b[0] - a[0]) / len];
  });
}

/**
 * A closed ribbon along `line`, `width(t)` across; each edge ruffled outwards in `ruffles` round frills standing
 * `frill` units out (the two edges out of step, as a jellyfish's oral arm folds), or smooth for `frill` 0.
 * Its end is rounded off.
 */
function ribbon(line: Pt[], width: (t: number) => number, frill = 0, ruffles = 0): string {
  const ns = normals(line);
  const last = line.length - 1;
  const edge = (side: 1 | -1, phase: number) =>
    line.map(([x, y], i) => {
      const t = i / last;
      const w = width(t) / 2 + frill * Math.abs(Math.sin(Math.PI * (ruffles * t + phase)));
      return [x + side * ns[i][0] * w, y + side * ns[i][1] * w] as Pt;
    });
  const left = edge(1, 0);
  const right = edge(-1, 0.5).reverse();
  // round the tip: a half-turn of an arc from the left edge's end to the right edge's start
  const tipR = r2(width(1) / 2 + 0.01);
  return `M${poly(left)}A${tipR} ${tipR} 0 0 1 ${poly([right[0]])}L${poly(right)}Z`;
}

/**
 * A friendly storybook ghost floating and facing the reader: a rounded sheet with a hem of five scallops, both
 * little arms raised in a "boo", big shiny eyes, a happy open mouth with a tongue, blush cheeks, a small bow on
 * top of its head and a little bat friend flying over its arm, each an area to colour.
 */
export function ghost() {
  const f: string[] = [];
  const s: string[] = [];
  // the arms behind the sheet, raised up and out, each a rounded mitten
  for (const k of [-1, 1]) {
    const X = (x: number) => r2(36 + k * (x - 36));
    f.push(
      path(`M${X(22)} 30C${X(17)} 28.5 ${X(12.5)} 25.5 ${X(9.5)} 20.5C${X(8)} 18 ${X(4.2)} 18.6 ${X(4.6)} 22C${X(5.2)} 26.5 ${X(10)} 32.5 ${X(20.5)} 38.5Z`),
    );
  }
  // the sheet: a dome over sides that flare out to a hem of five round scallops
  let sheet = 'M12 58C13.5 46 18 38 18.5 24A17.5 17.5 0 0 1 53.5 24C54 38 58.5 46 60 58';
  const hem = [60, 50.4, 40.8, 31.2, 21.6, 12];
  for (let i = 0; i < 5; i++) {
    const [a, b] = [hem[i], hem[i + 1]];
    sheet += `C${r2(a - 0.4)} 65.6 ${r2(b + 0.4)} 65.6 ${b} 58`;
  }
  const body = path(`${sheet}Z`);
  f.push(body);
  // the bow on top of the head, tilted a little: two round loops, each with a crease, and the knot
  f.push(path('M44.6 8.6C41 3.2 36.8 3.4 37.4 7.4C37.8 10.8 41.6 11.6 44.8 10.6Z'));
  f.push(path('M47.8 7.2C49.4 1 53.6 -0.2 54.6 3.6C55.4 7 52.4 9.2 48.4 9.6Z'));
  s.push('M43.2 9.2Q40.6 8 39.6 6.6M49.2 7.8Q51 6.4 52.2 4.2');
  f.push(path(turnedEllipse(46.4, 9, 2.4, 2.1, -20)));
  // a little bat friend flying in the corner over the raised arm: scalloped wings, then its body with two ears
  for (const k of [-1, 1]) {
    const X = (x: number) => r2(11 + k * (x - 11));
    f.push(path(`M${X(8.8)} 7.4C${X(6.4)} 3.6 ${X(3.2)} 3 ${X(0.8)} 4.8Q${X(2.6)} 6.6 ${X(2.2)} 9.2Q${X(3.8)} 8.2 ${X(5)} 10.4Q${X(6.6)} 9.2 ${X(8.8)} 11Z`));
  }
  f.push(
    path(
      'M8.2 8.8C8.2 6.6 8.8 5.4 9.3 4.8L9 2.4L10.5 3.9Q11 3.8 11.5 3.9L13 2.4L12.7 4.8C13.2 5.4 13.8 6.6 13.8 8.8C13.8 11.2 12.6 12.6 11 12.6C9.4 12.6 8.2 11.2 8.2 8.8Z',
    ),
  );
  s.push('M10 9.6Q11 10.5 12 9.6');
  // blush cheeks, then the open mouth with its tongue
  f.push(path(ellipse(25.2, 31.6, 3.2, 2)), path(ellipse(46.8, 31.6, 3.2, 2)));
  f.push(path('M30.4 30.2Q36 31.8 41.6 30.2Q41.6 38.6 36 38.6Q30.4 38.6 30.4 30.2Z'));
  f.push(path('M31.8 35.2Q33.8 32.8 36 34.2Q38.2 32.8 40.2 35.2Q39 38.5 36 38.6Q33 38.5 31.8 35.2Z'));
  s.push('M36 34.4V36.6');
  const face = path(ellipse(36, 28.5, 15, 11));
  const batEyes = circle(9.9, 7.6, 0.55) + circle(12.1, 7.6, 0.55);
  return out(f, s, [shinyEye(29.2, 24.4, 2.9, 3.9, 1.05), shinyEye(42.8, 24.4, 2.9, 3.9, 1.05), batEyes], face);
}

/**
 * A cute jellyfish facing the reader: a round bell with a frilly scalloped rim and spots on top, a friendly face
 * (shiny eyes, cheeks, a smile standing free), four oral arms hanging from under the bell as ribbons with ruffled
 * edges (each an area), and six long thin tentacles as narrow ribbons curling at their ends.
 */
export function jellyfish() {
  const f: string[] = [];
  const s: string[] = [];
  // the long thin tentacles, behind everything, curling outwards at their ends
  const tentacles: [number, number, number, number, number][] = [
    // x at the rim, length, drift, sway, curl
    [15, 30, -5, 1.6, -2.6],
    [21, 36, -3, -1.8, 2.4],
    [26.5, 30, -1, 1.6, -2.2],
    [45.5, 30, 1, -1.6, 2.2],
    [51, 36, 3, 1.8, -2.4],
    [57, 30, 5, -1.6, 2.6],
  ];
  for (const [x, len, drift, amp, curl] of tentacles) f.push(path(ribbon(hanging([x, 28], len, drift, amp, 3, curl, 4.4), (t) => 2.5 - 0.8 * t)));
  // the four oral arms, outer ones first, the inner ones over them: ruffled ribbons
  const arms: [number, number, number, number][] = [
    // x under the bell, length, drift, sway
    [28.5, 29, -7, 1.8],
    [43.5, 29, 7, -1.8],
    [33.2, 34, -2.4, -2],
    [38.8, 34, 2.4, 2],
  ];
  for (const [x, len, drift, amp] of arms) f.push(path(ribbon(hanging([x, 27], len, drift, amp, 2), (t) => 5 - 2.2 * t, 1.5, 4.5)));
  // the bell, then its spots, then the frilly rim over its bottom edge
  f.push(path('M10.5 29.5C10.5 14 21 3.5 36 3.5C51 3.5 61.5 14 61.5 29.5Z'));
  for (const [x, y, rx, ry] of [
    [36, 8.8, 3.4, 2.3],
    [25.2, 11.4, 2.6, 2],
    [46.8, 11.4, 2.6, 2],
    [17.2, 19.6, 2, 2.2],
    [54.8, 19.6, 2, 2.2],
  ])
    f.push(path(ellipse(x, y, rx, ry)));
  let rim = 'M9.2 26.4Q36 31.2 62.8 26.4';
  const n = 9;
  for (let i = 0; i < n; i++) {
    const [a, b] = [62.8 - (i * 53.6) / n, 62.8 - ((i + 1) * 53.6) / n];
    const y0 = 26.4 + 4.8 * Math.sin((Math.PI * (62.8 - a)) / 53.6) * 0.9;
    const y1 = 26.4 + 4.8 * Math.sin((Math.PI * (62.8 - b)) / 53.6) * 0.9;
    if (i === 0) rim += `L${a} ${r2(y0 + 1.8)}`;
    rim += `C${r2(a - 0.6)} ${r2(y0 + 6.2)} ${r2(b + 0.6)} ${r2(y1 + 6.2)} ${r2(b)} ${r2(y1 + 1.8)}`;
  }
  f.push(path(`${rim}Z`));
  // the face: cheeks to colour, a smile standing free
  f.push(path(ellipse(25.6, 21.6, 2.8, 1.8)), path(ellipse(46.4, 21.6, 2.8, 1.8)));
  s.push('M32.6 21.8Q36 25 39.4 21.8');
  const face = path(ellipse(36, 20, 14, 6.5));
  return out(f, s, [shinyEye(30.2, 18, 2, 2.6, 0.75), shinyEye(41.8, 18, 2, 2.6, 0.75)], face);
}

/**
 * A friendly squid facing the reader, head down: a long mantle with two fins at its tip and spots, a head with
 * big eyes (white rings round shiny pupils), a smile and cheeks, eight arms curling at their tips with rings of
 * suckers on the front ones, and two longer tentacles out to the sides ending in clubs with suckers. Every sucker
 * is a small ring (an area), never a solid dot.
 */
export function squid() {
  const f: string[] = [];
  const s: string[] = [];
  // the two long tentacles, behind all: from under the head down the outside to clubs in the lower corners
  for (const k of [-1, 1]) {
    const X = (x: number) => r2(36 + k * (x - 36));
    const line = hanging([X(28), 45], 18, k * -19, k * 1.6, 1.4);
    f.push(path(ribbon(line, () => 2.4)));
    // the club: a leaf along the tentacle's end, with three suckers down it
    f.push(path(turnedEllipse(X(8.4), 64.6, 6.2, 3.7, k * 62)));
    for (const [x, y] of [
      [9.8, 61.6],
      [8.4, 64.6],
      [7, 67.6],
    ])
      f.push(path(circle(X(x), y, 1.1)));
  }
  // the eight arms fanning out: the outer ones first, so each nearer the middle lies over the one outside it
  const arms: [number, number, number, number, number][] = [
    // x under the head, length, drift, sway, curl (its side and size)
    [27, 19, -13.5, 1.2, 2.2],
    [45, 19, 13.5, -1.2, -2.2],
    [29.5, 21, -9, -1.3, 2.2],
    [42.5, 21, 9, 1.3, -2.2],
    [32, 22, -4.8, 1.2, 2.1],
    [40, 22, 4.8, -1.2, -2.1],
    [34.5, 22.5, -1.2, -1.1, 2],
    [37.5, 22.5, 1.2, 1.1, -2],
  ];
  arms.forEach(([x, len, drift, amp, curl], i) => {
    const line = hanging([x, 45.5], len - 2.5, drift, amp, 2, curl, 3.8);
    f.push(path(ribbon(line, (t) => 4.2 - 2.4 * t)));
    // suckers down the four front arms, small rings, above the curl
    if (i >= 4) for (const j of [17, 25]) f.push(path(circle(r2(line[j][0]), r2(line[j][1]), 0.75)));
  });
  // the fins at the mantle's tip, behind it, swept back like an arrowhead
  for (const k of [-1, 1]) {
    const X = (x: number) => r2(36 + k * (x - 36));
    f.push(path(`M${X(34)} 3.5C${X(27)} 6 ${X(19)} 11 ${X(15.6)} 17.6Q${X(14.6)} 20.2 ${X(17.4)} 20.4C${X(21)} 20.6 ${X(24.6)} 21.4 ${X(28)} 23Z`));
  }
  // the head, its face kept clear of an adult page's fill
  const head = path('M22 38.5C22 31.5 27.5 28.5 36 28.5C44.5 28.5 50 31.5 50 38.5C50 45 44.5 48.5 36 48.5C27.5 48.5 22 45 22 38.5Z');
  f.push(head);
  // the mantle over the top of the head, its lower edge a shallow scalloped collar, and spots on it
  f.push(
    path(
      'M36 1C42.4 1 46.4 10.5 47 19C47.4 24 47.8 28 48.2 31.4Q44.1 33.8 40 31.8Q36 34 32 31.8Q27.9 33.8 23.8 31.4C24.2 28 24.6 24 25 19C25.6 10.5 29.6 1 36 1Z',
    ),
  );
  for (const [x, y, rx, ry] of [
    [36, 8.6, 2, 2.4],
    [31.2, 16.2, 2, 2.3],
    [40.8, 16.2, 2, 2.3],
    [36, 23, 2.5, 2.3],
    [30.4, 27.4, 1.5, 1.5],
    [41.6, 27.4, 1.5, 1.5],
  ])
    f.push(path(ellipse(x, y, rx, ry)));
  // big eyes: white rings round shiny pupils; cheeks; the smile standing free under them
  f.push(path(ellipse(29.6, 38, 4.3, 4.5)), path(ellipse(42.4, 38, 4.3, 4.5)));
  f.push(path(ellipse(26.4, 44.2, 2, 1.3)), path(ellipse(45.6, 44.2, 2, 1.3)));
  s.push('M33.2 43.4Q36 46 38.8 43.4');
  return out(f, s, [shinyEye(30.4, 38.6, 2.4, 2.8, 0.85), shinyEye(43.2, 38.6, 2.4, 2.8, 0.85)], head);
}
