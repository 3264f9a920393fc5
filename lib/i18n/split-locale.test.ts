import { splitLocale } from './split-locale';

describe('splitLocale', () => {
  it.each([
    ['/', 'en', '/'],
    ['/profile', 'en', '/profile'],
    ['/de', 'de', '/'],
    ['/de/profile', 'de', '/profile'],
    ['/tw/affiliate/apply', 'zh-TW', '/affiliate/apply'],
    ['/zh', 'zh-CN', '/'],
    ['/design', 'en', '/design'],
    ['/dea/x', 'en', '/dea/x'],
  ])('%s → %s %s', (path, locale, rest) => expect(splitLocale(path)).toEqual({ locale, path: rest }));
});
