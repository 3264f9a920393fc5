/** Douglas–Peucker on a closed polygon given as a flat x,y list; returns a flat list. */
export function simplifyClosed(pts: number[], tolerance: number): number[] {
  const n = pts.length / 2;
  if (n < 4) return pts;
  // Split the loop at its first point and the point farthest from it, then simplify both halves.
  let far = 0;
  let best = -1;
  for (let i = 1; i < n; i++) {
    const d = (pts[2 * i] - pts[0]) ** 2 + (pts[2 * i + 1] - pts[1]) ** 2;
    if (d > best) {
      best = d;
      far = i;
    }
  }
  const keep = new Uint8Array(n + 1);
  keep[0] = keep[far] = keep[n] = 1;
  const at = (i: number) => (i % n) * 2;
  const stack: [number, number][] = [
    [0, far],
    [far, n],
  ];
  const tol2 = tolerance * tolerance;
  while (stack.length > 0) {
    const [a, b] = stack.pop()!;
    const ax = pts[at(a)];
    const ay = pts[at(a) + 1];
    const dx = pts[at(b)] - ax;
    const dy = pts[at(b) + 1] - ay;
    const len2 = dx * dx + dy * dy || 1;
    let idx = -1;
    let maxD = tol2;
    for (let i = a + 1; i < b; i++) {
      const cross = (pts[at(i)] - ax) * dy - (pts[at(i) + 1] - ay) * dx;
      const d = (cross * cross) / len2;
      if (d > maxD) {
        maxD = d;
        idx = i;
      }
    }
    if (idx >= 0) {
      keep[idx] = 1;
      stack.push([a, idx], [idx, b]);
    }
  }
  const out: number[] = [];
  for (let i = 0; i < n; i++) if (keep[i]) out.push(pts[2 * i], pts[2 * i + 1]);
  return out;
}
