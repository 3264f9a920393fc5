import { describe, expect, it } from 'vitest';
import { paintRegion } from './paint-region';
import { packRgb } from './pixels';
import { buildRegionMap, regionAt } from './region-map';
import { Stroke } from './stroke';
import { ringMask } from './test-pages';
import { UndoHistory } from './undo-history';

/** Index of the first differing pixel, -1 when equal (faster than a deep equality on big arrays). */
function firstDifference(a: Uint32Array, b: Uint32Array): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return i;
  return a.length === b.length ? -1 : a.length;
}

describe('undo history', () => {
  const W = 160;
  const mask = ringMask(W, W, 80, 80, 40, 45);
  const map = buildRegionMap(mask);

  /** Step n: a fill of one of the two regions or a stroke, in a colour of its own. */
  function step(layer: Uint32Array, n: number) {
    const color = packRgb((n * 37) & 255, (n * 91) & 255, (n * 53) & 255);
    if (n % 3 === 2) {
      const stroke = new Stroke(layer, map, { tool: n % 2 ? 'marker' : 'brush', color, size: 6 + (n % 9) });
      stroke.to((n * 13) % W, (n * 29) % W);
      stroke.to((n * 47) % W, (n * 17) % W);
      return stroke.end();
    }
    return paintRegion(layer, map, regionAt(map, n % 2 ? 80 : 5, n % 2 ? 80 : 5), color);
  }

  it('restores the exact pixels of each of 50 steps, both ways', () => {
    const layer = new Uint32Array(W * W);
    const history = new UndoHistory(layer, W);
    const snapshots = [layer.slice()];
    for (let n = 0; n < 50; n++) {
      history.commit(step(layer, n));
      snapshots.push(layer.slice());
    }
    expect(history.steps).toBe(50);
    for (let n = 49; n >= 0; n--) {
      expect(history.undo()).not.toBeNull();
      expect(firstDifference(layer, snapshots[n])).toBe(-1);
    }
    expect(history.undo()).toBeNull();
    for (let n = 1; n <= 50; n++) {
      history.redo();
      expect(firstDifference(layer, snapshots[n])).toBe(-1);
    }
    expect(history.canRedo).toBe(false);
  });

  it('takes its steps back after a reload: saved with the layer, restored onto a copy of it', () => {
    const layer = new Uint32Array(W * W);
    const history = new UndoHistory(layer, W);
    const snapshots = [layer.slice()];
    for (let n = 0; n < 6; n++) {
      history.commit(step(layer, n));
      snapshots.push(layer.slice());
    }
    history.undo();
    const saved = structuredClone(history.save(W));
    const reloaded = layer.slice();
    const again = new UndoHistory(reloaded, W);
    expect(again.restore(saved, W)).toBe(true);
    expect(again.canRedo).toBe(true);
    for (let n = 4; n >= 0; n--) {
      again.undo();
      expect(firstDifference(reloaded, snapshots[n])).toBe(-1);
    }
    expect(again.canUndo).toBe(false);
    expect(new UndoHistory(new Uint32Array(W * 2 * W), W * 2).restore(saved, W)).toBe(false);
  });

  it('saves only the newest steps that fit the byte budget', () => {
    const layer = new Uint32Array(W * W);
    const history = new UndoHistory(layer, W);
    for (let n = 0; n < 20; n++) history.commit(step(layer, n));
    const all = history.save(W);
    const some = history.save(W, Math.floor(history.byteLength / 3));
    expect(all.done).toHaveLength(20);
    expect(some.done.length).toBeGreaterThan(0);
    expect(some.done.length).toBeLessThan(20);
    expect(some.done.at(-1)).toBe(all.done.at(-1));
  });

  it('a new step after undo drops the redo branch', () => {
    const layer = new Uint32Array(W * W);
    const history = new UndoHistory(layer, W);
    history.commit(step(layer, 0));
    history.commit(step(layer, 1));
    history.undo();
    history.commit(step(layer, 3));
    expect(history.canRedo).toBe(false);
    expect(history.steps).toBe(2);
  });

  it('holds a bounded number of bytes across 200 steps', () => {
    const layer = new Uint32Array(W * W);
    const history = new UndoHistory(layer, W, { maxSteps: 60, maxBytes: 1_000_000 });
    const sizes: number[] = [];
    for (let n = 0; n < 200; n++) {
      history.commit(step(layer, n));
      sizes.push(history.byteLength);
    }
    expect(Math.max(...sizes)).toBeLessThanOrEqual(1_000_000);
    // Flat: the last hundred steps hold no more than the hundred before them.
    expect(Math.max(...sizes.slice(100))).toBeLessThanOrEqual(Math.max(...sizes.slice(0, 100)) * 1.05);
    // Diffs, not pages: 60 steps of a 160×160 page in far less than 60 copies of it.
    expect(history.steps).toBeGreaterThanOrEqual(50);
    expect(sizes[199]).toBeLessThan(60 * W * W * 4 * 2 * 0.1);
  });
});
