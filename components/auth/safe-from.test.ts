import { describe, expect, it } from 'vitest';
import { safeFromPath } from './safe-from';

describe('safeFromPath', () => {
  it.each([
    ['/profile', '/profile'],
    ['/ja/profile', '/ja/profile'],
    ['/dashboard/feedback?x=1#top', '/dashboard/feedback?x=1#top'],
    ['/tw/affiliate/details?page=2', '/tw/affiliate/details?page=2'],
  ])('follows the same-site path %s', (from, expected) => {
    expect(safeFromPath(from)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/profile'],
    ['//evil.example/profile'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['/\t/evil.example'],
    ['/%0a/evil.example/../x'.replace('%0a', '\n')],
    ['profile'],
    ['/login'],
    ['/ja/register/verification?email=a@b.c'],
    ['/forget-password/reset?token=x'],
  ])('refuses %j', (from) => {
    expect(safeFromPath(from)).toBeNull();
  });
});
