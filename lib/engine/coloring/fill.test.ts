import { describe, expect, it } from 'vitest';
import { composePage } from './compose';
import { CORE_COVERAGE } from './line-mask';
import { paintRegion } from './paint-region';
import { packHex, TRANSPARENT } from './pixels';
import { buildRegionMap, regionAt } from './region-map';
import { blankMask, drawBar, ringMask } from './test-pages';

const RED = packHex('#e53935');

describe('fill', () => {
  it('fills a region bounded by anti-aliased lines completely, with no halo', () => {
    const mask = ringMask(120, 120, 60, 60, 30.3, 34.7);
    const map = buildRegionMap(mask);
    const layer = new Uint32Array(120 * 120);
    paintRegion(layer, map, regionAt(map, 60, 60), RED);
    const page = composePage(layer, mask);
    let checked = 0;
    for (let y = 0; y < 120; y++) {
      for (let x = 0; x < 120; x++) {
        const i = y * 120 + x;
        const d = Math.hypot(x + 0.5 - 60, y + 0.5 - 60);
        if (d >= 32.5 || mask.coverage[i] >= CORE_COVERAGE) continue;
        // Every pixel on the inner side of the line's middle is coloured, edge pixels included…
        expect(layer[i]).toBe(RED);
        // …so on the composed page it's the colour darkened by the ink only: never paper showing.
        const k = 1 - mask.coverage[i] / 255;
        expect(Math.abs(page[i * 4 + 1] - 0x39 * k)).toBeLessThanOrEqual(1);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(2800);
    // Outside stays paper.
    expect(layer[5 * 120 + 5]).toBe(TRANSPARENT);
  });

  it('leaks through a one-pixel gap without gap closing, and not with it', () => {
    // A 3-px wall splits the page; a 1-px gap is left in it.
    const mask = blankMask(80, 60);
    drawBar(mask, 39, 0, 42, 60);
    drawBar(mask, 39, 30, 42, 31, 0);
    const layer = new Uint32Array(80 * 60);
    const open = buildRegionMap(mask);
    paintRegion(layer, open, regionAt(open, 10, 10), RED);
    expect(layer[10 * 80 + 70]).toBe(RED);

    layer.fill(0);
    const closed = buildRegionMap(mask, { gapClosing: 2 });
    paintRegion(layer, closed, regionAt(closed, 10, 10), RED);
    for (let y = 0; y < 60; y++) for (let x = 42; x < 80; x++) expect(layer[y * 80 + x]).toBe(TRANSPARENT);
    // Colour still reaches the line on the filled side, right up to it.
    for (let y = 0; y < 60; y++) expect(layer[y * 80 + 38]).toBe(RED);
  });

  it('never paints over the solid line', () => {
    const mask = ringMask(90, 90, 45, 45, 20, 26);
    const map = buildRegionMap(mask, { gapClosing: 2 });
    const layer = new Uint32Array(90 * 90);
    for (let label = 1; label <= map.regionCount; label++) paintRegion(layer, map, label, RED);
    for (let i = 0; i < layer.length; i++) {
      if (mask.coverage[i] >= CORE_COVERAGE) expect(layer[i]).toBe(TRANSPARENT);
    }
  });

  it('finds the nearest region when the tap lands on the line', () => {
    const mask = blankMask(40, 40);
    drawBar(mask, 19, 0, 22, 40);
    const map = buildRegionMap(mask);
    expect(map.regionCount).toBe(2);
    expect(regionAt(map, 20, 20)).toBeGreaterThan(0);
    expect(regionAt(map, 5, 5)).not.toBe(regionAt(map, 35, 5));
  });

  it('keeps small pockets that gap closing would swallow as regions of their own', () => {
    const mask = blankMask(40, 40);
    // A closed 3×3 pocket inside a box of 1-px walls.
    drawBar(mask, 10, 10, 15, 11);
    drawBar(mask, 10, 14, 15, 15);
    drawBar(mask, 10, 10, 11, 15);
    drawBar(mask, 14, 10, 15, 15);
    const map = buildRegionMap(mask, { gapClosing: 2 });
    const pocket = regionAt(map, 12, 12, 0);
    expect(pocket).toBeGreaterThan(0);
    expect(pocket).not.toBe(regionAt(map, 30, 30));
  });
});
