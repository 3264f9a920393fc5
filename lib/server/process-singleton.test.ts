import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetProcessSingleton, peekProcessSingleton, processSingleton } from './process-singleton';

const KEY = 'test:process-singleton';

afterEach(() => {
  forgetProcessSingleton(KEY);
});

describe('processSingleton', () => {
  it('creates the value once and hands the same one to every caller', () => {
    const create = vi.fn(() => ({ made: Math.random() }));
    const first = processSingleton(KEY, create);
    expect(processSingleton(KEY, create)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('is shared by separately loaded copies of the module, as separate Next bundles are', async () => {
    // A fresh module registry evaluates the file again: a second copy, with its own module scope.
    vi.resetModules();
    const otherCopy = await import('./process-singleton');
    expect(otherCopy.processSingleton).not.toBe(processSingleton);
    const value = processSingleton(KEY, () => 'from the first copy');
    expect(otherCopy.processSingleton(KEY, () => 'from the second copy')).toBe(value);
    expect(otherCopy.peekProcessSingleton(KEY)).toBe('from the first copy');
  });

  it('forgets a promise that rejects, so the next call tries again', async () => {
    const failing = processSingleton(KEY, () => Promise.reject(new Error('database down')));
    await expect(failing).rejects.toThrow('database down');
    const retried = processSingleton(KEY, () => Promise.resolve('open'));
    await expect(retried).resolves.toBe('open');
    expect(peekProcessSingleton(KEY)).toBe(retried);
  });

  it('keeps a resolved promise', async () => {
    const create = vi.fn(() => Promise.resolve(42));
    await processSingleton(KEY, create);
    await processSingleton(KEY, create);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('forget returns the value and the next call makes a new one', () => {
    const first = processSingleton(KEY, () => ({ n: 1 }));
    expect(forgetProcessSingleton(KEY)).toBe(first);
    expect(peekProcessSingleton(KEY)).toBeUndefined();
    expect(processSingleton(KEY, () => ({ n: 2 }))).toEqual({ n: 2 });
  });
});
