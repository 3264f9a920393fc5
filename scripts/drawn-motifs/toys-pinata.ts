// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { intersect, polyD } from '../../lib/studio/art-kit/clip';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { ellipse, path, r2, roundRect, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';
import { type Drawn, type Art, art, addFace, done, rod, roundBox } from './toys-kit';

// The piñata: a paper donkey standing, facing left, covered in fringed bands.

/**
 * The bands of fringe across the shape `outline`, from `y0` down in bands `h` deep: each an area cut to the
 * outline, its lower edge cut into teeth that hang over the band below (so they are drawn bottom up).
 */
function fringed(a: Art, outline: Pt[], y0: number, y1: number, h: number) {
  const xs = outline.map((p) => p[0]);
  const [x0, x1] = [Math.min(...xs) - 2, Math.max(...xs) + 2];
  const bands: Pt[][] = [];
  for (let y = y0; y < y1; y += h) {
    const teeth: Pt[] = [];
    const n = Math.ceil((x1 - x0) / 2.6);
    for (let i = n; i >= 0; i--) {
      const x = x0 + ((x1 - x0) * i) / n;
      teeth.push([r2(x), r2(y + h + 1.6)]);
      if (i > 0) teeth.push([r2(x - (x1 - x0) / n / 2), r2(y + h - 0.2)]);
    }
    bands.push([[x0, y === y0 ? y - 20 : y], [x1, y === y0 ? y - 20 : y], ...teeth]);
  }
  // the body's outline under them, then the bands from the bottom up
  a.f.push(path(polyD(outline)));
  for (const b of bands.reverse()) for (const piece of intersect(b, outline)) a.f.push(path(polyD(piece)));
}

/**
 * A donkey piñata standing, facing left: a box of a body, four legs with hooves, a neck up to a round head with
 * long ears, a forelock and the house's face, a tassel of a tail, every part covered in bands of cut fringe.
 */
export function pinata(): Drawn {
  const a = art();
  // the far legs, peeping out behind the near ones
  for (const x of [29.5, 57]) {
    fringed(a, roundBox(x, 48, x + 7.6, 70, 1.6), 50, 70, 5.4);
    a.f.push(path(roundRect(x, 65.4, x + 7.6, 70, 1.6)));
  }
  // the tail: a rope down from the rump and a tassel of strands
  a.f.push(rod([63, 36], [69.2, 47], 2.6));
  a.f.push(path('M66.4 46Q68.6 44.6 71.2 45.8L71.6 48.4Q71.9 53 70.8 57.4L69.4 53.6L68.2 58L67.2 53.4L65.8 56.6Q65.2 50.6 66.4 46Z'));
  // the neck, up from behind the body's front to the head, then the body over its foot
  const neck: Pt[] = [
    [8, 26],
    [24, 20],
    [34, 34],
    [30, 44],
    [19, 47],
    [12, 38],
  ];
  fringed(a, neck, 26, 47, 5.6);
  fringed(a, roundBox(18, 30, 65, 54, 6), 30, 54, 5.8);
  // the near legs
  for (const x of [21.5, 48.5]) {
    fringed(a, roundBox(x, 48, x + 8.2, 70, 1.6), 50.5, 70, 5.4);
    a.f.push(path(roundRect(x, 65.4, x + 8.2, 70, 1.6)));
  }
  // the ears (long, a donkey's, leaning back), the head, its long muzzle with nostrils, a forelock, the face
  for (const [x, y, deg] of [
    [17.4, 9.4, -20],
    [25.4, 10.4, 16],
  ] as [number, number, number][]) {
    a.f.push(path(turnedEllipse(x, y, 8.4, 3.6, deg + 90)));
    a.f.push(path(turnedEllipse(x, r2(y + 0.8), 5.6, 1.7, deg + 90)));
  }
  a.f.push(path(ellipse(19, 22.4, 12, 9.6)));
  a.f.push(path(turnedEllipse(8.8, 27.8, 8.8, 5.4, -22)));
  a.f.push(path(turnedEllipse(3.8, 29, 0.9, 1.5, -22)), path(turnedEllipse(7.6, 27.4, 0.9, 1.5, -22)));
  a.s.push('M6.2 31.6Q9 32.6 11.6 31');
  a.f.push(path('M14.6 14.6L16.2 11.8L18 14.4L20 11.2L21.8 14.4L23.8 12L24.8 15.4Q19.6 17 14.6 14.6Z'));
  addFace(a, kawaiiFace(21, 21.4, 0.72));
  return done(a);
}
