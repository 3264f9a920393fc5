// Gap closing: thicken the walls by `radius` pixels so a gap up to 2·radius wide is sealed
// before regions are found. The thickened band is handed back to the nearest region afterwards
// (see region-map.ts), so colour still reaches the real line.

/** Square dilation (max filter) of a 0/1 mask, separable, row-major passes only (cache friendly). */
export function dilateWalls(walls: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  if (radius <= 0) return walls.slice();
  const horizontal = new Uint8Array(walls.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let last = -1e9;
    for (let x = 0; x < width; x++) {
      if (walls[row + x]) last = x;
      if (x - last <= radius) horizontal[row + x] = 1;
    }
    last = 1e9;
    for (let x = width - 1; x >= 0; x--) {
      if (walls[row + x]) last = x;
      if (last - x <= radius) horizontal[row + x] = 1;
    }
  }
  const out = new Uint8Array(walls.length);
  const last = new Int32Array(width).fill(-1e9);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (horizontal[row + x]) last[x] = y;
      if (y - last[x] <= radius) out[row + x] = 1;
    }
  }
  last.fill(1e9);
  for (let y = height - 1; y >= 0; y--) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (horizontal[row + x]) last[x] = y;
      if (last[x] - y <= radius) out[row + x] = 1;
    }
  }
  return out;
}
