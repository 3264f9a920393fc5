// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// A dog's bone, and the skull and crossbones a pirate flies. No emoji drew a bone a dog chews: "a dog with a bone"
// drew the dog alone, and "Knochen", "os", "hueso" found the meat on the bone, a ham.
import { addFace, art, done, type Art, type Drawn } from './art';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { path, r2, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';

/**
 * A bone's outline as one closed shape: a shaft `len` long between the centres of its knobs and `w` thick, each
 * end two round knobs of radius `knob` with a notch between them, centred on (cx, cy) and turned `deg` degrees.
 */
export function boneOutline(cx: number, cy: number, len: number, w: number, knob: number, deg = 0): string {
  const a = (deg * Math.PI) / 180;
  const at = (x: number, y: number) => `${r2(cx + x * Math.cos(a) - y * Math.sin(a))} ${r2(cy + x * Math.sin(a) + y * Math.cos(a))}`;
  // the knobs' centres sit a little more than a knob apart across the shaft, so they overlap into a notch
  const [kx, ky] = [len / 2, knob * 0.92];
  // where the shaft's edge meets a knob, and where the two knobs of one end meet (the notch)
  const joinX = kx - Math.sqrt(knob ** 2 - (ky - w / 2) ** 2);
  const notchX = kx + Math.sqrt(knob ** 2 - ky ** 2);
  const arc = (x: number, y: number) => `A${knob} ${knob} 0 1 1 ${at(x, y)}`;
  return `M${at(-joinX, -w / 2)}L${at(joinX, -w / 2)}${arc(notchX, 0)}${arc(joinX, w / 2)}` + `L${at(-joinX, w / 2)}${arc(-notchX, 0)}${arc(-joinX, -w / 2)}Z`;
}

/** A dog's bone lying a little aslant: one round-ended shape, a shine on each knob and the house's face on the shaft. */
export function bone(): Drawn {
  const a = art();
  const deg = -14;
  a.f.push(path(boneOutline(36, 36, 48, 15, 10, deg)));
  // a shine on the upper knob of each end, an area of its own
  const t = (deg * Math.PI) / 180;
  for (const [x, y] of [
    [-27, -10.5],
    [23, -12],
  ] as Pt[])
    a.f.push(path(turnedEllipse(r2(36 + x * Math.cos(t) - y * Math.sin(t)), r2(36 + x * Math.sin(t) + y * Math.cos(t)), 3.2, 1.6, deg - 25)));
  addFace(a, kawaiiFace(36, 35.4, 0.78, deg));
  return done(a);
}

/**
 * A skull with two crossed bones behind it, face on, the skull's crown `r` in radius at (x, y): the cranium and a
 * jaw with teeth as one area, two round eye sockets and a small nose as areas (no solid black, so a child colours
 * them in), the bones' four ends sticking out at its corners.
 */
export function skullAndCrossbones(a: Art, x: number, y: number, r: number) {
  for (const deg of [35, -35]) a.f.push(path(boneOutline(x, y + 0.55 * r, 3 * r, 0.5 * r, 0.36 * r, deg)));
  // the cranium, narrowing to cheekbones, and the jaw under it
  const q = (dx: number, dy: number) => `${r2(x + dx * r)} ${r2(y + dy * r)}`;
  a.f.push(
    path(
      `M${q(-0.62, 0.62)}C${q(-1.1, 0.3)} ${q(-1.05, -1)} ${q(0, -1)}C${q(1.05, -1)} ${q(1.1, 0.3)} ${q(0.62, 0.62)}` +
        `L${q(0.55, 1.05)}Q${q(0, 1.22)} ${q(-0.55, 1.05)}Z`,
    ),
  );
  for (const side of [-1, 1]) a.f.push(path(turnedEllipse(r2(x + side * 0.38 * r), r2(y - 0.05 * r), r2(0.27 * r), r2(0.3 * r), side * 12)));
  a.f.push(path(`M${q(0, 0.3)}L${q(0.13, 0.52)}L${q(-0.13, 0.52)}Z`));
  // the teeth: the jaw's top line and the gaps between them
  a.s.push(`M${q(-0.42, 0.78)}L${q(0.42, 0.78)}`);
  for (const dx of [-0.2, 0, 0.2]) a.s.push(`M${q(dx, 0.7)}L${q(dx, 1.06)}`);
}
