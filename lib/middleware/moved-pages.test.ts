import { describe, expect, it } from 'vitest';
import { movedPagePath } from './moved-pages';

describe('moved catalogue pages', () => {
  it('sends an old handle to the page that took its place, in its language', () => {
    expect(movedPagePath('/holidays/carp-streamer-in-the-kitchen')).toBe('/holidays/carp-streamer-in-the-sky');
    expect(movedPagePath('/ja/holidays/tanabata-tree-at-the-party')).toBe('/ja/holidays/tanabata-tree-at-night');
    expect(movedPagePath('/tw/holidays/balloon-in-the-kitchen/')).toBe('/tw/holidays/balloon-in-the-sky');
  });

  it('leaves every other path alone', () => {
    for (const path of ['/holidays/carp-streamer-in-the-sky', '/holidays', '/', '/ja', '/holidays/carp-streamer-in-the-kitchen/extra', '/toString/constructor'])
      expect(movedPagePath(path), path).toBeNull();
  });
});
