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
