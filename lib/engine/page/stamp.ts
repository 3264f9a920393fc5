// Lines are drawn as unions of round discs of one radius, which makes their width uniform by construction.

export interface Pen {
  radius: number;
  /** Half-width of the disc for each row offset -R..R. */
  spans: Int32Array;
  reach: number;
}

export function makePen(radius: number): Pen {
  const reach = Math.max(0, Math.floor(radius));
  const spans = new Int32Array(2 * reach + 1);
  for (let dy = -reach; dy <= reach; dy++) spans[dy + reach] = Math.floor(Math.sqrt(Math.max(0, radius * radius - dy * dy)));
  return { radius, spans, reach };
}

/** Inks a disc centred at (cx, cy) on a page where 0 = ink, clipped to the page. */
export function stampDisc(page: Uint8Array, w: number, h: number, cx: number, cy: number, pen: Pen): void {
  const x0 = Math.round(cx);
  const y0 = Math.round(cy);
  for (let dy = -pen.reach; dy <= pen.reach; dy++) {
    const y = y0 + dy;
    if (y < 0 || y >= h) continue;
    const half = pen.spans[dy + pen.reach];
    const from = Math.max(0, x0 - half);
    const to = Math.min(w, x0 + half + 1);
    // Spans are a few pixels: a plain loop beats the call into TypedArray#fill.
    for (let p = y * w + from, end = y * w + to; p < end; p++) page[p] = 0;
  }
}

/** Inks a straight stroke, stepping at most one pixel between discs. */
export function stampSegment(page: Uint8Array, w: number, h: number, x1: number, y1: number, x2: number, y2: number, pen: Pen): void {
  const steps = Math.max(1, Math.ceil(Math.hypot(x2 - x1, y2 - y1)));
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    stampDisc(page, w, h, x1 + (x2 - x1) * t, y1 + (y2 - y1) * t, pen);
  }
}

/** Inks the outline of a box with the pen (the frame that closes regions at the picture's edge). */
export function stampFrame(page: Uint8Array, w: number, h: number, box: { x: number; y: number; width: number; height: number }, pen: Pen): void {
  const { x, y, width, height } = box;
  stampSegment(page, w, h, x, y, x + width, y, pen);
  stampSegment(page, w, h, x + width, y, x + width, y + height, pen);
  stampSegment(page, w, h, x + width, y + height, x, y + height, pen);
  stampSegment(page, w, h, x, y + height, x, y, pen);
}
