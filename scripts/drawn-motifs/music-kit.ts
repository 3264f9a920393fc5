// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The musical instruments' shared pen and shapes; each instrument is drawn in a module of its own beside it
// (music-*.ts). OpenMoji's instruments printed as thin, stiff outlines: the guitar a small round body on a long
// stick, the keyboard a box of lines, the drum a flat box with two sticks floating over it. Ours are round and
// chunky with their parts as areas to colour: an acoustic guitar lying on the diagonal (a figure-eight body, a
// sound hole in three rosette rings, a pickguard, a bridge, the fingerboard's frets as areas with inlay dots, a
// nut, a head with six tuning pegs), a little keyboard seen a little from above (a music stand with a sheet of
// notes, a top panel with two round speakers, a screen and knobs, white keys and raised black keys that are white
// areas, the keys' fronts) and a toy snare drum seen a little from above (a hoop round the drumhead, a shell laced
// with zigzag cords through lugs, a bottom hoop, two drumsticks crossed on top).
import { circle, path, r2, turnedEllipse, type Pt, lerp } from '../../lib/studio/art-kit/shapes';
export { lerp };

export type Drawn = { f: string; s: string; d: string };

/** One part, kept in the drawing's own units until `fit` places the whole drawing in the box. */
export type Part =
  { k: 'poly'; p: Pt[] } | { k: 'ellipse'; c: Pt; rx: number; ry: number; deg: number } | { k: 'line'; p: Pt[] } | { k: 'quad'; a: Pt; q: Pt; b: Pt };

export class Pen {
  f: Part[] = [];
  s: Part[] = [];
  poly(p: Pt[]) {
    this.f.push({ k: 'poly', p });
  }
  ellipse(c: Pt, rx: number, ry = rx, deg = 0) {
    this.f.push({ k: 'ellipse', c, rx, ry, deg });
  }
  line(...p: Pt[]) {
    this.s.push({ k: 'line', p });
  }
  quad(a: Pt, q: Pt, b: Pt) {
    this.s.push({ k: 'quad', a, q, b });
  }

  /** The drawing turned `deg` degrees (clockwise, y down) and scaled to fill `size` of the box, centred. */
  fit(deg: number, size = 68): Drawn {
    const a = (deg * Math.PI) / 180;
    const turn = ([x, y]: Pt): Pt => [x * Math.cos(a) - y * Math.sin(a), x * Math.sin(a) + y * Math.cos(a)];
    const xs: number[] = [];
    const ys: number[] = [];
    const reach = (p: Pt, rx = 0, ry = rx, turned = 0) => {
      const [x, y] = turn(p);
      const t = a + (turned * Math.PI) / 180;
      const [w, h] = [Math.hypot(rx * Math.cos(t), ry * Math.sin(t)), Math.hypot(rx * Math.sin(t), ry * Math.cos(t))];
      xs.push(x - w, x + w);
      ys.push(y - h, y + h);
    };
    for (const part of [...this.f, ...this.s]) {
      if (part.k === 'poly' || part.k === 'line') part.p.forEach((p) => reach(p));
      else if (part.k === 'ellipse') reach(part.c, part.rx, part.ry, part.deg);
      else [part.a, part.b].forEach((p) => reach(p));
    }
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    const k = size / Math.max(x1 - x0, y1 - y0);
    const at = (p: Pt): Pt => {
      const [x, y] = turn(p);
      return [r2(36 + (x - (x0 + x1) / 2) * k), r2(36 + (y - (y0 + y1) / 2) * k)];
    };
    const xy = (p: Pt) => at(p).join(' ');
    const draw = (part: Part): string => {
      if (part.k === 'poly') return `M${part.p.map(xy).join('L')}Z`;
      if (part.k === 'line') return `M${part.p.map(xy).join('L')}`;
      if (part.k === 'quad') return `M${xy(part.a)}Q${xy(part.q)} ${xy(part.b)}`;
      const [cx, cy] = at(part.c);
      if (part.rx === part.ry) return circle(cx, cy, r2(part.rx * k));
      return turnedEllipse(cx, cy, r2(part.rx * k), r2(part.ry * k), part.deg + deg);
    };
    return { f: this.f.map((p) => path(draw(p))).join(''), s: this.s.length ? `<path d="${this.s.map(draw).join('')}"/>` : '', d: '' };
  }
}

/** A rectangle with its corners cut round (`r`), as points, so that it turns with the drawing. */
export function rounded(x0: number, y0: number, x1: number, y1: number, r: number, n = 4): Pt[] {
  const corner = (cx: number, cy: number, from: number): Pt[] =>
    Array.from({ length: n + 1 }, (_, i) => {
      const a = from + (i * Math.PI) / 2 / n;
      return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
    });
  return [...corner(x1 - r, y0 + r, -Math.PI / 2), ...corner(x1 - r, y1 - r, 0), ...corner(x0 + r, y1 - r, Math.PI / 2), ...corner(x0 + r, y0 + r, Math.PI)];
}
