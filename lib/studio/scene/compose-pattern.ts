// The pattern style: the prompt's motifs tiled in offset rows across the framed page, each slightly turned.
import type { UnderstoodMotif } from '../keywords/understand-prompt';
import { drawMotif, hasMotif } from './motif-art';
import { MARGIN_MM } from './paper';
import type { Rng } from './prng';
import { frame, star } from './scenery';

export function composePattern(motifs: UnderstoodMotif[], page: { w: number; h: number }, rng: Rng): string {
  const sw = 1.0;
  const ids = motifs.map((m) => m.id).filter(hasMotif);
  const inner = { x: MARGIN_MM, y: MARGIN_MM, w: page.w - 2 * MARGIN_MM, h: page.h - 2 * MARGIN_MM };
  const cols = rng.pick([3, 4]);
  const cell = inner.w / cols;
  const rows = Math.floor(inner.h / cell);
  const top = inner.y + (inner.h - rows * cell) / 2;
  let out = '';
  for (let r = 0; r < rows; r++) {
    const shift = r % 2 ? cell / 2 : 0;
    for (let c = 0; c < cols - (r % 2); c++) {
      const x = inner.x + c * cell + shift, y = top + r * cell;
      const id = ids[(r * cols + c) % ids.length];
      const s = cell * 0.72;
      out += drawMotif(id, { x: x + (cell - s) / 2, y: y + (cell - s) / 2, w: s, h: s }, { strokeMm: sw, rotateDeg: rng.range(-14, 14) }).svg;
      // A small star in the gaps between odd rows keeps the rhythm without touching the motifs.
      if (r % 2 && c === 0) out += star(inner.x + cell * 0.22, y + cell / 2, cell * 0.1, sw);
      if (r % 2 && c === cols - 2) out += star(inner.x + inner.w - cell * 0.22, y + cell / 2, cell * 0.1, sw);
    }
  }
  return out + frame(inner, sw);
}
