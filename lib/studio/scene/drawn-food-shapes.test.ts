// The shapes that make six drawn motifs read as what they are on paper: the croissant's two pointed, curled
// horns (bakery.ts), the taco's arch on its fold with the filling above its rim and a face (food-taco.ts),
// the hot dog's sausage longer than its shallow bun, lying level (hot-dog.ts), the candy lying level (sweets.ts),
// the baguette lying level (breads.ts)
// and the airliner with its engine under the wing and a pilot in the cockpit (trains-and-plane.ts). Before, the
// croissant ended in blunt round horns, the taco had no face, the hot dog's front bun was a bowl deeper than the
// sausage and later it stood tipped up on its plate, the candy stood tilted on one wrapper end, and the engine
// hung in the air below the wing.
import { describe, expect, it } from 'vitest';
import { insidePolygon, PATH_ARGS, pathTokens, type Pt } from '../art-kit/shapes';
import { crossings, PX, printed, raster, silhouetteRuns, table } from '../testing/motif-raster';

/** Each closed area of a motif as the end points of its commands (absolute; a curve gives its end point). */
const areasOf = (id: string): Pt[][] =>
  [...table[id].f.matchAll(/d="([^"]+)"/g)].map((d) => {
    const tokens = pathTokens(d[1]);
    const pts: Pt[] = [];
    let cmd = '';
    for (let i = 0; i < tokens.length;) {
      if (/[a-z]/i.test(tokens[i])) cmd = tokens[i++];
      if (cmd === 'Z') continue;
      const n = tokens.slice(i, i + PATH_ARGS[cmd.toUpperCase()]).map(Number);
      i += n.length;
      const last = pts[pts.length - 1] ?? [0, 0];
      if (cmd === 'H') pts.push([n[0], last[1]]);
      else if (cmd === 'V') pts.push([last[0], n[0]]);
      else if (cmd === cmd.toUpperCase()) pts.push(n.slice(-2) as Pt);
    }
    return pts;
  });

/** The largest distance between two of the points, and those two points. */
function farthest(pts: Pt[]): [number, Pt, Pt] {
  let best: [number, Pt, Pt] = [0, pts[0], pts[0]];
  for (const a of pts) for (const b of pts) if (Math.hypot(a[0] - b[0], a[1] - b[1]) > best[0]) best = [Math.hypot(a[0] - b[0], a[1] - b[1]), a, b];
  return best;
}

/** The vertices of an area whose outline turns back sharper than `deg`, measured `reach` units either side. */
function sharpTips(pts: Pt[], deg: number, reach = 1.5): Pt[] {
  const out: Pt[] = [];
  const n = pts.length;
  const step = (i: number, dir: 1 | -1): Pt => {
    for (let k = 1; k < n; k++) {
      const q = pts[(i + dir * k + n) % n];
      if (Math.hypot(q[0] - pts[i][0], q[1] - pts[i][1]) >= reach) return q;
    }
    return pts[i];
  };
  pts.forEach((p, i) => {
    const [a, b] = [step(i, -1), step(i, 1)];
    const angle = Math.abs(Math.atan2(a[1] - p[1], a[0] - p[0]) - Math.atan2(b[1] - p[1], b[0] - p[0])) * (180 / Math.PI);
    if (Math.min(angle, 360 - angle) < deg) out.push(p);
  });
  return out;
}

/** The lowest row (in units) holding ink in the silhouette between x0 and x1. */
async function lowestInk(id: string, x0: number, x1: number): Promise<number> {
  const grid = await raster(`<g fill="#000">${table[id].f}</g>`);
  for (let y = 72 * PX - 1; y >= 0; y--) for (let x = Math.round(x0 * PX); x < Math.round(x1 * PX); x++) if (grid[y * 72 * PX + x] < 128) return y / PX;
  return -1;
}

/** The smallest box round a motif's silhouette over turns of -45 to 45 degrees: its turn and its sides. */
async function tightestBox(id: string): Promise<{ deg: number; w: number; h: number }> {
  const grid = await raster(`<g fill="#000">${table[id].f}</g>`);
  const side = 72 * PX;
  const ink: Pt[] = [];
  for (let y = 0; y < side; y++) for (let x = 0; x < side; x++) if (grid[y * side + x] < 128) ink.push([x, y]);
  let best = { deg: 0, w: 0, h: 0, area: Infinity };
  for (let deg = -45; deg < 45; deg += 0.5) {
    const [c, s] = [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180)];
    let [u0, u1, v0, v1] = [Infinity, -Infinity, Infinity, -Infinity];
    for (const [x, y] of ink) {
      const [u, v] = [x * c + y * s, y * c - x * s];
      [u0, u1, v0, v1] = [Math.min(u0, u), Math.max(u1, u), Math.min(v0, v), Math.max(v1, v)];
    }
    const area = (u1 - u0 + 1) * (v1 - v0 + 1);
    if (area < best.area) best = { deg, w: (u1 - u0 + 1) / PX, h: (v1 - v0 + 1) / PX, area };
  }
  return best;
}

describe('the food and the airliner read as themselves', () => {
  it('ends the croissant in two sharp horns curling in under it', () => {
    const m = table['1F950'];
    // the outline turns back on itself at the tip of each horn (the old horns ended in round caps)
    const tips = areasOf('1F950').flatMap((a) => sharpTips(a, 40));
    const mid = (m.b[0] + m.b[2]) / 2;
    const low = m.b[1] + 0.6 * (m.b[3] - m.b[1]);
    for (const side of [-1, 1]) {
      const mine = tips.filter(([x, y]) => Math.sign(x - mid) === side && y > low);
      expect(mine.length, `side ${side}`).toBeGreaterThanOrEqual(1);
      // and each tip lies well inside the crescent's widest reach: the horn curls in under the middle roll
      for (const [x] of mine) expect(Math.min(x - m.b[0], m.b[2] - x)).toBeGreaterThan(8);
    }
  });

  it('stands the taco on its flat fold, the filling heaped above the shell’s curved rim and a face on the shell', async () => {
    const m = table['1F32E'];
    const [top, h] = [m.b[1], m.b[3] - m.b[1]];
    const width = async (share: number) => (await silhouetteRuns(m, top + share * h, 0, 72)).reduce((sum, [, w]) => sum + w, 0);
    // an arch on its flat fold: nearly as wide at the bottom as across the filling (a U-shaped shell standing on
    // its round bottom, narrow there, printed as a bowl of salad)
    expect(await width(0.95)).toBeGreaterThan(0.75 * (await width(0.45)));
    // down the middle above the shell: the lettuce, a tomato or a shred and the meat's edges, then the shell's rim band
    const grid = await printed(m);
    expect(crossings(grid, [36, top - 0.5], [36, top + 0.35 * h])).toBeGreaterThanOrEqual(3);
    // the food's face on the shell: two eyes, the only solid black
    expect(m.d.match(/a/g)!.length).toBeGreaterThanOrEqual(2);
  });

  it('lays the hot dog in a shallow split bun, its sausage sticking out past the bun at both ends', () => {
    const areas = areasOf('1F32D');
    // the sausage is the longest area; its axis runs between its two farthest points
    const sausage = areas.reduce((a, b) => (farthest(b)[0] > farthest(a)[0] ? b : a));
    const [len, p, q] = farthest(sausage);
    const [ux, uy] = [(q[0] - p[0]) / len, (q[1] - p[1]) / len];
    const along = (pts: Pt[]) => pts.map(([x, y]) => (x - p[0]) * ux + (y - p[1]) * uy);
    const across = (pts: Pt[]) => pts.map(([x, y]) => (x - p[0]) * -uy + (y - p[1]) * ux);
    const others = areas.filter((a) => a !== sausage).flat();
    // the sausage's round ends reach at least 3 units past everything else at both ends
    const reach = along(others);
    expect(Math.min(...reach)).toBeGreaterThan(3);
    expect(Math.max(...reach)).toBeLessThan(len - 3);
    // the bun under the sausage is shallower than the sausage is thick (the old bowl was 1.3 times as deep)
    const [s0, s1] = [Math.min(...across(sausage)), Math.max(...across(sausage))];
    const below = Math.max(...across(others).map((v) => (Math.sign(s1) === Math.sign(v) ? Math.abs(v) : 0))) - Math.max(Math.abs(s0), Math.abs(s1));
    expect(below).toBeLessThan(s1 - s0);
  });

  // Tipped up 31 degrees to fill its square box, the hot dog stood on one end on its plate as if sliding off it.
  it('lays the hot dog level: its sausage runs across, its bun resting on its plate at both ends alike', async () => {
    const areas = areasOf('1F32D');
    const sausage = areas.reduce((a, b) => (farthest(b)[0] > farthest(a)[0] ? b : a));
    const [, p, q] = farthest(sausage);
    const tilt = (Math.atan2(q[1] - p[1], q[0] - p[0]) * 180) / Math.PI;
    expect(Math.min(Math.abs(tilt), 180 - Math.abs(tilt))).toBeLessThan(3);
    // the bun's bottom as low under its left third as under its right (tipped, they were 26 units apart)
    const m = table['1F32D'];
    const third = (m.b[2] - m.b[0]) / 3;
    const [left, right] = [await lowestInk('1F32D', m.b[0] + 4, m.b[0] + third), await lowestInk('1F32D', m.b[2] - third, m.b[2] - 4)];
    expect(Math.abs(left - right)).toBeLessThan(0.5);
    // long and low as the taco is: it fills a page's width, half as tall as it is long or more
    expect((m.b[3] - m.b[1]) / (m.b[2] - m.b[0])).toBeGreaterThan(0.5);
    expect((m.b[3] - m.b[1]) / (m.b[2] - m.b[0])).toBeLessThan(0.75);
  });

  // OpenMoji's baguette lay on the diagonal, tilted across its plate.
  it.each([['1F956', 'baguette']])('lays the %s (%s) level: its long axis across, its bottom as low at both ends', async (id) => {
    const m = table[id];
    const { deg, w, h } = await tightestBox(id);
    // the tightest box round it lies level (the old baguette's was turned 45 degrees) and is wider than tall
    expect(Math.abs(deg)).toBeLessThan(3);
    expect(w).toBeGreaterThan(1.05 * h);
    // its bottom as low under its left third as under its right
    const third = (m.b[2] - m.b[0]) / 3;
    const [left, right] = [await lowestInk(id, m.b[0] + 4, m.b[0] + third), await lowestInk(id, m.b[2] - third, m.b[2] - 4)];
    expect(Math.abs(left - right)).toBeLessThan(0.5);
  });

  it('lays the candy level: both wrapper ends at one height, lying on its side', async () => {
    const m = table['1F36C'];
    expect(m.b[2] - m.b[0]).toBeGreaterThan(68);
    // its two ends reach equally low, so it lies on the plate rather than standing on one of them
    const [left, right] = [await lowestInk('1F36C', 0, 12), await lowestInk('1F36C', 60, 72)];
    expect(Math.abs(left - right)).toBeLessThan(0.5);
    // the row through its middle runs from one fan's tip to the other's
    const middle = await silhouetteRuns(m, (m.b[1] + m.b[3]) / 2, 0, 72);
    expect(middle[0][0]).toBeLessThan(3);
    expect(middle[middle.length - 1][0] + middle[middle.length - 1][1]).toBeGreaterThan(69);
  });

  it('hangs the airliner engine right under its wing, fills the width and puts a pilot in the cockpit', () => {
    const m = table['2708'];
    expect(m.b[2] - m.b[0]).toBeGreaterThan(68);
    const areas = areasOf('2708');
    // the near wing reaches lowest of all; the engine's intake is the ellipse drawn under the body
    const wing = areas.reduce((a, b) => (Math.max(...b.map((p) => p[1])) > Math.max(...a.map((p) => p[1])) ? b : a));
    const intake = [...m.f.matchAll(/d="M([\d.]+) ([\d.]+)a([\d.]+) ([\d.]+) 0 1 0/g)]
      .map((e) => ({ x: Number(e[1]) + Number(e[3]), y: Number(e[2]), rx: Number(e[3]), ry: Number(e[4]) }))
      .filter((e) => e.y > 44 && e.ry > 3)[0];
    expect(intake).toBeDefined();
    // the nacelle's top, just behind the intake, lies inside the wing: the engine is hung on it, not below it
    expect(insidePolygon([intake.x + 2, intake.y - intake.ry + 0.5], wing)).toBe(true);
    // the pilot's two eyes are the only solid black
    expect(m.d.match(/a[\d.]+ [\d.]+ 0 1 0/g)).toHaveLength(4);
  });
});
