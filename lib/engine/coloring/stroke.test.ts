import { describe, expect, it } from 'vitest';
import { CORE_COVERAGE } from './line-mask';
import { packHex, TRANSPARENT } from './pixels';
import { buildRegionMap, regionAt } from './region-map';
import { Stroke } from './stroke';
import { blankMask, drawBar, ringMask } from './test-pages';

const BLUE = packHex('#1e88e5');

describe('stroke', () => {
  const mask = ringMask(100, 100, 50, 50, 25, 31);
  const map = buildRegionMap(mask);

  function scribble(layer: Uint32Array, tool: 'brush' | 'marker' | 'eraser', clipRegion = 0) {
    const stroke = new Stroke(layer, map, { tool, color: BLUE, size: 14, clipRegion });
    for (let x = 0; x <= 100; x += 3) stroke.to(x, 50 + Math.sin(x / 7) * 10);
    return stroke.end();
  }

  it.each(['brush', 'marker', 'eraser'] as const)('%s never paints over the line', (tool) => {
    const layer = new Uint32Array(100 * 100).fill(tool === 'eraser' ? BLUE : 0);
    // A layer restored from an older page could hold colour under the line; the tools leave it be.
    scribble(layer, tool);
    let onLine = 0;
    for (let i = 0; i < layer.length; i++) {
      if (mask.coverage[i] < CORE_COVERAGE) continue;
      onLine++;
      expect(layer[i]).toBe(tool === 'eraser' ? BLUE : TRANSPARENT);
    }
    expect(onLine).toBeGreaterThan(500);
    // …while it did change the paper it crossed.
    const crossed = layer[50 * 100 + 50];
    if (tool === 'brush') expect(crossed).toBe(BLUE);
    else expect(crossed).not.toBe(tool === 'eraser' ? BLUE : TRANSPARENT);
  });

  it('stays inside the region under the first touch', () => {
    const layer = new Uint32Array(100 * 100);
    const inside = regionAt(map, 50, 50);
    scribble(layer, 'brush', inside);
    for (let i = 0; i < layer.length; i++) if (layer[i] !== 0) expect(map.owner[i]).toBe(inside);
    expect(layer[50 * 100 + 10]).toBe(TRANSPARENT);
  });

  it('lays marker ink once per stroke, even where the stroke crosses itself', () => {
    const flat = blankMask(40, 40);
    drawBar(flat, 0, 0, 1, 1, 255);
    const flatMap = buildRegionMap(flat);
    const layer = new Uint32Array(40 * 40);
    const stroke = new Stroke(layer, flatMap, { tool: 'marker', color: BLUE, size: 8 });
    stroke.to(5, 20);
    stroke.to(35, 20);
    stroke.to(5, 20);
    stroke.end();
    const once = layer[20 * 40 + 20];
    const second = new Stroke(layer, flatMap, { tool: 'marker', color: BLUE, size: 8 });
    second.to(20, 20);
    second.end();
    expect(layer[20 * 40 + 10]).toBe(once);
    expect(layer[20 * 40 + 20]).not.toBe(once);
  });
});
