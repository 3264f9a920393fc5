import { describe, expect, it } from 'vitest';
import { buildRegionMap, lineMaskFromDrawing, type RegionMap } from '@/lib/engine/coloring';
import { neighbours, planColors, regionRoles, SCHEMES, type PlanPalette } from './plan';

/** A white RGBA page on which shapes are inked 3 px wide. */
function sheet(w: number, h: number) {
  const rgba = new Uint8Array(w * h * 4).fill(255);
  const ink = (x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const xx = Math.round(x) + dx;
        const yy = Math.round(y) + dy;
        if (xx >= 0 && yy >= 0 && xx < w && yy < h) rgba.fill(0, (yy * w + xx) * 4, (yy * w + xx) * 4 + 3);
      }
  };
  return {
    rgba,
    line(x0: number, y0: number, x1: number, y1: number) {
      const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0));
      for (let s = 0; s <= steps; s++) ink(x0 + ((x1 - x0) * s) / steps, y0 + ((y1 - y0) * s) / steps);
    },
    rect(x0: number, y0: number, x1: number, y1: number) {
      this.line(x0, y0, x1, y0);
      this.line(x1, y0, x1, y1);
      this.line(x1, y1, x0, y1);
      this.line(x0, y1, x0, y0);
    },
    ellipse(cx: number, cy: number, rx: number, ry: number) {
      for (let a = 0; a < 720; a++) ink(cx + rx * Math.cos((a * Math.PI) / 360), cy + ry * Math.sin((a * Math.PI) / 360));
    },
    map(): RegionMap {
      return buildRegionMap(lineMaskFromDrawing(rgba, w, h), { gapClosing: 2 });
    },
  };
}

/** A framed landscape: sky with a sun and a cloud above a horizon, a house with a window on the ground. */
function landscape() {
  const s = sheet(300, 220);
  s.rect(10, 10, 290, 210);
  s.line(10, 140, 290, 140);
  s.ellipse(60, 50, 18, 18);
  s.ellipse(190, 45, 40, 14);
  s.rect(170, 150, 240, 200);
  s.rect(190, 160, 215, 180);
  const map = s.map();
  const at = (x: number, y: number) => map.owner[y * map.width + x];
  return { map, sky: at(120, 80), ground: at(60, 180), sun: at(60, 50), cloud: at(190, 45), house: at(180, 190), window: at(200, 170), paper: at(3, 3) };
}

/** A 7×5 grid of cells with both diagonals through it: many areas, each touching several others. */
function busyGrid(): RegionMap {
  const s = sheet(280, 200);
  for (let i = 0; i <= 7; i++) s.line(20 + i * 34, 20, 20 + i * 34, 190);
  for (let j = 0; j <= 5; j++) s.line(20, 20 + j * 34, 258, 20 + j * 34);
  s.line(20, 20, 258, 190);
  s.line(20, 190, 258, 20);
  return s.map();
}

const PALETTES: PlanPalette[] = ['pastel', 'vivid', 'natural'];
const SEEDS = [0, 1, 2, 3, 7, 42, 1234, 99999];

function clashes(map: RegionMap, colors: (string | null)[]): string[] {
  const near = neighbours(map);
  const out: string[] = [];
  for (let a = 1; a <= map.regionCount; a++) for (const b of near[a]) if (a < b && colors[a] && colors[a] === colors[b]) out.push(`${a}/${b} ${colors[a]}`);
  return out;
}

describe('colorize by what each area is', () => {
  it('finds the neighbours across a line: a grid cell touches its four sides', () => {
    const s = sheet(120, 120);
    for (const v of [10, 45, 80, 115]) {
      s.line(v, 10, v, 115);
      s.line(10, v, 115, v);
    }
    const map = s.map();
    const centre = map.owner[62 * map.width + 62];
    const near = neighbours(map);
    const expected = [
      [27, 62],
      [97, 62],
      [62, 27],
      [62, 97],
    ].map(([x, y]) => map.owner[y * map.width + x]);
    expect([...near[centre]].sort()).toEqual([...expected].sort());
  });

  it('tells sky, ground, sun, cloud and paper apart in a landscape', () => {
    const scene = landscape();
    const roles = regionRoles(scene.map);
    expect(roles[scene.sky]).toBe('sky');
    expect(roles[scene.ground]).toBe('ground');
    expect(roles[scene.sun]).toBe('sun');
    expect(roles[scene.cloud]).toBe('cloud');
    expect(roles[scene.house]).toBe('object');
    expect(roles[scene.window]).toBe('object');
    expect(roles[scene.paper]).toBe('paper');
  });

  it.each(PALETTES)('%s: the sky at the top gets sky colours, the ground ground colours, the sun a warm one, for every shuffle', (palette) => {
    const scene = landscape();
    for (const seed of SEEDS) {
      const { colors } = planColors(scene.map, palette, seed);
      expect(SCHEMES[palette].sky).toContain(colors[scene.sky]);
      expect(SCHEMES[palette].ground).toContain(colors[scene.ground]);
      expect(SCHEMES[palette].sun).toContain(colors[scene.sun]);
      expect(colors[scene.paper]).toBeNull();
      expect(colors[scene.house]).not.toBe(colors[scene.window]);
    }
  });

  it.each(PALETTES)('%s: no two neighbours share a colour, on a busy page and a landscape, for every shuffle', (palette) => {
    const grid = busyGrid();
    expect(grid.regionCount).toBeGreaterThan(45);
    for (const seed of SEEDS) {
      const busy = planColors(grid, palette, seed).colors;
      expect(busy.filter(Boolean).length).toBeGreaterThan(45);
      expect(clashes(grid, busy)).toEqual([]);
      const scene = landscape();
      expect(clashes(scene.map, planColors(scene.map, palette, seed).colors)).toEqual([]);
    }
  });

  it('gives no sky or ground to a single figure on white paper', () => {
    const s = sheet(200, 240);
    s.ellipse(100, 70, 45, 40);
    s.ellipse(100, 170, 60, 55);
    s.ellipse(85, 65, 8, 8);
    s.ellipse(115, 65, 8, 8);
    const roles = regionRoles(s.map());
    expect(roles).not.toContain('sky');
    expect(roles).not.toContain('ground');
  });

  it('repeats itself for the same seed and shuffles for another', () => {
    const grid = busyGrid();
    expect(planColors(grid, 'vivid', 5).colors).toEqual(planColors(grid, 'vivid', 5).colors);
    expect(planColors(grid, 'vivid', 5).colors).not.toEqual(planColors(grid, 'vivid', 6).colors);
  });
});
