// Little Red Riding Hood as the child figure draws her (child-figure.ts): the girl in her dress under a hooded
// cape, the hood up round her face with its rim over her fringe and tied in a bow under her chin, the cape over
// her shoulders and falling behind her to the knees, and a basket with a handle in her hand. Her names (in all ten
// languages, lib/studio/synonyms) had drawn any child, a boy in overalls as often as not. Ours (MIT).
import { r2 } from '../art-kit/shapes';
import { CX, HEAD, SHOULDER, type Figure } from './child-figure-body';
import { bow } from './child-hair';

/** A point given as an offset from the head's middle. */
const H = (dx: number, dy: number) => `${r2(CX + dx)} ${r2(HEAD.y + dy)}`;
/** How far the hood reaches out from the head's middle (the head's radius is 11). */
export const HOOD_R = 14.4;
/** How far down the cape falls: to the knees. */
export const CAPE_HEM = 58.6;

/**
 * Behind everything: the cape's back, from the shoulders flaring to a hem at the knees, and the hood's back round
 * the head, one with it.
 */
export function capeBehind(g: Figure) {
  const y = SHOULDER;
  g.area(
    `M${r2(CX - 8)} ${y}Q${r2(CX - 13.6)} ${y + 1} ${r2(CX - 14)} ${y + 6}L${r2(CX - 18)} ${r2(CAPE_HEM - 1)}Q${CX} ${r2(CAPE_HEM + 2)} ${r2(CX + 18)} ${r2(CAPE_HEM - 1)}L${r2(CX + 14)} ${y + 6}Q${r2(CX + 13.6)} ${y + 1} ${r2(CX + 8)} ${y}Z`,
  );
  const R = HOOD_R;
  g.area(
    `M${H(-9.4, 13.4)}C${H(-R - 0.6, 9)} ${H(-R, -6)} ${H(-9, -R + 1.4)}Q${H(0, -R - 2.6)} ${H(9, -R + 1.4)}C${H(R, -6)} ${H(R + 0.6, 9)} ${H(9.4, 13.4)}Z`,
  );
}

/**
 * Over the dress and the arms' tops: the cape's shoulder piece, in two halves meeting under the chin, and the bow it
 * is tied with.
 */
export function capeOver(g: Figure) {
  const y = SHOULDER;
  for (const dir of [-1, 1]) {
    const X = (dx: number) => r2(CX + dir * dx);
    g.area(
      `M${X(1)} ${y - 0.6}Q${X(10.6)} ${y - 1.6} ${X(13.4)} ${y + 5.4}Q${X(14.4)} ${y + 9.4} ${X(12.4)} ${y + 10.4}Q${X(6.4)} ${y + 11.4} ${X(0.6)} ${y + 3.4}Z`,
    );
  }
  bow(g, CX, y + 1.2, 0);
}

/** Over the head and the fringe: the hood's rim framing the face, its outline the hood's back's. */
export function hoodRim(g: Figure) {
  const R = HOOD_R;
  g.area(
    `M${H(-9.4, 13.4)}C${H(-R - 0.6, 9)} ${H(-R, -6)} ${H(-9, -R + 1.4)}Q${H(0, -R - 2.6)} ${H(9, -R + 1.4)}C${H(R, -6)} ${H(R + 0.6, 9)} ${H(9.4, 13.4)}` +
      `Q${H(10.6, 6)} ${H(10.6, 2)}C${H(10.6, -6.4)} ${H(6, -9.8)} ${H(0, -9.8)}C${H(-6, -9.8)} ${H(-10.6, -6.4)} ${H(-10.6, 2)}Q${H(-10.6, 6)} ${H(-9.4, 13.4)}Z`,
  );
}

/**
 * A basket hanging from the hand at `hand`, drawn before the hand so the mitten grips its handle: the handle's
 * arch, the body narrowing to a round bottom with two rows of weave, the rim.
 */
export function basket(g: Figure, [x, y]: [number, number]) {
  const top = y + 3.6,
    rim = 1.8,
    low = top + rim + 6.4;
  // the handle: a band arching from the rim's ends up through the hand
  g.area(
    `M${r2(x - 4.8)} ${r2(top + 0.4)}C${r2(x - 4.8)} ${r2(y - 4.6)} ${r2(x + 4.8)} ${r2(y - 4.6)} ${r2(x + 4.8)} ${r2(top + 0.4)}L${r2(x + 3.4)} ${r2(top + 0.4)}C${r2(x + 3.4)} ${r2(y - 2.8)} ${r2(x - 3.4)} ${r2(y - 2.8)} ${r2(x - 3.4)} ${r2(top + 0.4)}Z`,
  );
  g.area(
    `M${r2(x - 5.4)} ${r2(top + rim)}L${r2(x + 5.4)} ${r2(top + rim)}L${r2(x + 4.2)} ${r2(low - 1.6)}Q${r2(x + 3.8)} ${r2(low)} ${r2(x + 2.2)} ${r2(low)}L${r2(x - 2.2)} ${r2(low)}Q${r2(x - 3.8)} ${r2(low)} ${r2(x - 4.2)} ${r2(low - 1.6)}Z`,
  );
  for (const t of [0.36, 0.68]) {
    const yy = top + rim + (low - top - rim) * t,
      w = 5.4 - 1.2 * t - 0.1;
    g.line(`M${r2(x - w)} ${r2(yy)}L${r2(x + w)} ${r2(yy)}`);
  }
  g.area(`M${r2(x - 6)} ${r2(top)}L${r2(x + 6)} ${r2(top)}L${r2(x + 6)} ${r2(top + rim)}L${r2(x - 6)} ${r2(top + rim)}Z`);
}
