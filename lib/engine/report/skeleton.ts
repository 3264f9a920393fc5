// Zhang–Suen thinning restricted to a worklist of ink pixels, so cost follows the ink, not the page.

/** Thins `ink` (1 = ink) in place to one-pixel-wide 8-connected lines. The border row/column must be 0. */
export function thin(ink: Uint8Array, w: number): void {
  let list: number[] = [];
  for (let p = 0; p < ink.length; p++) if (ink[p]) list.push(p);
  const remove: number[] = [];
  for (let changed = true; changed; ) {
    changed = false;
    for (let pass = 0; pass < 2; pass++) {
      remove.length = 0;
      for (const p of list) {
        const n = ink[p - w];
        const ne = ink[p - w + 1];
        const e = ink[p + 1];
        const se = ink[p + w + 1];
        const s = ink[p + w];
        const sw = ink[p + w - 1];
        const wv = ink[p - 1];
        const nw = ink[p - w - 1];
        const b = n + ne + e + se + s + sw + wv + nw;
        if (b < 2 || b > 6) continue;
        const a =
          (n === 0 && ne === 1 ? 1 : 0) + (ne === 0 && e === 1 ? 1 : 0) + (e === 0 && se === 1 ? 1 : 0) +
          (se === 0 && s === 1 ? 1 : 0) + (s === 0 && sw === 1 ? 1 : 0) + (sw === 0 && wv === 1 ? 1 : 0) +
          (wv === 0 && nw === 1 ? 1 : 0) + (nw === 0 && n === 1 ? 1 : 0);
        if (a !== 1) continue;
        if (pass === 0 ? n * e * s === 0 && e * s * wv === 0 : n * e * wv === 0 && n * s * wv === 0) remove.push(p);
      }
      if (remove.length > 0) {
        changed = true;
        for (const p of remove) ink[p] = 0;
      }
    }
    if (changed) list = list.filter((p) => ink[p] === 1);
  }
}

/** Number of 8-neighbours set around p. */
export function neighbourCount(sk: Uint8Array, w: number, p: number): number {
  return sk[p - w - 1] + sk[p - w] + sk[p - w + 1] + sk[p - 1] + sk[p + 1] + sk[p + w - 1] + sk[p + w] + sk[p + w + 1];
}
