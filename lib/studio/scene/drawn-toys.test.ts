// The toys drawn by us (scripts/drawn-motifs/toys-*.ts) in the built table: the kick scooter, the roller skate, the
// nesting dolls, the piñata and the magic wand, each big in its box with its parts as areas to colour, and no
// solid black but the eyes. OpenMoji's were thin outlines of four or five areas; its nesting doll had big black eyes.
import { describe, expect, it } from 'vitest';
import { areaCount, crossings, expectKawaiiFaces, printed, raster, solidBlack, table } from '../testing/motif-raster';
import { WHEEL_SEATS } from './wheel-riders';

/** The motif big in its box: at least 66 of 72 units on its long side. */
function expectBig(id: string) {
  const b = table[id].b;
  expect(Math.max(b[2] - b[0], b[3] - b[1])).toBeGreaterThanOrEqual(66);
}

/** The house's face: a smile standing free, an outline kept clear of an adult page's fill, eyes the only black. */
async function expectFaces(id: string, faces: number) {
  await expectKawaiiFaces(id, { faces });
  // two eyes to a face, each a little disc with a shine
  expect(table[id].d.match(/a[\d.]+ [\d.]+ 0 1 0/g)!.length).toBe(4 * faces);
}

describe('the toys drawn by us', () => {
  // OpenMoji's kick scooter was a hairline pole on two small wheels, four areas.
  it('draws the kick scooter with spoked wheels, a striped deck, a stem and a T-bar with grips', async () => {
    const m = table['1F6F4'];
    expect(areaCount('1F6F4')).toBeGreaterThanOrEqual(30);
    expectBig('1F6F4');
    expect(m.d).toBe('');
    const grid = await printed(m);
    // across both hubs: each wheel's tyre, rim, spokes and hub (the old wheels were plain rings below this line)
    expect(crossings(grid, [0.5, 61.5], [71.5, 61.5])).toBeGreaterThanOrEqual(12);
    // along the deck's side: its ends and the four stripes on it
    expect(crossings(grid, [0.5, 53], [71.5, 53])).toBeGreaterThanOrEqual(12);
  });

  it('stands a child on the scooter as drawn: the deck under its soles, the grips in its hands', async () => {
    const seat = WHEEL_SEATS['1F6F4']!;
    expect('deck' in seat).toBe(true);
    if (!('deck' in seat)) return;
    const ink = await raster(`<g fill="#000">${table['1F6F4'].f}</g>`);
    const at = ([x, y]: [number, number]) => ink[Math.round(y * 8) * 72 * 8 + Math.round(x * 8)] < 128;
    // the deck's top: the board just under the soles, air just over them
    expect(at([seat.deck[0], seat.deck[1] + 1])).toBe(true);
    expect(at([seat.deck[0], seat.deck[1] - 1.5])).toBe(false);
    // both hands on the T-bar
    for (const g of seat.grips) expect(at(g), `${g}`).toBe(true);
  });

  // OpenMoji's roller skate was a plain boot on a bar over four rings, five areas.
  it('draws the roller skate with laces, a bow, stripes, a toe stop and four wheels with ringed hubs', async () => {
    const m = table['1F6FC'];
    expect(areaCount('1F6FC')).toBeGreaterThanOrEqual(30);
    expectBig('1F6FC');
    expect(m.d).toBe('');
    expect(m.s).toMatch(/M[\d.]+ [\d.]+L/); // the laces
    const grid = await printed(m);
    // across the wheels: the near two with a hub ring in each, the far two peeping out, the toe stop
    expect(crossings(grid, [0.5, 62], [71.5, 62])).toBeGreaterThanOrEqual(14);
    // down the shaft: the collar, a stripe, the heel counter, the sole, a truck, a wheel and its hub
    expect(crossings(grid, [20, 0.5], [20, 71.5])).toBeGreaterThanOrEqual(11);
  });

  // OpenMoji drew one doll with a sad face and big solid black eyes, four areas.
  it('draws three nesting dolls in a row, each with a face, a headscarf and an apron with a flower', async () => {
    expect(areaCount('1FA86')).toBeGreaterThanOrEqual(50);
    expectBig('1FA86');
    const grid = await printed(table['1FA86']);
    // down each doll: its scarf, the hair, a cheek or the smile, the knot, the scarf's hem, the apron and its flower
    for (const x of [21, 44.2, 61]) expect(crossings(grid, [x, 0.5], [x, 71.5]), `x ${x}`).toBeGreaterThanOrEqual(11);
    // across the aprons low down: the three dolls' sides and aprons, flowers and leaves
    expect(crossings(grid, [0.5, 60], [71.5, 60])).toBeGreaterThanOrEqual(16);
    await expectFaces('1FA86', 3);
    // only the eyes are black: three faces' worth, the smallest a little one (the old doll's two eyes were 25)
    expect(await solidBlack('1FA86')).toBeLessThan(36);
  });

  // OpenMoji's piñata was a donkey's outline crossed by zigzag lines, not areas.
  it('draws the piñata as a donkey of fringed bands with a face', async () => {
    expect(areaCount('1FA85')).toBeGreaterThanOrEqual(40);
    expectBig('1FA85');
    const grid = await printed(table['1FA85']);
    // across the body: the fringed bands' teeth, each band an area
    expect(crossings(grid, [0.5, 42], [71.5, 42])).toBeGreaterThanOrEqual(24);
    // down a near foreleg from the body: the body's last band, the leg's bands and the hoof
    expect(crossings(grid, [25.5, 47], [25.5, 71.5])).toBeGreaterThanOrEqual(5);
    await expectFaces('1FA85', 1);
    expect(await solidBlack('1FA85')).toBeLessThan(16);
  });

  // OpenMoji's magic wand was a bare stick with two crosshairs beside it.
  it('draws the magic wand with a star with a face, a striped stick, a bow, ribbons and sparkles', async () => {
    expect(areaCount('1FA84')).toBeGreaterThanOrEqual(22);
    expectBig('1FA84');
    const grid = await printed(table['1FA84']);
    // along the stick: its knob and the stripes round it, the bow
    expect(crossings(grid, [5.5, 67.5], [38, 33])).toBeGreaterThanOrEqual(12);
    // down through the star: a sparkle-free sky, the star's point and its face's smile, the ribbons below
    expect(crossings(grid, [46, 0.5], [46, 71.5])).toBeGreaterThanOrEqual(7);
    await expectFaces('1FA84', 1);
    expect(await solidBlack('1FA84')).toBeLessThan(26);
  });
});
