import { badgeText } from './badge';
import { formatDate, MISSING_DATE } from './date';
import { debounce, DEFAULT_DEBOUNCE_MS } from './debounce';
import { maskEmail } from './email';
import { passwordStrength } from './password-strength';
import { CODE_ALPHABET, randomCode } from './random-code';

describe('formatDate', () => {
  it('shows "Mon DD YYYY" from Unix seconds', () => {
    expect(formatDate(1704412800, { timeZone: 'UTC' })).toBe('Jan 05 2024');
    expect(formatDate('1735603200', { timeZone: 'UTC' })).toBe('Dec 31 2024');
  });
  it.each([
    ['ja-JP', '1月 05日 2024年'],
    ['zh-CN', '1月 05日 2024年'],
    ['zh-TW', '1月 05日 2024年'],
    ['ko-KR', '1월 05일 2024년'],
    ['de-DE', 'Jan. 05 2024'],
  ])('keeps the units that say which number is the month in %s', (locale, shown) => {
    expect(formatDate(1704412800, { locale, timeZone: 'UTC' })).toBe(shown);
  });
  it.each([null, undefined, 0, '', 'abc', Number.NaN])('shows "--" for %s', (value) => {
    expect(formatDate(value as number)).toBe(MISSING_DATE);
    expect(MISSING_DATE).toBe('--');
  });
});

describe('maskEmail', () => {
  it.each([
    ['johndoe@example.com', 'joh****@example.com'],
    ['abcd@x.io', 'abc*@x.io'],
    ['ab@x.io', 'a*@x.io'],
    ['a@x.io', '*@x.io'],
    ['', ''],
  ])('%s → %s', (input, masked) => expect(maskEmail(input)).toBe(masked));
});

describe('randomCode', () => {
  it('uses only digits and uppercase letters, at the asked length', () => {
    for (const length of [1, 6, 8, 32]) {
      const code = randomCode(length);
      expect(code).toMatch(new RegExp(`^[0-9A-Z]{${length}}$`));
    }
    expect(CODE_ALPHABET).toBe('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ');
  });
  it('draws from the crypto source and covers the whole alphabet', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    const seen = new Set(randomCode(4000));
    expect(spy).toHaveBeenCalled();
    expect(seen.size).toBe(36);
    spy.mockRestore();
  });
  it('rejects a bad length', () => expect(() => randomCode(0)).toThrow(RangeError));
});

describe('passwordStrength', () => {
  it.each([
    ['', 0],
    ['abc', 1],
    ['abcdef', 2],
    ['Abcdef', 3],
    ['Abcde1', 4],
    ['Abcd1!', 5],
    ['ÄÖÜ', 1],
  ])('%j scores %i', (password, strength) => expect(passwordStrength(password).strength).toBe(strength));

  it('reports each check and honours a custom minimum length', () => {
    const result = passwordStrength('Abcd1!', 10);
    expect(result.checks).toEqual({ lowercase: true, uppercase: true, number: true, special: true, length: false });
    expect(result.strength).toBe(4);
    expect(passwordStrength('aaaaa').checks.length).toBe(false);
    expect(passwordStrength('aaaaaa').checks.length).toBe(true);
  });
});

describe('debounce', () => {
  afterEach(() => vi.useRealTimers());
  it(`waits ${DEFAULT_DEBOUNCE_MS} ms after the last call and uses its arguments`, () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const run = debounce(fn);
    run(1);
    vi.advanceTimersByTime(150);
    run(2);
    vi.advanceTimersByTime(199);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
  });
  it('can be cancelled and flushed', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const run = debounce(fn, 50);
    run('a');
    run.cancel();
    vi.advanceTimersByTime(100);
    expect(fn).not.toHaveBeenCalled();
    run('b');
    run.flush();
    expect(fn).toHaveBeenCalledExactlyOnceWith('b');
  });
});

describe('badgeText', () => {
  it.each([
    [0, ''],
    [null, ''],
    [5, '5'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%s → %j', (count, text) => expect(badgeText(count as number)).toBe(text));
});
