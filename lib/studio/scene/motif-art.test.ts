import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawMotif, motifHalo, motifHalos, type DrawnMotif } from './motif-art';
import { PX, raster, table } from '../testing/motif-raster';
import { DRAWN_MOTIFS } from '../../../scripts/studio-drawn-motifs';
import { FLUENT } from '../../../scripts/studio-motif-choice';

// Full-body animals OpenMoji draws as bare silhouettes: the studio once took them from Fluent Emoji Flat so a page
// showed a face and inner areas to colour. Nothing comes from Fluent now (FLUENT, scripts/studio-motif-choice.ts, is
// empty): every one of them is drawn by us, the guide dog and the spouting whale last (drawn-boats.test.ts), the
// others tested in the drawn-*.test.ts files beside this one. These are the animals of FLUENT's first list
// (8b263aa); the check that stood here (the last two Fluent animals have eye dots and inner borders) now asks the
// same of all of them, as ours.
const ONCE_FLUENT_ANIMALS = (
  '1F415 1F9AE 1F429 1F408 1F405 1F406 1F40E 1F984 1F98C 1F9AC 1F402 1F403 1F404 1F416 1F40F 1F411 1F410 1F42A 1F42B 1F999 1F992 1F418 ' +
  '1F9A3 1F98F 1F99B 1F401 1F400 1F407 1F43F 1F9AB 1F994 1F987 1F9A5 1F9A6 1F9A8 1F998 1F9A1 1F99D 1F412 1F9A7 1F98D 1F983 1F414 1F413 ' +
  '1F426 1F427 1F54A 1F985 1F986 1F9A2 1F989 1F9A4 1F9A9 1F99A 1F99C 1FABF 1F40A 1F422 1F98E 1F40D 1F409 1F995 1F996 1F433 1F40B 1F42C ' +
  '1F9AD 1F41F 1F420 1F421 1F988 1F980 1F99E 1F990 1F991 1F40C 1F98B 1F41B 1F41C 1F41D 1FAB2 1F41E 1F997 1F577 1F982 1FAB1'
).split(' ');
// The build's FACES table (scripts/studio-motif-faces.ts, gone) drew eyes and a mouth on the lady beetle, the spider and
// the worm; they are drawn by us now with the kawaii face: tested in drawn-bugs.test.ts. (The jellyfish is in
// drawn-ghost-jelly-squid.test.ts; the whale, the octopus and the crab in drawn-sea-friends.test.ts.)

const PRINT = { sizeMm: 150, strokeMm: 1.4, pxPerMm: 6 }; // a kids' page subject: 150 mm across, 1.4 mm lines

const printed = new Map<string, ReturnType<typeof labelPrinted>>();
const printedMotif = (id: string) => printed.get(id) ?? printed.set(id, labelPrinted(id)).get(id)!;
/** Draws the motif as a kids' page does and labels its ink and white pixels into 4-connected components. */
async function labelPrinted(id: string) {
  const { sizeMm, strokeMm, pxPerMm } = PRINT;
  const { svg, box } = drawMotif(id, { x: 0, y: 0, w: sizeMm, h: sizeMm }, { strokeMm });
  const n = sizeMm * pxPerMm;
  const doc = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${sizeMm} ${sizeMm}" width="${n}" height="${n}"><rect width="${sizeMm}" height="${sizeMm}" fill="#fff"/>${svg}</svg>`;
  const grey = await sharp(Buffer.from(doc)).greyscale().raw().toBuffer();
  const ink = Uint8Array.from(grey, (v) => (v < 128 ? 1 : 0));
  const label = new Int32Array(n * n).fill(-1);
  const parts: { ink: boolean; px: number[] }[] = [];
  for (let start = 0; start < n * n; start++) {
    if (label[start] >= 0) continue;
    const id = parts.length;
    const px = [start];
    label[start] = id;
    for (let i = 0; i < px.length; i++) {
      const p = px[i],
        x = p % n;
      for (const q of [x > 0 ? p - 1 : -1, x < n - 1 ? p + 1 : -1, p - n, p + n])
        if (q >= 0 && q < n * n && label[q] < 0 && ink[q] === ink[start]) {
          label[q] = id;
          px.push(q);
        }
    }
    parts.push({ ink: ink[start] === 1, px });
  }
  const [x0, y0, x1] = table[id].b;
  const unitPx = (box.w / (x1 - x0)) * pxPerMm;
  const toPx = (u: number, v: number) => [box.x * pxPerMm + (u - x0) * unitPx, box.y * pxPerMm + (v - y0) * unitPx];
  /** The component at a point given in the motif's box. */
  const at = (u: number, v: number) => {
    const [x, y] = toPx(u, v).map(Math.round);
    return label[y * n + x];
  };
  return { n, ink, parts, unitPx, toPx, at, label };
}

describe('motifs', () => {
  it('takes nothing from Fluent Emoji Flat: the animals once taken from it are ours, each with eyes and inner areas', () => {
    expect([...FLUENT]).toEqual([]);
    expect(ONCE_FLUENT_ANIMALS).toHaveLength(86);
    for (const id of ONCE_FLUENT_ANIMALS) {
      expect(DRAWN_MOTIFS[id], id).toBeDefined();
      const m = table[id];
      expect(m.d, id).toMatch(/<path d="M[\d. ]+[aAcCqQlL]/);
      expect(m.f.match(/<path/g)!.length, id).toBeGreaterThanOrEqual(4);
    }
  });

  // OpenMoji printed the new moon a solid black disc and the quarters and crescents solid black halves and crescents.
  it.each(['1F311', '1F312', '1F313', '1F314', '1F315', '1F316', '1F317', '1F318'])(
    '%s (a phase of the moon) prints no solid black: craters to colour, the dark part a light stipple of small dots',
    async (id) => {
      const m = table[id];
      const dots = [...m.d.matchAll(/a([\d.]+) /g)].map((a) => Number(a[1]));
      expect(dots.every((r) => r <= 0.6)).toBe(true);
      if (id === '1F315') expect(dots).toEqual([]);
      else expect(dots.length).toBeGreaterThan(8);
      expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(6);
      const grid = await raster(
        `<g fill="#fff" stroke="#000" stroke-width="0.7">${m.f}</g><g fill="none" stroke="#000" stroke-width="0.7">${m.s}</g><g>${m.d}</g>`,
      );
      const ink = grid.reduce((n, v) => n + (v < 128 ? 1 : 0), 0) / (Math.PI * (28 * PX) ** 2);
      expect(ink).toBeLessThan(0.15);
    },
  );

  it('draws sushi as a nigiri (fish over rice, tied with nori) and a maki roll (nori, rice, filling)', async () => {
    const { n, parts, at, toPx, label } = await printedMotif('1F363');
    const outside = at(0.5, 0.5);
    const encloses = (c: number) => !parts[c].ink && c !== outside;
    // nigiri: the band, the fish on either side of it, the rice on either side: five closed areas
    const nigiri = [at(22.4, 45), at(14.8, 38), at(27, 37.5), at(12.8, 47), at(31.2, 46.8)];
    expect(new Set(nigiri).size).toBe(5);
    expect(nigiri.every(encloses)).toBe(true);
    const band = parts[nigiri[0]].px;
    const ys = band.map((p) => Math.floor(p / n)),
      xs = band.map((p) => p % n);
    expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThan(2.5 * (Math.max(...xs) - Math.min(...xs)));
    // maki: from the middle outwards, three closed rings (filling, rice, nori) before the paper
    const [cx, cy] = toPx(54, 37).map(Math.round);
    const rings: number[] = [];
    for (let x = cx; x < n; x++) {
      const c = label[cy * n + x];
      if (parts[c].ink || rings.at(-1) === c) continue;
      if (c === outside) break;
      rings.push(c);
    }
    expect(rings.length).toBeGreaterThanOrEqual(3);
    expect(rings.every(encloses)).toBe(true);
  });

  // OpenMoji's sailboat and speedboat sat on a box of water as wide as the boat, which on paper read as the hull.
  it.each([
    ['26F5', 'sailboat', 28, 45.5],
    ['1F6A4', 'speedboat', 28, 41],
  ] as const)('draws the %s (%s) with a shaped hull: a rim, bands and portholes, no box of water', async (id, _name, x, sheer) => {
    const { n, ink, parts, unitPx, toPx, at } = await printedMotif(id);
    const outside = at(0, 0);
    const enclosed = (c: number) => !parts[c].ink && c !== outside;
    // down through the hull from under the sheer: the rim, then the bands the plank line splits it into
    const bands: number[] = [];
    // (stopping short of the box's last row, which a motif as tall as it is wide reaches)
    for (let v = sheer; v < table[id].b[3] - 0.2; v += 0.1) {
      const c = at(x, v);
      if (enclosed(c) && !bands.includes(c)) bands.push(c);
    }
    expect(bands.length).toBeGreaterThanOrEqual(3);
    // each porthole (motif field `c`, kept clear of a zentangle fill) is its own area, inside the band around it
    const ports = [...(table[id].c ?? '').matchAll(/M([\d.]+) ([\d.]+)a([\d.]+)/g)].map((m) => [Number(m[1]) + Number(m[3]), Number(m[2]), Number(m[3])]);
    expect(ports.length).toBeGreaterThanOrEqual(1);
    for (const [px, py, r] of ports) {
      expect(enclosed(at(px, py))).toBe(true);
      expect(enclosed(at(px + r + 1.5, py))).toBe(true);
      expect(at(px, py)).not.toBe(at(px + r + 1.5, py));
    }
    // the ink along the bottom of the drawing is the keel, not a box as wide as the boat
    const [, bottom] = toPx(0, table[id].b[3] - 0.06 * (table[id].b[3] - table[id].b[1])).map(Math.round);
    let left = n,
      right = 0;
    for (let y = bottom; y < n; y++) for (let px = 0; px < n; px++) if (ink[y * n + px]) [left, right] = [Math.min(left, px), Math.max(right, px)];
    expect((right - left) / ((table[id].b[2] - table[id].b[0]) * unitPx)).toBeLessThan(0.8);
    // and no area to colour under 4 mm² at print size on the hull and below it (the speedboat's driver above the
    // deck has the house's kawaii face, whose cheeks are small by design)
    const [, deck] = toPx(0, sheer);
    const small = parts.filter(
      (c, i) => enclosed(i) && c.px.length < 4 * PRINT.pxPerMm ** 2 && c.px.length >= 0.1 * PRINT.pxPerMm ** 2 && Math.floor(c.px[0] / n) > deck,
    );
    expect(small.map((c) => c.px.length)).toEqual([]);
  });

  it('draws a flat-emoji motif in black and white only, its eyes solid black', () => {
    const { svg } = drawMotif('1F401', { x: 0, y: 0, w: 100, h: 100 }, { strokeMm: 1.4 });
    const paints = new Set([...svg.matchAll(/(?:fill|stroke)="([^"]+)"/g)].map((m) => m[1]));
    expect([...paints].sort()).toEqual(['#000', '#fff', 'none']);
    expect(svg).toContain(`<g fill="#000">${table['1F401'].d}</g>`);
  });
});

// A butterfly, a rocket or a dragon filling an adults' sky: the sky's cells ran up to the outline and read as clutter.
describe("an adult page's zentangle fill", () => {
  // Drawn whole, a figure's arms and legs lie under its coat: the fill once drew every area's edge again on top,
  // and they showed through. With an empty pattern, the filled motif must print what the plain one does.
  it.each(['1F934', '1F9D1-200D-1F692', '1F385', '1F9DE', '1F9D1-200D-1F6E1'])('brings back no edge %s hides under a later area', async (id) => {
    const box = { x: 0, y: 0, w: 100, h: 100 };
    const pxPerMm = 6;
    const print = async (svg: string) => {
      const doc = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="${100 * pxPerMm}" height="${100 * pxPerMm}"><rect width="100" height="100" fill="#fff"/>${svg}</svg>`;
      return new Uint8Array(await sharp(Buffer.from(doc)).greyscale().raw().toBuffer());
    };
    const plain = await print(drawMotif(id, box, { strokeMm: 0.6 }).svg);
    const filled = await print(drawMotif(id, box, { strokeMm: 0.6, fillPattern: '<g/>', clipId: 'z0' }).svg);
    const inkPlain = plain.reduce((n, v) => n + (v < 128 ? 1 : 0), 0);
    const added = filled.reduce((n, v, i) => n + (v < 128 && plain[i] >= 128 ? 1 : 0), 0);
    expect(added / inkPlain).toBeLessThan(0.005);
  });
});

describe('a motif’s halo', () => {
  const box = { x: 15, y: 15, w: 60, h: 60 };
  // A moon beside a rocket, close: where their halos meet they merge, no line of the second through the first.
  const moonAndRocket: DrawnMotif[] = [
    { id: '1F680', box: { x: 30, y: 30, w: 55, h: 55 } },
    { id: '1F319', box: { x: 22, y: 22, w: 26, h: 26 } },
  ];
  it.each([...['1F680', '1F98B', '1F409', '1F98A'].map((id) => [id, [{ id, box }]] as const), ['a moon beside a rocket', moonAndRocket] as const])(
    '%s: keeps what is drawn behind 3.5 mm clear of the outline, all round',
    async (_, drawn) => {
      const mm = 4; // pixels per mm
      const page = 90,
        opts = { strokeMm: 0.6, haloMm: 4 };
      // behind the motif, hatching 1 mm apart over the whole page, as dense as any sky pattern
      let hatch = '';
      for (let x = -page; x < page * 2; x += 1) hatch += `M${x} 0L${x + page} ${page}`;
      const render = async (body: string) =>
        new Uint8Array(
          await sharp(
            Buffer.from(
              `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${page} ${page}" width="${page * mm}" height="${page * mm}"><rect width="${page}" height="${page}" fill="#fff"/>${body}</svg>`,
            ),
          )
            .greyscale()
            .raw()
            .toBuffer(),
        );
      const back = `<path d="${hatch}" stroke="#000" stroke-width="0.3"/>`;
      const motifs = drawn.map((d) => drawMotif(d.id, d.box, opts).svg).join('');
      const halo = drawn.length === 1 ? motifHalo(drawn[0].id, drawn[0].box, opts) : motifHalos([...drawn], opts);
      const haloed = await render(back + halo + motifs);
      const alone = await render(motifs);
      const n = page * mm;
      // every pixel within 3.5 mm of the motif's own ink, besides that ink, is white on the haloed page
      const reach = 3.5 * mm;
      const offsets: [number, number][] = [];
      for (let dy = -reach; dy <= reach; dy++) for (let dx = -reach; dx <= reach; dx++) if (dx * dx + dy * dy <= reach * reach) offsets.push([dx, dy]);
      const near = new Uint8Array(n * n);
      for (let y = 0; y < n; y++)
        for (let x = 0; x < n; x++) {
          if (alone[y * n + x] >= 128) continue;
          for (const [dx, dy] of offsets) {
            const qx = x + dx,
              qy = y + dy;
            if (qx >= 0 && qy >= 0 && qx < n && qy < n) near[qy * n + qx] = 1;
          }
        }
      let stray = 0,
        checked = 0;
      for (let p = 0; p < n * n; p++) {
        if (!near[p] || alone[p] < 200) continue;
        checked++;
        if (haloed[p] < 128) stray++;
      }
      expect(checked).toBeGreaterThan(1000);
      expect(stray / checked).toBeLessThan(0.002);
      // and the hatching is still there beyond the halo
      let ink = 0;
      for (let p = 0; p < n * n; p++) if (!near[p] && haloed[p] < 128) ink++;
      expect(ink / (n * n)).toBeGreaterThan(0.05);
    },
  );
});

// Solid black (`d`, drawn as filled ink) is for eyes, pupils, noses and small dots: a child cannot colour a black
// part and it wastes ink. OpenMoji's biggest eyes are circles 6 units across (28 square units), Fluent's eyes are
// grown to about 14. The black chess pawn (520 square units), the mirror ball's bands (615), the drum's diamonds,
// the scorpion's grey legs and the skunk's feet printed as large solid black before the build outlined them.
const BLOT_AREA = 45; // square units: one dot larger than this is a part to colour
const BLOT_ACROSS = 6.5; // units: the widest disc that fits inside one dot
const INK_SHARE = 0.05; // of the motif's box, all its dots together
// Big black kept on purpose: a die reads by its black pips (8 % of its box).
const BIG_BLACK_ALLOWED = new Set(['1F3B2']);

/** The solid black of a motif: its dots as connected pieces, each with its area (square units) and thickness. */
async function solidBlack(d: string) {
  const S = 4; // pixels per unit
  const n = 72 * S;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72" width="${n}" height="${n}"><rect width="72" height="72" fill="#fff"/><g fill="#000">${d}</g></svg>`;
  const grey = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer();
  // distance (px) from each ink pixel to the nearest white one, by two chamfer passes
  const dist = Float32Array.from(grey, (v) => (v < 128 ? 1e9 : 0));
  const relax = (p: number, q: number, w: number) => {
    if (dist[q] + w < dist[p]) dist[p] = dist[q] + w;
  };
  for (let y = 1; y < n - 1; y++)
    for (let x = 1; x < n - 1; x++) {
      const p = y * n + x;
      if (!dist[p]) continue;
      for (const [q, w] of [
        [p - 1, 1],
        [p - n, 1],
        [p - n - 1, Math.SQRT2],
        [p - n + 1, Math.SQRT2],
      ])
        relax(p, q, w);
    }
  for (let y = n - 2; y > 0; y--)
    for (let x = n - 2; x > 0; x--) {
      const p = y * n + x;
      if (!dist[p]) continue;
      for (const [q, w] of [
        [p + 1, 1],
        [p + n, 1],
        [p + n + 1, Math.SQRT2],
        [p + n - 1, Math.SQRT2],
      ])
        relax(p, q, w);
    }
  const seen = new Uint8Array(n * n);
  const pieces: { area: number; across: number }[] = [];
  for (let start = 0; start < n * n; start++) {
    if (!dist[start] || seen[start]) continue;
    const stack = [start];
    seen[start] = 1;
    let px = 0,
      deepest = 0;
    while (stack.length) {
      const p = stack.pop()!;
      px++;
      deepest = Math.max(deepest, dist[p]);
      for (const q of [p - 1, p + 1, p - n, p + n])
        if (dist[q] && !seen[q]) {
          seen[q] = 1;
          stack.push(q);
        }
    }
    pieces.push({ area: px / (S * S), across: (2 * deepest) / S });
  }
  return pieces;
}

/** What of a motif's solid black goes past a dot's size or the box's share, as a line for the failure message; '' if none. */
async function bigBlack(id: string) {
  const m = table[id];
  const pieces = m.d ? await solidBlack(m.d) : [];
  const [x0, y0, x1, y1] = m.b;
  const total = pieces.reduce((sum, p) => sum + p.area, 0);
  const big = pieces.filter((p) => p.area > BLOT_AREA || p.across > BLOT_ACROSS);
  if (!big.length && total <= INK_SHARE * (x1 - x0) * (y1 - y0)) return '';
  const sizes = big.map((p) => `${Math.round(p.area)} units² ${p.across.toFixed(1)} across`).join(', ');
  return `${id} ${m.n}: ${Math.round(total)} units² in ${pieces.length} dots; ${sizes}`;
}

describe('solid black', () => {
  it('is only small dots in every motif of the table (eyes, pupils, noses), bar a reasoned few', async () => {
    const blots: string[] = [];
    for (const id of Object.keys(table)) if (!BIG_BLACK_ALLOWED.has(id)) blots.push(await bigBlack(id));
    expect(blots.filter(Boolean)).toEqual([]);
  }, 60_000);

  it('allows big black only where it still is: the die its pips', async () => {
    for (const id of BIG_BLACK_ALLOWED) expect(await bigBlack(id)).not.toBe('');
  });

  // OpenMoji's black chess pawn was one solid black figure and its mirror ball's bands black fills: both are ours now
  // (scripts/drawn-motifs/dark-things.ts), the pawn in head, collar, body, plinth and base, the ball cut into tiles.
  it.each([
    ['265F', 'chess pawn', 6, 0],
    ['1FAA9', 'mirror ball', 5, 10],
  ] as const)('draws the %s (%s) in at least %i areas and %i lines, standing tall, with no solid black', (id, _name, areas, lines) => {
    const m = table[id];
    expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(areas);
    expect((m.s.match(/M/g) ?? []).length).toBeGreaterThanOrEqual(lines);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(58);
    expect(m.d).toBe('');
  });

  it('leaves every area white: no fragment paints its own fill', () => {
    for (const m of Object.values(table)) for (const part of [m.f, m.s]) expect(part.match(/fill="(?!none")[^"]*"/g)).toBeNull();
  });
});
