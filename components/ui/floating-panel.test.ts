import { placePanel } from './floating-panel';

const laptop = { width: 1280, height: 800 };
const panel = { width: 256, height: 320 };

describe('placePanel', () => {
  it('opens below a button at the top of the window, lined up with its right edge', () => {
    const p = placePanel({ top: 12, bottom: 48, left: 1200, right: 1236 }, panel, laptop, 'end');
    expect(p).toEqual({ sheet: false, panel: expect.objectContaining({ top: 56, left: 980 }) });
  });

  it('opens upwards from a button at the foot of a sidebar, inside the window', () => {
    const p = placePanel({ top: 740, bottom: 776, left: 20, right: 56 }, panel, laptop, 'end');
    expect(p.sheet).toBe(false);
    const { top, left } = p.panel as { top: number; left: number };
    expect(top).toBe(740 - 8 - 320);
    expect(left).toBe(8);
  });

  it('never gives the panel more height than the space it has', () => {
    const p = placePanel({ top: 300, bottom: 336, left: 600, right: 640 }, { width: 256, height: 2000 }, laptop, 'start');
    const { top, maxHeight } = p.panel as { top: number; maxHeight: number };
    expect(top + maxHeight).toBeLessThanOrEqual(laptop.height);
  });

  it('is a sheet along the bottom on a phone', () => {
    const p = placePanel({ top: 12, bottom: 48, left: 330, right: 366 }, panel, { width: 390, height: 844 }, 'end');
    expect(p.sheet).toBe(true);
    expect(p.panel).toMatchObject({ left: 0, width: 390, top: 844 - 320 });
  });
});

describe('placePanel keeps every panel inside the window', () => {
  const windows = [laptop, { width: 390, height: 844 }, { width: 1024, height: 300 }, { width: 700, height: 160 }];
  it.each(windows)('at $width×$height, wherever the button is and however tall the panel', (viewport) => {
    for (let y = 0; y + 36 <= viewport.height; y += 17) {
      for (const x of [0, viewport.width / 2, viewport.width - 36]) {
        for (const height of [40, 259, 320, 811, 2000]) {
          const trigger = { top: y, bottom: y + 36, left: x, right: x + 36 };
          const { panel } = placePanel(trigger, { width: 256, height }, viewport, x > viewport.width / 2 ? 'end' : 'start');
          const { top, left, maxHeight } = panel as { top: number; left: number; maxHeight: number };
          const shown = Math.min(height, maxHeight);
          const width = (panel.width as number | undefined) ?? 256;
          expect(top, `button at ${y}, panel ${height}`).toBeGreaterThanOrEqual(0);
          expect(top + shown).toBeLessThanOrEqual(viewport.height);
          expect(left).toBeGreaterThanOrEqual(0);
          expect(left + width).toBeLessThanOrEqual(viewport.width);
        }
      }
    }
  });

  it('places by top and left only, so the top layer does not centre the panel', () => {
    const placed = placePanel({ top: 740, bottom: 776, left: 20, right: 56 }, panel, laptop, 'end');
    expect(placed.panel).toMatchObject({ position: 'fixed', right: 'auto', bottom: 'auto', margin: 0 });
  });
});
