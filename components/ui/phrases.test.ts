import { phrasesOf } from './phrases';

describe('phrasesOf', () => {
  it('keeps Japanese words whole: no break inside アイデア or もっと', () => {
    const hero = phrasesOf('写真も絵もアイデアも、ぬりえに', 'ja');
    expect(hero.join('')).toBe('写真も絵もアイデアも、ぬりえに');
    expect(hero.some((p) => p.includes('アイデア'))).toBe(true);
    const more = phrasesOf('動物のぬりえをもっと見る', 'ja');
    expect(more.some((p) => p.includes('もっと'))).toBe(true);
    expect(more.length).toBeGreaterThan(1);
  });

  it('splits Chinese into phrases and leaves spaced languages alone', () => {
    expect(phrasesOf('把照片变成涂色页', 'zh').length).toBeGreaterThan(1);
    expect(phrasesOf('Turn photos into coloring pages', 'en')).toEqual(['Turn photos into coloring pages']);
  });
});
