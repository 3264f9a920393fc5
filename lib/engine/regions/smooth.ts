// Watershed boundaries follow pixel noise; a few rounds of 3×3 majority vote straighten them before
// they are inked, which shortens the lines (less ink) and keeps their width even.

/**
 * One round of the vote for rows [y0, y1) of `dst`, read from `src` (the previous round): a pixel takes
 * the label that holds at least five of its nine 3×3 votes, if any; border pixels keep theirs. Rows depend
 * on `src` alone, so two threads may each write some rows of the same round.
 */
export function majorityRows(src: Int32Array, dst: Int32Array, w: number, h: number, y0: number, y1: number): void {
  for (let y = y0; y < y1; y++) {
    const row = y * w;
    if (y === 0 || y === h - 1) {
      for (let p = row; p < row + w; p++) dst[p] = src[p];
      continue;
    }
    dst[row] = src[row];
    dst[row + w - 1] = src[row + w - 1];
    for (let x = 1, p = row + 1; x < w - 1; x++, p++) {
      const own = src[p];
      dst[p] = own;
      if (src[p - 1] === own && src[p + 1] === own && src[p - w] === own && src[p + w] === own) continue;
      // Five votes of nine is a strict majority, so at most one label can have it: the majority
      // candidate of a Boyer–Moore pass is the only one worth counting.
      let best = own;
      let lead = 0;
      for (let dy = -w; dy <= w; dy += w) {
        for (let dx = -1; dx <= 1; dx++) {
          const c = src[p + dy + dx];
          if (lead === 0) {
            best = c;
            lead = 1;
          } else if (c === best) lead++;
          else lead--;
        }
      }
      let votes = 0;
      for (let dy = -w; dy <= w; dy += w) for (let dx = -1; dx <= 1; dx++) if (src[p + dy + dx] === best) votes++;
      if (votes >= 5) dst[p] = best;
    }
  }
}

/** Runs one round over all rows (`majorityRows`), e.g. half the rows on each of two threads. */
export type MajorityRound = (src: Int32Array, dst: Int32Array, w: number, h: number) => void;

const oneThread: MajorityRound = (src, dst, w, h) => majorityRows(src, dst, w, h, 0, h);

/** Smooths region labels in place by `rounds` rounds of the vote (`majoritySmooth`), e.g. on two threads. */
export type MajoritySmooth = (labels: Int32Array, w: number, h: number, rounds: number) => void;

/** `rounds` rounds of the vote, in place; each round reads only the previous one. */
export function majoritySmooth(
  labels: Int32Array,
  w: number,
  h: number,
  rounds: number,
  round: MajorityRound = oneThread,
  scratch: Int32Array = new Int32Array(labels.length),
): void {
  let src: Int32Array = labels;
  let dst: Int32Array = scratch;
  for (let r = 0; r < rounds; r++) {
    round(src, dst, w, h);
    [src, dst] = [dst, src];
  }
  if (src !== labels) labels.set(src);
}
