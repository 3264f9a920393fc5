import { emptyRect, mix, type PackedColor, type Rect, TRANSPARENT, unionRect } from './pixels';
import type { RegionMap } from './region-map';

export type StrokeTool = 'brush' | 'marker' | 'eraser';

export interface StrokeOptions {
  tool: StrokeTool;
  color: PackedColor;
  /** Diameter in page pixels. */
  size: number;
  /** Keep the stroke inside this region ("stay inside the lines"); 0 = anywhere off the line. */
  clipRegion?: number;
}

// A marker lays translucent ink once per stroke: crossing your own stroke doesn't darken it.
const MARKER_OPACITY = 0.55;

/**
 * One brush, marker or eraser stroke on the colour layer. Dabs are round, hard edged and never
 * land on the solid line (owner 0), so the lines stay untouched whatever the tool.
 */
export class Stroke {
  private last: { x: number; y: number } | null = null;
  private touched: Uint8Array;
  readonly bounds: Rect = emptyRect();

  constructor(
    private readonly layer: Uint32Array,
    private readonly map: RegionMap,
    private readonly options: StrokeOptions,
    /** Scratch mask the size of the page, reused between strokes to keep memory flat. */
    scratch?: Uint8Array,
  ) {
    this.touched = scratch ?? new Uint8Array(map.owner.length);
  }

  /** Extends the stroke to (x, y); returns the rect that changed. */
  to(x: number, y: number): Rect {
    const from = this.last ?? { x, y };
    this.last = { x, y };
    const radius = Math.max(0.5, this.options.size / 2);
    const spacing = Math.max(0.5, radius * 0.3);
    const distance = Math.hypot(x - from.x, y - from.y);
    const steps = Math.max(1, Math.ceil(distance / spacing));
    let changed = emptyRect();
    for (let s = distance === 0 ? 0 : 1; s <= steps; s++) {
      const t = s / steps;
      changed = unionRect(changed, this.dab(from.x + (x - from.x) * t, from.y + (y - from.y) * t, radius));
    }
    return changed;
  }

  /** Ends the stroke and clears the scratch mask over the area it used. */
  end(): Rect {
    const { width } = this.map;
    const b = this.bounds;
    for (let y = Math.max(0, b.y0); y < b.y1; y++) this.touched.fill(0, y * width + b.x0, y * width + b.x1);
    return b;
  }

  private dab(cx: number, cy: number, radius: number): Rect {
    const { width, height, owner } = this.map;
    const { tool, color, clipRegion = 0 } = this.options;
    const x0 = Math.max(0, Math.floor(cx - radius));
    const y0 = Math.max(0, Math.floor(cy - radius));
    const x1 = Math.min(width, Math.ceil(cx + radius) + 1);
    const y1 = Math.min(height, Math.ceil(cy + radius) + 1);
    const r2 = radius * radius;
    for (let y = y0; y < y1; y++) {
      const dy = y + 0.5 - cy;
      for (let x = x0; x < x1; x++) {
        const dx = x + 0.5 - cx;
        if (dx * dx + dy * dy > r2) continue;
        const i = y * width + x;
        const region = owner[i];
        if (region === 0 || (clipRegion !== 0 && region !== clipRegion) || this.touched[i]) continue;
        this.touched[i] = 1;
        if (tool === 'eraser') this.layer[i] = TRANSPARENT;
        else if (tool === 'marker') this.layer[i] = mix(this.layer[i], color, MARKER_OPACITY);
        else this.layer[i] = color;
      }
    }
    const rect = { x0, y0, x1, y1 };
    if (x1 > x0 && y1 > y0) Object.assign(this.bounds, unionRect(this.bounds, rect));
    return rect;
  }
}
