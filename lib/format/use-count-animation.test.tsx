// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { countAt, DEFAULT_COUNT_DURATION_MS, useCountAnimation } from './use-count-animation';

describe('countAt', () => {
  it('starts at the old value, ends at the new one, and moves monotonically', () => {
    expect(countAt(0, 100, 0, 700)).toBe(0);
    expect(countAt(0, 100, 700, 700)).toBe(100);
    let last = -1;
    for (let t = 0; t <= 700; t += 50) {
      const v = countAt(0, 100, t, 700);
      expect(v).toBeGreaterThanOrEqual(last);
      last = v;
    }
    expect(countAt(50, 10, 350, 700)).toBeLessThan(50);
  });
});

describe('useCountAnimation', () => {
  afterEach(() => vi.useRealTimers());
  it(`reaches the new value after ${DEFAULT_COUNT_DURATION_MS} ms, not before`, async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout'] });
    const { result, rerender } = renderHook(({ n }) => useCountAnimation(n), { initialProps: { n: 0 } });
    expect(result.current).toBe(0);
    rerender({ n: 200 });
    await act(async () => {
      vi.advanceTimersByTime(350);
    });
    expect(result.current).toBeGreaterThan(0);
    expect(result.current).toBeLessThan(200);
    await act(async () => {
      vi.advanceTimersByTime(400);
    });
    expect(result.current).toBe(200);
  });
});
