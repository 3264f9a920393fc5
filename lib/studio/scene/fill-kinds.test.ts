import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { composeTextPage } from '../compose-page';
import {
  CHAMELEON_ID,
  GUINEA_PIG_ID,
  HUMMINGBIRD_ID,
  NARWHAL_ID,
  POLAR_BEAR_ID,
  PTERODACTYL_ID,
  SPINOSAURUS_ID,
  TOUCAN_ID,
  VELOCIRAPTOR_ID,
} from './animal-word-ids';
import { fillKind } from './fill-kinds';
import { drawMotif, motifData } from './motif-art';
import { zentangleFill } from './patterns';
import { createRng } from './prng';

// The scales pattern is the only one drawn as rows of half-rounds hanging down (`a r r 0 0 0 …`).
const SCALES = /a[\d.]+ [\d.]+ 0 0 0 /;
const SEEDS = Array.from({ length: 40 }, (_, i) => i + 1);

describe("an adults' fill suits the creature", () => {
  it.each([
    ['1F416', 'skin'],
    ['1F411', 'wool'],
    ['1F410', 'fur'],
    ['1F408', 'fur'],
    ['1F989', 'feathers'],
    ['1F988', 'skin'],
    ['1F409', 'scales'],
    ['1F41F', 'scales'],
    ['1F996', 'scales'],
    ['1F697', 'any'],
  ])('%s is filled as %s', (id, kind) => expect(fillKind(id)).toBe(kind));

  // The animals drawn for the names parents type have their coats too (they had fallen to the plain patterns).
  it.each([
    [GUINEA_PIG_ID, 'fur'],
    [POLAR_BEAR_ID, 'fur'],
    [HUMMINGBIRD_ID, 'feathers'],
    [TOUCAN_ID, 'feathers'],
    [VELOCIRAPTOR_ID, 'feathers'],
    [NARWHAL_ID, 'skin'],
    [PTERODACTYL_ID, 'skin'],
    [CHAMELEON_ID, 'scales'],
    [SPINOSAURUS_ID, 'scales'],
  ])('%s, drawn by us, is filled as %s', (id, kind) => expect(fillKind(id)).toBe(kind));

  // Chosen from every pattern at random, one pig in five was covered in fish scales.
  it.each(['1F416', '1F411', '1F410', '1F408', '1F989', '1F988', '1F697'])('never scales %s, whatever the seed', (id) => {
    expect(SEEDS.filter((seed) => SCALES.test(zentangleFill(createRng(seed), id)))).toEqual([]);
  });

  it.each(['1F41F', '1F409', '1F40A'])('always scales %s', (id) => {
    expect(SEEDS.every((seed) => SCALES.test(zentangleFill(createRng(seed), id)))).toBe(true);
  });

  it('gives the sheep its wool curls: cloud bumps and small loops', () => {
    const wool = zentangleFill(createRng(1), '1F411');
    expect(wool).toMatch(/a[\d.]+ [\d.]+ 0 0 1 /);
    expect(wool).toMatch(/a[\d.]+ [\d.]+ 0 1 0 /);
  });

  // The text tool's "a pig" in the adults' style: the pig on the page carries no scales, on any of these seeds.
  it.each([1, 2, 3, 4, 5, 6])('prints "a pig" without scales (seed %i)', (seed) => {
    const page = composeTextPage({ prompt: 'a pig', style: 'adults', seed, paper: 'a4', orientation: 'portrait', locale: 'en' });
    if (page.kind === 'nothing_to_draw') throw new Error('no page');
    const fill = page.svg.match(/<g mask="url\(#z0\)"[^>]*>(.*?)<\/g>/)?.[1];
    expect(fill).toBeTruthy();
    expect(fill).not.toMatch(SCALES);
  });
});

describe("a shark's pale belly", () => {
  // Motif units: the belly under the grin, above the body's lower edge, in front of the pectoral fin; the flank
  // behind the gills, under the dorsal fin.
  type Window = { x0: number; x1: number; y0: number; y1: number };
  const BELLY: Window = { x0: 14, x1: 20, y0: 51, y1: 53.5 };
  const FLANK: Window = { x0: 42, x1: 48, y0: 30, y1: 35 };
  const hatch = () => {
    let d = '';
    for (let x = -80; x < 160; x += 1) d += `M${x} -4L${x + 80} 76`;
    return `<path d="${d}"/>`;
  };
  const ink = async (svg: string, w: Window) => {
    const px = 8; // pixels per motif unit: the motif fills a 72-unit box
    const doc = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72" width="${72 * px}" height="${72 * px}"><rect width="72" height="72" fill="#fff"/>${svg}</svg>`;
    const raw = new Uint8Array(await sharp(Buffer.from(doc)).greyscale().raw().toBuffer());
    // where motif units land in the 72-unit box: fitted by the motif's outline box, centred, resting on the bottom
    const [bx0, by0, bx1, by1] = motifData('1F988')!.b;
    const s = Math.min(72 / (bx1 - bx0), 72 / (by1 - by0));
    const at = (u: number, b0: number, free: number) => Math.round((free + (u - b0) * s) * px);
    const [x0, x1] = [at(w.x0, bx0, (72 - (bx1 - bx0) * s) / 2), at(w.x1, bx0, (72 - (bx1 - bx0) * s) / 2)];
    const [y0, y1] = [at(w.y0, by0, 72 - (by1 - by0) * s), at(w.y1, by0, 72 - (by1 - by0) * s)];
    let n = 0;
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) n += raw[y * 72 * px + x] < 128 ? 1 : 0;
    return n;
  };
  it('stays unfilled under an adults’ pattern, while its flank takes the pattern', async () => {
    const box = { x: 0, y: 0, w: 72, h: 72 };
    const opts = { strokeMm: 0.5 };
    const plain = drawMotif('1F988', box, opts).svg;
    const filled = drawMotif('1F988', box, { ...opts, fillPattern: hatch(), clipId: 'z0' }).svg;
    expect((await ink(filled, BELLY)) - (await ink(plain, BELLY))).toBeLessThan(10);
    expect((await ink(filled, FLANK)) - (await ink(plain, FLANK))).toBeGreaterThan(200);
  });
});
