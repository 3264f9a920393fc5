// The child figure's hands, its seated leg on a ride, and Little Red Riding Hood (child-figure.ts, child-seated-leg.ts,
// child-hood.ts), measured on the figure drawn alone at the kids' 1.4 mm line, 2 mm to the unit.
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { motifsOf, size, styles } from '../testing/scene-prompts';
import { rasterise, whiteRegionAt, whiteRun, type Raster } from '../testing/white-regions';
import { CHILD_MOTIFS, childHands, childSeatedLeg } from './child-figure';
import { shoulderAt } from './child-figure-body';
import { composeScene } from './compose-scene';
import { motifData } from './motif-art';
import { svgDocument } from './paper';
import { createRng } from './prng';
import { composeRide } from './riders';
import { composeWheelRide } from './wheel-riders';

const DPI = 150,
  SCALE = 2,
  MARGIN = 20,
  KIDS_LINE = 1.4;
const px = (mm: number) => (mm / 25.4) * DPI;

/** An SVG body in the figure's units drawn at SCALE mm to the unit, and where a point of those units falls. */
async function raster(body: string, b: [number, number, number, number]) {
  const [x0, y0, x1, y1] = b;
  const k = SCALE;
  const svg = `<g transform="translate(${MARGIN - x0 * k} ${MARGIN - y0 * k}) scale(${k})" fill="#fff" stroke="#000" stroke-width="${KIDS_LINE / k}">${body}</g>`;
  const ras = await rasterise(svgDocument({ w: (x1 - x0) * k + 2 * MARGIN, h: (y1 - y0) * k + 2 * MARGIN }, svg, 'part'), DPI);
  const at = (u: number, v: number): [number, number] => [Math.round(px(MARGIN + (u - x0) * k)), Math.round(px(MARGIN + (v - y0) * k))];
  return { ras, at };
}

/** The white run through (x, y) along (dx, dy) both ways, in millimetres. */
const runMm = (ras: Raster, at: [number, number], dir: [number, number]) => (whiteRun(ras, at, dir) / DPI) * 25.4;

// The hands were a round palm with a little oval beside it for a thumb: at the kids' bold line the thumb closed into
// a sliver of its own, and the hand read as a blob. The mitten is one area with the thumb standing out of it.
describe('the child figure’s mitten hands', () => {
  it.each(Object.keys(CHILD_MOTIFS))('%s: each thumb is part of the hand’s one area and a crayon wide', async (id) => {
    const m = CHILD_MOTIFS[id]!;
    const { ras, at } = await raster(m.f, m.b);
    for (const [i, hand] of childHands(id)!.entries()) {
      const dir = i ? 1 : -1;
      const s = shoulderAt(dir);
      const l = Math.hypot(hand[0] - s[0], hand[1] - s[1]);
      const u: [number, number] = [(hand[0] - s[0]) / l, (hand[1] - s[1]) / l];
      let n: [number, number] = [-u[1], u[0]];
      if (n[0] * dir > 0) n = [-n[0], -n[1]];
      const palm = whiteRegionAt(ras, ...at(hand[0] + u[0] * 0.6, hand[1] + u[1] * 0.6));
      const thumb = at(hand[0] + u[0] * 0.2 + n[0] * 4.6, hand[1] + u[1] * 0.2 + n[1] * 4.6);
      expect(palm.has(thumb[1] * ras.width + thumb[0]), `${id}: hand ${i}, the thumb in the palm’s area`).toBe(true);
      // across the thumb, along the arm
      expect(runMm(ras, thumb, u), `${id}: hand ${i}, the thumb’s width`).toBeGreaterThan(4);
    }
  });
});

// A rider's near leg had been a thigh block and a shin post at a right angle, as wide at the ankle as at the knee,
// and a slab for a shoe. Drawn now as the standing child's leg, bent at a round knee and narrowing to the ankle.
describe('a child’s seated leg', () => {
  const at = { back: 47.5, top: 45, bottom: 52.5, knee: [24, 51] as [number, number], sole: [25, 68] as [number, number] };
  it.each(['child:girl:0', 'child:girl:2', 'child:boy:0', 'child:boy:1'])('%s: the shin narrows from the knee to the ankle', async (id) => {
    const leg = childSeatedLeg(id, at);
    const { ras, at: P } = await raster(leg.f, [10, 38, 56, 72]);
    // across the shin under the knee and over the ankle (4.4 over the sole)
    const knee = runMm(ras, P(24.2, 56.5), [1, 0]);
    const ankle = runMm(ras, P(25.8, 62.4), [1, 0]);
    expect(ankle / knee, id).toBeLessThan(0.85);
  });

  it('is shod as the child stands: a girl’s shoe has its strap’s button, in a stirrup on a horse, on the pedal of a bicycle', () => {
    expect(childSeatedLeg('child:girl:1', at).s).toMatch(/a0\.7 0\.7/);
    expect(childSeatedLeg('child:boy:1', at).s).not.toMatch(/a0\.7 0\.7/);
    const horse = composeRide('child:girl:1', '1F40E');
    // the stirrup's ring: two subpaths, the outer and the inner outline
    expect(motifData(horse.riderId)!.f).toMatch(/Z M|ZM/);
    const bike = composeWheelRide('child:girl:1', '1F6B2');
    for (const ride of [horse, bike]) {
      // the button, a small circle among the rider's lines
      expect(motifData(ride.riderId)!.s).toMatch(/a0\.\d+ 0\.\d+ 0 1 0/);
    }
  });
});

// Her names drew any child, a boy in overalls as often as a girl, with no hood, no cape and no basket.
describe('Little Red Riding Hood', () => {
  const hood = CHILD_MOTIFS['child:girl:3']!;
  it.each([
    ['little red riding hood', 'en'],
    ['Rotkäppchen', 'de'],
    ['Caperucita Roja', 'es'],
    ['le Petit Chaperon rouge', 'fr'],
    ['赤ずきん', 'ja'],
    ['빨간 모자', 'ko'],
    ['Chapeuzinho Vermelho', 'pt'],
    ['小紅帽', 'zh-TW'],
    ['Cô bé quàng khăn đỏ', 'vi'],
    ['小红帽', 'zh-CN'],
  ] as const)('"%s" (%s) draws her in her hooded cape, in the forest', (prompt, locale) => {
    for (const style of styles)
      for (const seed of [1, 2, 3]) {
        const scene = composeScene(motifsOf(prompt, locale as Locale), style, size, createRng(seed, style));
        expect(scene.svg.includes(hood.f), `${style}, seed ${seed}`).toBe(true);
        expect(scene.backdrop, `${style}, seed ${seed}`).toBe('forest');
      }
  });

  it('her hood stands round her head, her cape falls to her knees, her basket hangs from her hand', async () => {
    const { ras, at } = await raster(hood.f, hood.b);
    const bg = whiteRegionAt(ras, 0, 0);
    const inside = ([x, y]: [number, number]) => !bg.has(y * ras.width + x);
    // above the head's top (y 5) and beside its sides (x 25, 47), where a hairless head ends
    expect(inside(at(36, 3.4)), 'the hood over the head').toBe(true);
    for (const x of [23.2, 48.8]) expect(inside(at(x, 16)), `the hood beside the face at ${x}`).toBe(true);
    // the cape beside the legs, under the hands, down to the knees
    for (const x of [19.6, 52.4]) expect(inside(at(x, 55)), `the cape at ${x}`).toBe(true);
    // the basket under the right hand
    const [, right] = childHands('child:girl:3')!;
    expect(inside(at(right[0] + 4.4, right[1] + 9)), 'the basket').toBe(true);
  });
});
