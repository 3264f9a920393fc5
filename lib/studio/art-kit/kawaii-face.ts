// The small friendly face the food, the fruit and the sports things drawn by us share (the carrot's, in
// food.ts): two eyes with a shine, a smile standing free of every other line, two round cheeks as areas, and an
// oval kept clear of an adult page's zentangle fill so the face stays readable. Ours (MIT).
import { circle, path, r2, turnedEllipse, type Pt } from './shapes';

/** A pupil of radius `r` with a white shine cut out of it up and to the right (drawn the other way round). */
export const pupil = (x: number, y: number, r: number) =>
  `${circle(r2(x), r2(y), r2(r))}M${r2(x + 0.12 * r)} ${r2(y - 0.38 * r)}a${r2(0.22 * r)} ${r2(0.22 * r)} 0 1 1 ${r2(0.44 * r)} 0a${r2(0.22 * r)} ${r2(0.22 * r)} 0 1 1 ${r2(-0.44 * r)} 0Z`;

/**
 * Where the face's parts sit, in the carrot's units (multiplied by `k`) from the face's centre: the eyes at
 * (±eyeX, eyeY), the cheeks at (±cheekX, cheekY), the smile's ends at (±smileX, smileY) bowing down to
 * smileLow, and the clear oval `clear` across.
 */
export type FaceLayout = {
  eyeX: number;
  eyeY: number;
  eyeR: number;
  cheekX: number;
  cheekY: number;
  cheek: [rx: number, ry: number];
  smileX: number;
  smileY: number;
  smileLow: number;
  clearY: number;
  clear: [rx: number, ry: number];
};

export const KAWAII_FACE: FaceLayout = {
  eyeX: 4.6,
  eyeY: -1.2,
  eyeR: 2,
  cheekX: 7,
  cheekY: 3.2,
  cheek: [2.4, 1.5],
  smileX: 2.4,
  smileY: 2.2,
  smileLow: 5.4,
  clearY: 1.4,
  clear: [10.5, 7],
};

export type Face = { f: string[]; s: string; d: string; c: string };

/** The face centred on (x, y), `k` times the carrot's size, turned `deg` degrees (clockwise, y down). */
export function kawaiiFace(x: number, y: number, k: number, deg = 0, layout: FaceLayout = KAWAII_FACE): Face {
  const a = (deg * Math.PI) / 180;
  const F = (dx: number, dy: number): Pt => [r2(x + k * (dx * Math.cos(a) - dy * Math.sin(a))), r2(y + k * (dx * Math.sin(a) + dy * Math.cos(a)))];
  const L = layout;
  const [l, low, r] = [F(-L.smileX, L.smileY), F(0, L.smileLow), F(L.smileX, L.smileY)];
  return {
    f: [-1, 1].map((side) => path(turnedEllipse(...F(side * L.cheekX, L.cheekY), r2(L.cheek[0] * k), r2(L.cheek[1] * k), deg))),
    s: `M${l.join(' ')}Q${low.join(' ')} ${r.join(' ')}`,
    d: [-1, 1].map((side) => pupil(...F(side * L.eyeX, L.eyeY), L.eyeR * k)).join(''),
    c: path(turnedEllipse(...F(0, L.clearY), r2(L.clear[0] * k), r2(L.clear[1] * k), deg)),
  };
}
