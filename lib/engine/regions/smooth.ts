// Watershed boundaries follow pixel noise; a few rounds of 3×3 majority vote straighten them before
// they are inked, which shortens the lines (less ink) and keeps their width even.

export function majoritySmooth(labels: Int32Array, w: number, h: number, rounds: number): void {
  const next = new Int32Array(labels.length);
  const cand = new Int32Array(9);
  for (let round = 0; round < rounds; round++) {
    next.set(labels);
    for (let y = 1; y < h - 1; y++) {
      for (let x = 1; x < w - 1; x++) {
        const p = y * w + x;
        const own = labels[p];
        if (labels[p - 1] === own && labels[p + 1] === own && labels[p - w] === own && labels[p + w] === own) continue;
        let k = 0;
        for (let dy = -w; dy <= w; dy += w) for (let dx = -1; dx <= 1; dx++) cand[k++] = labels[p + dy + dx];
        let best = own;
        let bestVotes = 0;
        for (let i = 0; i < 9; i++) {
          let votes = 0;
          for (let j = 0; j < 9; j++) if (cand[j] === cand[i]) votes++;
          if (votes > bestVotes) {
            bestVotes = votes;
            best = cand[i];
          }
        }
        if (bestVotes >= 5) next[p] = best;
      }
    }
    labels.set(next);
  }
}
