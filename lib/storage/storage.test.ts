// @vitest-environment jsdom
import { canReload, armReloadGuard, RELOAD_GUARD_MS } from './reload-guard';
import { referralUrl, rememberReferralUrl } from './referral-url';
import { getItem, hasItem, removeItem, setItem, STORAGE_PREFIX } from './storage';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('client storage', () => {
  it('stores a prefixed record { dataType, content, type, datetime }', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    setItem('answer', 42);
    expect(JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}answer`)!)).toEqual({
      dataType: 'number',
      content: 42,
      type: 'local',
      datetime: 1_700_000_000_000,
    });
    setItem('tab', 'x', { type: 'session' });
    expect(sessionStorage.getItem('colorwell_tab')).toContain('"type":"session"');
    expect(getItem('tab', 'session')).toBe('x');
    expect(getItem('tab')).toBeNull();
  });

  it.each([
    ['a string', 'hello', ''],
    ['a number', 7, null],
    ['a boolean', true, false],
    ['an object', { a: 1 }, {}],
    ['a list', [1, 2], []],
    ['null', null, null],
  ])('reads %s after its time limit as its empty value', (_name, value, empty) => {
    vi.useFakeTimers({ now: 0 });
    for (const type of ['local', 'session'] as const) {
      setItem('v', value, { type, expireMs: 1000 });
      vi.setSystemTime(999);
      expect(getItem('v', type)).toEqual(value);
      vi.setSystemTime(1000);
      expect(getItem('v', type)).toEqual(empty);
      expect(hasItem('v', type)).toBe(false); // the expired record is removed
      vi.setSystemTime(0);
    }
  });

  it('keeps a value without a time limit, and survives garbage', () => {
    setItem('forever', { x: 1 });
    expect(getItem('forever')).toEqual({ x: 1 });
    localStorage.setItem('colorwell_bad', '{not json');
    expect(getItem('bad')).toBeNull();
    removeItem('forever');
    expect(getItem('forever')).toBeNull();
  });
});

describe('referral_url', () => {
  it('saves the first-visited URL once', () => {
    rememberReferralUrl('https://colorwell.test/pricing?ref=ABC');
    rememberReferralUrl('https://colorwell.test/gallery');
    expect(referralUrl()).toBe('https://colorwell.test/pricing?ref=ABC');
  });
});

describe('reload guard', () => {
  it(`blocks a second automatic reload for ${RELOAD_GUARD_MS / 1000} s`, () => {
    vi.useFakeTimers({ now: 0 });
    expect(canReload()).toBe(true);
    armReloadGuard();
    vi.setSystemTime(RELOAD_GUARD_MS - 1);
    expect(canReload()).toBe(false);
    vi.setSystemTime(RELOAD_GUARD_MS);
    expect(canReload()).toBe(true);
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });
});
