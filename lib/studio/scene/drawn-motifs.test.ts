// The motifs drawn by us (scripts/drawn-motifs/) in the built table: each whole, with areas to colour, a face kept
// clear of an adult page's fill and a smile standing free, and no solid black but eyes and noses.
import { describe, expect, it } from 'vitest';
import { all, freeStandingStrokes, PX, raster, table } from '../testing/motif-raster';
import { WHOLE_GROWN_UPS } from './people';

describe('motifs drawn by us', () => {
  it.each([...WHOLE_GROWN_UPS])("%s (a grown-up drawn whole) has two eyes and a smile on a face kept clear of an adult page's fill", async (id) => {
    const m = table[id];
    expect(m.d.match(/M[\d.]+ [\d.]+a/g)).toHaveLength(2);
    expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
    expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
  });

  // OpenMoji's unicorn, lion, hen and frog are heads (the hen's on a blob); ours stand whole on their legs, the unicorn
  // and Pegasus with a wing too.
  it.each([
    ['1F984', 16],
    ['1F981', 16],
    ['1F414', 10],
    ['1F438', 18],
    ['1F984-200D-1FABD', 17],
    ['1F40E-200D-1FABD', 16],
  ] as const)("draws %s whole in at least %i areas, with a smile on a head kept clear of an adult page's fill", async (id, areas) => {
    const m = table[id];
    expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(areas);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(55);
    expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
    expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
  });

  // OpenMoji's robot, alien and baby are faces and its angel a head on a cloud; ours stand (the baby sits) whole:
  // the robot with a chest panel, the alien in a suit, the baby on its nappy with a rattle, the angel with two
  // feathered wings and a halo. Ink in `d`: two eyes, never a big black area (the alien's big eyes are areas).
  it.each([
    ['1F916', 30],
    ['1F47D', 18],
    ['1F476', 18],
    ['1F47C', 18],
  ] as const)("draws %s whole in at least %i areas, with two eyes and a smile on a face kept clear of an adult page's fill", async (id, areas) => {
    const m = table[id];
    expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(areas);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(58);
    expect(m.b[3]).toBeGreaterThan(63);
    expect(m.d.match(/M[\d.]+ [\d.]+a/g)).toHaveLength(2);
    expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
    expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
    const ink = await raster(`<g fill="#000">${m.d}</g>`);
    expect(ink.filter((v) => v < 128).length / (PX * PX)).toBeLessThan(15); // square units: two eyes
  });

  // The teacher's emoji is a joined sequence the motif set left out, the ninja's and the zombie's are busts, the cowboy's
  // a face in a hat: all five stand whole, in clothes to colour, with a face kept clear of an adult page's fill (the
  // teacher's chalkboard with its ABC too).
  it.each([
    ['1F9D1-200D-1F3EB', 26],
    ['1F9D1-200D-1F40E', 26],
    ['1F469-200D-1F40E', 30],
    ['1F977', 22],
    ['1F9DF', 22],
  ] as const)('draws %s whole in at least %i areas, standing on the ground, with a smile', async (id, areas) => {
    const m = table[id];
    expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(areas);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(60);
    expect(m.b[3]).toBeGreaterThan(65);
    expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
    expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
  });

  // Fluent's pig was a flat box with its snout at a corner, one big empty body over stubs; ours is round, with two
  // patches, a snout disc with nostrils, an ear flopping forward, a cheek, hooves and a curly tail.
  it("draws the pig round, with a snout, patches and hooves, and a smile on a head kept clear of an adult page's fill", async () => {
    const m = table['1F416'];
    expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(16);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(60);
    expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
    expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
  });

  // Fluent drew these as flat blocks (a box body on post legs, solid black hooves) that printed as one big empty box;
  // ours are round, with ears, horns, a trunk, wool or armour as areas to colour, and no solid black but eyes and noses.
  // The elephant, hippo and rhino stand on shaped legs, each foot with three toenails as areas of their own.
  it.each([
    ['1F418', 24],
    ['1F410', 16],
    ['1F411', 17],
    ['1F40F', 18],
    ['1F99B', 24],
    ['1F98F', 23],
  ] as const)("draws %s whole in at least %i areas, standing on the ground, with a smile on a head kept clear of an adult page's fill", async (id, areas) => {
    const m = table[id];
    expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(areas);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(60);
    expect(m.b[3]).toBeGreaterThan(65);
    expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
    expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
    const ink = await raster(`<g fill="#000">${m.d}</g>`);
    expect(ink.filter((v) => v < 128).length / (PX * PX)).toBeLessThan(20); // square units: an eye, a nostril
  });

  // Fluent drew the camels and the mammoth as faceless blocks on posts; ours are round with a face: humps (the
  // dromedary's under a fringed blanket, the Bactrian's woolly), knobbly knees and padded feet, the mammoth's shaggy
  // coat, domed head, curled trunk and tusks as areas.
  it.each([
    ['1F42A', 16],
    ['1F42B', 14],
    ['1F9A3', 24],
  ] as const)("draws %s whole in at least %i areas, standing on the ground, with a smile on a head kept clear of an adult page's fill", async (id, areas) => {
    const m = table[id];
    expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(areas);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(50);
    expect(m.b[3]).toBeGreaterThan(64);
    expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
    expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
    const ink = await raster(`<g fill="#000">${m.d}</g>`);
    expect(ink.filter((v) => v < 128).length / (PX * PX)).toBeLessThan(20);
  });

  // Fluent drew the rabbit, giraffe, kangaroo, llama and hedgehog as flat blocks (a box body on post legs, patches cut
  // into slivers); ours are round and whole with areas to colour (inner ears, patches, a pouch, a blanket, rows of
  // spikes), standing on the ground, and no solid black but eyes and noses.
  it.each([
    ['1F407', 'rabbit', 13],
    ['1F992', 'giraffe', 24],
    ['1F998', 'kangaroo', 18],
    ['1F999', 'llama', 20],
    ['1F994', 'hedgehog', 13],
  ] as const)(
    "draws %s (%s) whole in at least %i areas, standing on the ground, with a smile on a head kept clear of an adult page's fill",
    async (id, _name, areas) => {
      const m = table[id];
      expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(areas);
      expect(Math.max(m.b[2] - m.b[0], m.b[3] - m.b[1])).toBeGreaterThan(60);
      expect(m.b[3]).toBeGreaterThan(64);
      expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
      expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
      const ink = await raster(`<g fill="#000">${m.d}</g>`);
      expect(ink.filter((v) => v < 128).length / (PX * PX)).toBeLessThan(16); // square units: an eye and a nose
    },
  );

  // The kangaroo's head is small on its big body, as a picture book draws it (our first one's head was a third of its
  // height), and the joey's face in the pouch is kept clear of an adult page's fill with its mother's.
  it('draws the kangaroo with a small head and a joey whose face is kept clear too', () => {
    const m = table['1F998'];
    const faces = m.c!.match(/M[^M]+/g)!;
    expect(faces).toHaveLength(2);
    const pairs = [...faces[0].matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map(([, x, y]) => [Number(x), Number(y)]);
    const [xs, ys] = [pairs.map(([x]) => x), pairs.map(([, y]) => y)];
    const head = (Math.max(...xs) - Math.min(...xs)) * (Math.max(...ys) - Math.min(...ys));
    expect(head / ((m.b[2] - m.b[0]) * (m.b[3] - m.b[1]))).toBeLessThan(0.07);
    expect(m.d.match(/M[\d.]+ [\d.]+a/g)).toHaveLength(4); // two eyes and a nose, and the joey's eyes
  });

  // The cat and the dog, the site's most asked-for subjects: Fluent drew them as flat boxy silhouettes on stick
  // legs. Ours are round, their faces turned to the reader: the cat with pointed inner ears, whiskers, tabby
  // stripes, a white bib and a curled tail; the dog with floppy ears, a patch, a muzzle, a collar and its tag.
  it.each([
    ['1F408', 'cat', 18],
    ['1F415', 'dog', 18],
  ] as const)(
    "draws %s (%s) whole in at least %i areas, standing on the ground, with a smile on a head kept clear of an adult page's fill",
    async (id, _name, areas) => {
      const m = table[id];
      expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(areas);
      expect(m.b[2] - m.b[0]).toBeGreaterThan(60);
      expect(m.b[3] - m.b[1]).toBeGreaterThan(55);
      expect(m.b[3]).toBeGreaterThan(64);
      expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
      expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
      // two big eyes and a nose, never a big black area
      expect(m.d.match(/M[\d.]+ [\d.]+[aQ]/g)).toHaveLength(3);
      const ink = await raster(`<g fill="#000">${m.d}</g>`);
      expect(ink.filter((v) => v < 128).length / (PX * PX)).toBeLessThan(34); // square units
    },
  );

  // Fluent's tiger was a boxy block on post legs with its stripes printed as big solid black bars, its gorilla a blob
  // with one eye, OpenMoji's koala a small thin-line back view: catalogue subjects and letter pictures (T, G, K). Ours
  // are whole, faces to the reader: the tiger's stripes (body, legs, tail, forehead) are areas to colour, the
  // gorilla has a pale face mask, chest and belly and fists with fingers, the koala hugs a eucalyptus branch with
  // leaves and its big nose is an area. Solid black is the eyes, nostrils and whisker dots only: no spot 4 units across.
  it.each([
    ['1F405', 'tiger', 36, 2],
    ['1F98D', 'gorilla', 15, 4],
    ['1F428', 'koala', 22, 2],
  ] as const)(
    "draws %s (%s) whole in at least %i areas, with %i solid dots, a smile on a face kept clear of an adult page's fill",
    async (id, _name, areas, dots) => {
      const m = table[id];
      expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(areas);
      expect(Math.max(m.b[2] - m.b[0], m.b[3] - m.b[1])).toBeGreaterThan(60);
      expect(m.b[3] - m.b[1]).toBeGreaterThan(55);
      expect(m.b[3]).toBeGreaterThan(64);
      expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
      expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
      expect(m.d.match(/M[\d.]+ [\d.]+[aA]/g)!.length).toBeGreaterThanOrEqual(dots);
      const ink = await raster(`<g fill="#000">${m.d}</g>`);
      expect(ink.filter((v) => v < 128).length / (PX * PX)).toBeLessThan(26); // square units: eyes, nostrils, whisker dots
      const grid = await raster(
        `<g fill="#fff" stroke="#000" stroke-width="0.7">${m.f}</g><g fill="none" stroke="#000" stroke-width="0.7">${m.s}</g><g>${m.d}</g>`,
      );
      const blots: [number, number][] = [];
      for (let y = 2; y <= 70; y += 0.5) for (let x = 2; x <= 70; x += 0.5) if (all(grid, x, y, 2, (v) => v < 128)) blots.push([x, y]);
      expect(blots).toEqual([]);
    },
  );

  // A rider on a big animal sits on the back read from the top of the motif's box: the elephant's stays near Fluent's.
  it("keeps the elephant's back near the top of its box, where Fluent's was", () => {
    expect(table['1F418'].b[1]).toBeGreaterThan(10);
    expect(table['1F418'].b[1]).toBeLessThan(15);
  });

  // OpenMoji's bear, panda and fox are faces; ours sit whole: body, legs with paws, the bear's belly, the panda's dark
  // fur as areas to colour (never solid black), the fox's white chest and tail tip. Ink in `d`: the eyes and a nose only.
  it.each(['1F43B', '1F43C', '1F98A', '1F99D'])("draws %s whole, with a smile on a head kept clear of an adult page's fill", async (id) => {
    const m = table[id];
    expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(14);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(60);
    expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
    expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
    const ink = await raster(`<g fill="#000">${m.d}</g>`);
    expect(ink.filter((v) => v < 128).length / (PX * PX)).toBeLessThan(40); // square units: two eyes and a nose
  });

  // Fluent's T. rex and long-neck were flat boxes on post legs, and no emoji draws a triceratops or a stegosaurus;
  // ours stand whole and friendly with areas to colour (teeth, plates, spots, a frill, a belly, toenails). Ink in
  // `d`: an eye and a nostril only.
  it.each([
    ['1F996', 26],
    ['1F995', 24],
    ['1F995-200D-1F98F', 30],
    ['1F995-200D-1F343', 32],
  ] as const)("draws the dinosaur %s whole in at least %i areas, with a smile on a head kept clear of an adult page's fill", async (id, areas) => {
    const m = table[id];
    expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(areas);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(54);
    expect(m.b[3]).toBeGreaterThan(64);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(68);
    expect(m.d.match(/M[\d.]+ [\d.]+a/g)).toHaveLength(2);
    expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
    expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
    const ink = await raster(`<g fill="#000">${m.d}</g>`);
    expect(ink.filter((v) => v < 128).length / (PX * PX)).toBeLessThan(12); // square units: an eye and a nostril
  });

  // The emoji's heart is one plain area; the Valentine's heart (heart with ribbon) has a lace frill, a border band, a
  // bow and two small hearts to colour. The plain one stays what a number page counts: one heart, no heart inside.
  it('draws the Valentine heart with a frill, a band, a bow and two small hearts, and keeps the counted heart plain', () => {
    expect(table['1F49D'].f.match(/<path/g)!.length).toBeGreaterThanOrEqual(10);
    expect(table['1F49D'].d).toBe('');
    expect(table['1F49D'].b[2] - table['1F49D'].b[0]).toBeGreaterThan(65);
    expect(table['2764'].f.match(/<path/g)).toHaveLength(1);
  });

  // OpenMoji's wolf, hamster and moose are heads; ours are whole: the wolf sitting with its chest ruff, paws and tail,
  // the hamster a round ball holding a seed, the moose standing on bent legs under palmate antlers.
  it.each([
    ['1F43A', 18],
    ['1F439', 13],
    ['1FACE', 15],
  ] as const)("draws %s whole in at least %i areas, with a smile on a face kept clear of an adult page's fill", async (id, areas) => {
    const m = table[id];
    expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(areas);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(58);
    expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
    expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
    const ink = await raster(`<g fill="#000">${m.d}</g>`);
    expect(ink.filter((v) => v < 128).length / (PX * PX)).toBeLessThan(30); // square units: eyes and a nose
  });

  // Fluent drew these small creatures as boxes and lumps (the fish a box with a circle and a triangle, the bee a
  // striped lump, the bird a wedge, the duck a stack of blocks, the dove a doubled outline); ours are round, with
  // stripes, wings, feathers and fins as areas to colour. Eyes in `d` only: one for the side views, two for the bee,
  // which is also what the flowers theme's number pages count, so it stays one bee with one face.
  it.each([
    ['1F420', 'tropical fish', 10, 1],
    ['1F41D', 'honeybee', 14, 2],
    ['1F426', 'bird', 14, 1],
    ['1F986', 'duck', 5, 1],
    ['1F54A', 'dove', 10, 1],
  ] as const)(
    "draws %s (%s) whole in at least %i areas, with %i eye(s) and a smile on a face kept clear of an adult page's fill",
    async (id, _name, areas, eyes) => {
      const m = table[id];
      expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(areas);
      expect(m.b[2] - m.b[0]).toBeGreaterThan(60);
      expect(m.b[3] - m.b[1]).toBeGreaterThan(55);
      expect(m.d.match(/M[\d.]+ [\d.]+a/g)).toHaveLength(eyes);
      expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
      expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
      const ink = await raster(`<g fill="#000">${m.d}</g>`);
      expect(ink.filter((v) => v < 128).length / (PX * PX)).toBeLessThan(14 * eyes); // square units: the eyes only
    },
  );

  // A number page of the flowers theme shows n honeybees to count: the drawing holds one head and no flower.
  it('keeps the counted honeybee one bee: one head among its areas, its two eyes on it', async () => {
    const m = table['1F41D'];
    expect(m.f.split(m.c!)).toHaveLength(2);
    const head = await raster(`<g fill="#000">${m.c}</g>`);
    const eyes = [...m.d.matchAll(/M([\d.]+) ([\d.]+)a([\d.]+)/g)].map((e) => [Number(e[1]) + Number(e[3]), Number(e[2])]);
    expect(eyes).toHaveLength(2);
    for (const [x, y] of eyes) expect(all(head, x, y, 2, (v) => v < 128)).toBe(true);
  });

  // The festival things OpenMoji drew poorly for paper: carps hung on solid black bars from a bare stick, a thick
  // bamboo stalk with one leaf, an envelope that was one empty rectangle. Ours fill the box with areas to colour,
  // and the only solid black is the carps' eye dots: no spot of ink 3 units across. (The party popper, which wears
  // the house's face now, has its checks in drawn-partything.test.ts.)
  it.each([
    ['1F38F', 'carp streamer', 35],
    ['1F38B', 'Tanabata tree', 35],
    ['1F9E7', 'red envelope', 22],
  ] as const)('draws %s (%s) in at least %i areas across the box, with no solid black beyond small dots', async (id, _name, areas) => {
    const m = table[id];
    expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(areas);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(60);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(60);
    const dots = [...m.d.matchAll(/a([\d.]+) /g)].map((a) => Number(a[1]));
    expect(dots.every((r) => r <= 1.5)).toBe(true);
    const grid = await raster(
      `<g fill="#fff" stroke="#000" stroke-width="0.7">${m.f}</g><g fill="none" stroke="#000" stroke-width="0.7">${m.s}</g><g>${m.d}</g>`,
    );
    const blots: [number, number][] = [];
    for (let y = 2; y <= 70; y += 0.5) for (let x = 2; x <= 70; x += 0.5) if (all(grid, x, y, 1.5, (v) => v < 128)) blots.push([x, y]);
    expect(blots).toEqual([]);
  });

  // Fluent's deep red and brown parts were inked as dots with the eyes: a crab's legs (351 square units of solid
  // black), a lobster's claws (229). Only near-grey dark areas (eyes, pupils, mouths) and tiny ones (nostrils) are
  // ink now; the rest are areas to colour. (Fluent's sled, whose struts were inked, is drawn by us now, its only
  // black the eyes of the teddy riding it: drawn-winter-gear.test.ts.)
  it.each([
    ['1F980', 60],
    ['1F99E', 40],
  ] as const)('%s prints its coloured dark parts as areas, under %i square units of solid black', async (id, most) => {
    const ink = await raster(`<g fill="#000">${table[id].d}</g>`);
    expect(ink.filter((v) => v < 128).length / (PX * PX)).toBeLessThan(most);
  });

  // OpenMoji's flowers were clip art: a small head on a hairline stem, the tulip lying on its side. Ours stand upright
  // and fill the box's height: a big head of separate petals (the sunflower's seeds, the rose's spiral, the hibiscus's
  // stamen as areas too), a stem or branch at least 2.5 units wide where it meets the bottom of the box, leaves with a
  // midrib, no face (no plant has one) and no solid black beyond the cherry blossom's stamen tips.
  it.each([
    ['1F33B', 'sunflower', 28, true],
    ['1F337', 'tulip', 7, true],
    ['1F339', 'rose', 15, true],
    ['1F33A', 'hibiscus', 18, true],
    ['1F338', 'cherry blossom', 30, true],
    ['1F33C', 'daisy', 20, true],
    ['1F340', 'four-leaf clover', 6, true],
    ['1FAB7', 'lotus', 9, false],
    ['1F490', 'bouquet', 40, true],
  ] as const)('draws %s (%s) upright across the box in at least %i areas, with no solid black', async (id, _name, areas, stem) => {
    const m = table[id];
    expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(areas);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(60);
    expect(m.b[3]).toBeGreaterThan(66);
    expect(m.s.match(/M/g)!.length).toBeGreaterThanOrEqual(2);
    expect(m.c).toBeUndefined();
    expect([...m.d.matchAll(/a([\d.]+) /g)].every((a) => Number(a[1]) <= 0.6)).toBe(true);
    const grid = await raster(
      `<g fill="#fff" stroke="#000" stroke-width="0.7">${m.f}</g><g fill="none" stroke="#000" stroke-width="0.7">${m.s}</g><g>${m.d}</g>`,
    );
    const blots: [number, number][] = [];
    for (let y = 2; y <= 70; y += 0.5) for (let x = 2; x <= 70; x += 0.5) if (all(grid, x, y, 1.2, (v) => v < 128)) blots.push([x, y]);
    expect(blots).toEqual([]);
    if (!stem) return;
    // the widest run of the silhouette across the row 4 units above the bottom: the stem, never a hairline
    const inside = await raster(`<g fill="#000">${m.f}</g>`);
    const row = Math.round((m.b[3] - 4) * PX) * 72 * PX;
    let [run, widest] = [0, 0];
    for (let x = 0; x < 72 * PX; x++) widest = Math.max(widest, (run = inside[row + x] < 128 ? run + 1 : 0));
    expect(widest / PX).toBeGreaterThanOrEqual(2.5);
  });

  // OpenMoji's nest was a plain ring round its eggs with a line across them; ours sits on a branch, its front woven
  // in three bands cut into cells, with speckled eggs. No solid black.
  it('draws the nest with eggs woven in bands on a branch', () => {
    const m = table['1FABA'];
    expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(14);
    expect(m.s.match(/M/g)!.length).toBeGreaterThanOrEqual(16);
    expect(m.d).toBe('');
  });
});
