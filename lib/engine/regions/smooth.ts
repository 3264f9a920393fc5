// Watershed boundaries follow pixel noise; a few rounds of 3×3 majority vote straighten them before
// they are inked, which shortens the lines (less ink) and keeps their width even.

export function majoritySmooth(labels: Int32Array, w: number, h: number, rounds: number): void {
  const next = new Int32Array(labels.length);
  for (let round = 0; round < rounds; round++) {
    next.set(labels);
    for (let y = 1; y < h - 1; y++) {
      for (let x = 1; x < w - 1; x++) {
        const p = y * w + x;
        const own = labels[p];
        if (labels[p - 1] === own && labels[p + 1] === own && labels[p - w] === own && labels[p + w] === own) continue;
        // Five votes of nine is a strict majority, so at most one label can have it: the majority
        // candidate of a Boyer–Moore pass is the only one worth counting.
        let best = own;
        let lead = 0;
        for (let dy = -w; dy <= w; dy += w) {
          for (let dx = -1; dx <= 1; dx++) {
            const c = labels[p + dy + dx];
            if (lead === 0) {
              best = c;
              lead = 1;
            } else if (c === best) lead++;
            else lead--;
          }
        }
        let votes = 0;
        for (let dy = -w; dy <= w; dy += w) for (let dx = -1; dx <= 1; dx++) if (labels[p + dy + dx] === best) votes++;
        if (votes >= 5) next[p] = best;
      }
    }
    labels.set(next);
  }
}
