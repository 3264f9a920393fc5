// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { path, pt, r2 } from '../../lib/studio/art-kit/shapes';

/** A circle whose edge is `bumps` little outward arcs: cooked rice seen in a cut roll. */
function bumpyCircle(cx: number, cy: number, r: number, bumps: number, bulge: number): string {
  const step = (2 * Math.PI) / bumps;
  const chord = 2 * r * Math.sin(step / 2);
  // an arc through both ends that rises `bulge` above the chord
  const radius = r2((chord * chord) / (8 * bulge) + bulge / 2);
  let d = `M${pt(cx, cy, r, 0)}`;
  for (let i = 1; i <= bumps; i++) d += `A${radius} ${radius} 0 0 0 ${pt(cx, cy, r, -i * step)}`;
  return `${d}Z`;
}
const grain = (x: number, y: number, turn: number) => {
  // a rice grain: a short arc 2.2 units long, turned by `turn` radians
  const dx = 1.1 * Math.cos(turn),
    dy = 1.1 * Math.sin(turn);
  const nx = -0.7 * Math.sin(turn),
    ny = 0.7 * Math.cos(turn);
  return `M${r2(x - dx)} ${r2(y - dy)}Q${r2(x + nx)} ${r2(y + ny)} ${r2(x + dx)} ${r2(y + dy)}`;
};

/**
 * Sushi on a wooden board (geta): a nigiri (a rice block under a slice of fish with its fat lines, tied with a
 * band of nori) and a maki roll cut face on (a ring of nori, a ring of rice with grains and sesame, the filling
 * in two pieces). OpenMoji's sushi is a dome over a scalloped base and read as a burger bun.
 */
export function sushi() {
  const f: string[] = [];
  const s: string[] = [];
  const dots: string[] = [];
  // the board: two feet, then the slab over them
  f.push(path('M10 54H18V61.5H10Z'), path('M54 54H62V61.5H54Z'), path('M4.5 50H67.5Q69 50 69 51.5V54.5Q69 56 67.5 56H4.5Q3 56 3 54.5V51.5Q3 50 4.5 50Z'));
  s.push('M7 53H19', 'M45 53.2H63');
  // nigiri: the rice block, the fish draped over it, the nori band over both
  f.push(path('M8.4 50C6.4 50 6.2 46.4 6.8 43.6C7.6 40.4 12 39.4 22.4 39.4C32.8 39.4 37 40.4 37.8 43.6C38.4 46.4 38.2 50 36.2 50Z'));
  f.push(
    path(
      'M4.6 41.4C4.4 37 10 32.8 22.4 32.8C34.8 32.8 40 36.4 40.2 40.4C40.4 43 37.6 43.4 34.4 42.6C30.6 41.6 26.4 41.4 22.4 41.8C16.6 42.4 11.6 44.2 8 44.2C6 44.2 4.8 43.2 4.6 41.4Z',
    ),
  );
  f.push(path('M19.4 33.2Q22.4 32.2 25.4 33.2V50H19.4Z'));
  s.push('M10.4 35.6Q13.2 38.6 12.4 43.2', 'M15.4 33.8Q18 37 17.2 42.2', 'M29.6 33.6Q32 36.8 31.2 41.6', 'M34.6 35Q37 37.8 36.6 42');
  s.push(grain(10.4, 46, 0.9), grain(15.4, 48.2, -0.4), grain(16, 44.8, 2.6), grain(28.8, 47.6, 0.5), grain(33.8, 45.4, -2.4), grain(34, 48.4, 0.2));
  // maki: nori, rice, filling (two pieces, fish and cucumber)
  const [cx, cy] = [54, 37];
  f.push(path(`M${cx - 13} ${cy}a13 13 0 1 0 26 0a13 13 0 1 0 -26 0Z`));
  f.push(path(bumpyCircle(cx, cy, 10.8, 18, 0.7)));
  f.push(path(bumpyCircle(cx, cy, 5.6, 8, 0.6)));
  s.push(`M${cx} ${r2(cy - 5.6)}Q${cx - 3.4} ${cy} ${cx} ${r2(cy + 5.6)}`);
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3 + 0.5;
    const [gx, gy] = pt(cx, cy, 8.3, a).split(' ').map(Number);
    s.push(grain(gx, gy, a + Math.PI / 2));
    const [sx, sy] = pt(cx, cy, 8.3, a + Math.PI / 6)
      .split(' ')
      .map(Number);
    dots.push(`M${r2(sx - 0.45)} ${sy}a0.45 0.45 0 1 0 0.9 0a0.45 0.45 0 1 0 -0.9 0z`);
  }
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${dots.join('')}"/>` };
}
