import type { Rect } from './pixels';

export interface FillResult extends Rect {
  count: number;
}

/** A growable stack of pixel indices, reused across fills. */
class SeedStack {
  data = new Int32Array(4096);
  top = 0;
  push(i: number) {
    if (this.top === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.top++] = i;
  }
}

/** Pushes one seed for each open run of pixels between `from` and `to` (inclusive). */
function pushRuns(walls: Uint8Array, labels: Int32Array, from: number, to: number, stack: SeedStack) {
  let inRun = false;
  for (let i = from; i <= to; i++) {
    const open = walls[i] === 0 && labels[i] === 0;
    if (open && !inRun) stack.push(i);
    inRun = open;
  }
}

/**
 * Scanline flood fill: gives `label` to every 4-connected pixel reachable from `seed` where
 * `walls` is 0 and `labels` is still 0. O(pixels) with a small span stack.
 */
export function floodFill(walls: Uint8Array, labels: Int32Array, width: number, height: number, seed: number, label: number): FillResult {
  if (walls[seed] || labels[seed]) return { x0: 0, y0: 0, x1: 0, y1: 0, count: 0 };
  const result: FillResult = { x0: width, y0: height, x1: 0, y1: 0, count: 0 };
  const stack = new SeedStack();
  stack.push(seed);
  while (stack.top > 0) {
    const start = stack.data[--stack.top];
    if (labels[start] !== 0) continue;
    const y = (start / width) | 0;
    const row = y * width;
    let left = start;
    while (left > row && walls[left - 1] === 0 && labels[left - 1] === 0) left--;
    let right = start;
    const rowEnd = row + width - 1;
    while (right < rowEnd && walls[right + 1] === 0 && labels[right + 1] === 0) right++;
    labels.fill(label, left, right + 1);
    result.count += right - left + 1;
    if (left - row < result.x0) result.x0 = left - row;
    if (right - row + 1 > result.x1) result.x1 = right - row + 1;
    if (y < result.y0) result.y0 = y;
    if (y + 1 > result.y1) result.y1 = y + 1;
    if (y > 0) pushRuns(walls, labels, left - width, right - width, stack);
    if (y < height - 1) pushRuns(walls, labels, left + width, right + width, stack);
  }
  return result;
}
