// Runs in the engine thread (no server-only import): a worker thread cannot load that marker.

/**
 * The page as vector paths: ink is traced at half the print resolution (150 dpi, fine for a
 * crayon line) as runs per row, and runs that repeat on the next rows merge into one rectangle.
 * Sizes are in millimetres, so the SVG prints at the same size as the PNG and PDF.
 */
export function pageToSvg(page: Uint8Array, width: number, height: number, dpi: number): string {
  const w = Math.ceil(width / 2);
  const h = Math.ceil(height / 2);
  const ink = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let dark = 0;
      for (let dy = 0; dy < 2; dy++) {
        for (let dx = 0; dx < 2; dx++) {
          const sx = Math.min(width - 1, x * 2 + dx);
          const sy = Math.min(height - 1, y * 2 + dy);
          if (page[sy * width + sx] < 128) dark++;
        }
      }
      ink[y * w + x] = dark >= 2 ? 1 : 0;
    }
  }
  const parts: string[] = [];
  // Open rectangles keyed by "x0,x1": the row they started on.
  let open = new Map<string, number>();
  const close = (key: string, startY: number, endY: number) => {
    const [x0, x1] = key.split(',').map(Number);
    parts.push(`M${x0} ${startY}h${x1 - x0}v${endY - startY}h${x0 - x1}z`);
  };
  for (let y = 0; y <= h; y++) {
    const next = new Map<string, number>();
    if (y < h) {
      let x = 0;
      while (x < w) {
        if (!ink[y * w + x]) {
          x++;
          continue;
        }
        const x0 = x;
        while (x < w && ink[y * w + x]) x++;
        const key = `${x0},${x}`;
        next.set(key, open.get(key) ?? y);
      }
    }
    for (const [key, startY] of open) if (!next.has(key)) close(key, startY, y);
    open = next;
  }
  const mmW = ((width / dpi) * 25.4).toFixed(2);
  const mmH = ((height / dpi) * 25.4).toFixed(2);
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${mmW}mm" height="${mmH}mm" viewBox="0 0 ${w} ${h}">` +
    `<rect width="${w}" height="${h}" fill="#fff"/><path fill="#000" d="${parts.join('')}"/></svg>\n`
  );
}
