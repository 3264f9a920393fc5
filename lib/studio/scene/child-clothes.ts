// The child figure's clothes as areas to colour (child-figure.ts): a dress with a round collar, a sash and a
// scalloped hem; a frilled skirt; a long striped tunic over leggings; a T-shirt with stripes, a star or a heart;
// overalls with straps, buttons and a pocket over trousers; shorts. Stripes and sashes are cut to the garment with
// the storybook people's kit (lib/studio/art-kit/figures-kit.ts). Ours (MIT).
import { cutTo, hem, mirrorX, stripesOn } from '../art-kit/figures-kit';
import { r2, starPath } from '../art-kit/shapes';
import { CX, HIP, NECK_DIP, SHOULDER, WAIST, type Figure } from './child-figure-body';

export type Top = 'stripes' | 'star' | 'overalls' | 'dress' | 'heart' | 'longStripes';
export type Bottom = 'shorts' | 'trousers' | 'skirt' | 'none';

/** A point given as an offset from the collar's middle. */
const P = (dx: number, dy: number) => `${r2(CX + dx)} ${r2(SHOULDER + dy)}`;

/**
 * A top from the collar down to `hem` (a y), its sides flaring to `flare` at the hem, the neckline dipping as the
 * neck's foot does. Absolute M L Q Z only, so stripes and sashes can be cut to it.
 */
function topOutline(hem: number, flare: number, tail = `L${r2(CX + flare)} ${hem}L${r2(CX - flare)} ${hem}`): string {
  const h = hem - SHOULDER;
  return `M${P(-4.6, 0)}Q${P(0, NECK_DIP)} ${P(4.6, 0)}L${P(7.4, 0)}Q${P(10.2, 0.6)} ${P(10.4, 3.6)}L${P(10.6, Math.min(h, 11))}${tail}L${P(-10.6, Math.min(h, 11))}L${P(-10.4, 3.6)}Q${P(-10.2, 0.6)} ${P(-7.4, 0)}Z`;
}

/** A heart centred on (x, y), `s` half its height, pointing down: an area. */
const heart = (x: number, y: number, s: number) =>
  `M${r2(x)} ${r2(y + s)}C${r2(x - 1.6 * s)} ${r2(y - 0.1 * s)} ${r2(x - 1.1 * s)} ${r2(y - 1.3 * s)} ${r2(x)} ${r2(y - 0.55 * s)}C${r2(x + 1.1 * s)} ${r2(y - 1.3 * s)} ${r2(x + 1.6 * s)} ${r2(y - 0.1 * s)} ${r2(x)} ${r2(y + s)}Z`;

/** What covers the legs, drawn before the top (a shirt's hem hangs over its waistband). `leggings` for a girl's. */
export function bottom(g: Figure, b: Bottom, leggings: boolean) {
  if (b === 'shorts') g.area(`M${CX - 10.6} ${HIP - 0.4}L${CX + 10.6} ${HIP - 0.4}L${CX + 11.2} 53L${CX + 0.9} 53L${CX} 48.6L${CX - 0.9} 53L${CX - 11.2} 53Z`);
  if (b === 'trousers') {
    // narrowing to the ankle; a boy's with turned-up cuffs, a girl's leggings plain and closer
    const out = leggings ? 7.2 : 8;
    const gap = leggings ? 1.8 : 1.4;
    const low = 61.6;
    g.area(
      `M${CX - 10.4} ${HIP - 0.4}L${CX + 10.4} ${HIP - 0.4}L${r2(CX + out)} ${low}L${CX + gap} ${low}L${CX} 50L${CX - gap} ${low}L${r2(CX - out)} ${low}Z`,
    );
    if (!leggings)
      g.line(`M${r2(CX - out - 0.16)} ${low - 2.4}L${CX - gap - 0.14} ${low - 2.4}M${CX + gap + 0.14} ${low - 2.4}L${r2(CX + out + 0.16)} ${low - 2.4}`);
  }
  if (b === 'skirt') {
    // flared from the waist to a frilled hem, two pleats
    g.area(`M${CX - 9.8} ${HIP - 1}L${CX + 9.8} ${HIP - 1}L${CX + 14.6} 54.6${hem(CX + 14.6, CX - 14.6, 54.6, 7, 0.8)}Z`);
    g.line(`M${CX - 3.6} ${HIP + 1.4}L${CX - 5.4} 55M${CX + 3.6} ${HIP + 1.4}L${CX + 5.4} 55`);
  }
}

/** The top over the body: a dress, a tunic, a T-shirt (with stripes, a star, a heart) or a shirt under overalls. */
export function top(g: Figure, t: Top, b: Bottom) {
  if (t === 'dress') return dress(g);
  if (t === 'longStripes') {
    // a tunic flaring to the thigh, striped
    const tunic = topOutline(51, 12.6, `L${CX + 12.6} 51Q${CX} 52.6 ${CX - 12.6} 51`);
    g.area(tunic);
    g.f.push(
      ...stripesOn(tunic, [
        [SHOULDER + 5.4, SHOULDER + 7.6],
        [SHOULDER + 10.6, SHOULDER + 12.8],
        [SHOULDER + 15.8, SHOULDER + 18],
      ]),
    );
    return;
  }
  const shirt = topOutline(b === 'skirt' ? HIP + 0.6 : WAIST + 0.6, 10.8);
  g.area(shirt);
  if (t === 'stripes')
    g.f.push(
      ...stripesOn(shirt, [
        [SHOULDER + 5.2, SHOULDER + 7.4],
        [SHOULDER + 10, SHOULDER + 12.2],
        [SHOULDER + 14.8, SHOULDER + 17],
      ]),
    );
  if (t === 'star') g.area(starPath(CX, SHOULDER + 9.2, 5));
  if (t === 'heart') g.area(heart(CX, SHOULDER + 8.4, 3.6));
  if (t === 'overalls') {
    // the bib, its straps up over the shoulders, a button on each, a pocket
    g.area(`M${P(-6.6, 7)}L${P(6.6, 7)}L${P(6.8, WAIST + 0.8 - SHOULDER)}L${P(-6.8, WAIST + 0.8 - SHOULDER)}Z`);
    const strap = `M${P(-6.6, 7.2)}L${P(-4, 7.2)}L${P(-4.8, 0)}L${P(-7.6, 0)}Z`;
    g.area(strap);
    g.area(mirrorX(strap, CX));
    for (const dir of [-1, 1]) g.oval(CX + dir * 5.2, SHOULDER + 8.6, 1.1, 1.1);
    g.area(`M${P(-3.2, 10.6)}L${P(3.2, 10.6)}L${P(3.2, 13.6)}Q${P(0, 15.4)} ${P(-3.2, 13.6)}Z`);
  }
}

/** A dress: a round collar, puffed sleeves (drawn with the arms), a sash at the waist and a flared, scalloped hem. */
function dress(g: Figure) {
  const low = 54.8;
  const outline = `M${P(-4.6, 0)}Q${P(0, NECK_DIP)} ${P(4.6, 0)}L${P(7.2, 0)}Q${P(10, 0.6)} ${P(10, 3.6)}L${P(9.2, 12.6)}L${r2(CX + 15.4)} ${low}${hem(CX + 15.4, CX - 15.4, low, 7, 1)}L${P(-9.2, 12.6)}L${P(-10, 3.6)}Q${P(-10, 0.6)} ${P(-7.2, 0)}Z`;
  g.area(outline);
  // a band of hearts above the hem
  for (const x of [-9, -3, 3, 9]) g.area(heart(CX + x, low - 3.2, 1.4));
  // the sash, cut to the dress
  g.f.push(...cutTo(outline, `M${CX - 14} ${SHOULDER + 11.6}L${CX + 14} ${SHOULDER + 11.6}L${CX + 14} ${SHOULDER + 14.4}L${CX - 14} ${SHOULDER + 14.4}Z`));
  // the round collar's two flaps along the neckline
  const flap = `M${P(-4.6, 0)}Q${P(-8.8, 1.6)} ${P(-6.6, 4.8)}Q${P(-3.6, 6.8)} ${P(-0.2, 2.3)}Q${P(-2.4, 1.8)} ${P(-4.6, 0)}Z`;
  g.area(flap);
  g.area(mirrorX(flap, CX));
}
