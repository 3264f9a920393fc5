// Many names in the five scripts: every character drawn from a bundled font, and path data a renderer reads whole.
import { describe, expect, it } from 'vitest';
import { createNodeFontSource } from '../fonts/node-font-source';
import type { Locale } from '../../i18n/locales';
import { composeNamePage } from './compose-name-page';

const fonts = createNodeFontSource();

const NAMES: Record<string, { locale: Locale; names: string[] }> = {
  'Latin with diacritics': {
    locale: 'de',
    names: [
      'Ǆemal',
      'Jürgen Straßburger',
      'ß',
      'Zoë François',
      'Łukasz Żółć',
      'Søren Ærø',
      'Œdipe',
      'Ñandú',
      'Şükrü Çağlar',
      'İlkay',
      'Đorđe',
      'Ǉubica Ǌegoš',
      'Ångström',
      'Ġużeppi',
      'Václav Dvořák',
      'Hjördís',
      "Anne-Marie O'Brien",
      'Bartholomäus Maximilian Friedrich-Wilh',
      'Chloé Lœtitia Cœur',
      'Ǳenan',
    ],
  },
  Vietnamese: {
    locale: 'vi',
    names: [
      'Nguyễn',
      'Nguyễn Thị Minh Khai',
      'Trần Hưng Đạo',
      'Phạm Thị Hương Giang',
      'Lê Quý Đôn',
      'Võ Nguyên Giáp',
      'Huỳnh Ngọc Ẩn',
      'Đặng Thùy Trâm',
      'Ưng Hoàng Phúc',
      'Tôn Nữ Thị Ỷ Lan',
      'Công Tằng Tôn Nữ Thị Quỳnh Hương Ngọc Ẩn',
    ],
  },
  Japanese: {
    locale: 'ja',
    names: [
      'ゔ',
      'さくら',
      'ゔぁいおれっと',
      'きゃりーぱみゅぱみゅ',
      'ヴィクトリア',
      'ゑみ',
      '山田太郎',
      '髙橋 﨑子',
      '龘',
      'ジャン＝リュック',
      'ぢゅんちゃん',
      'じゅげむじゅげむごこうのすりきれかいじゃりすいぎょのすいぎょうまつ',
    ],
  },
  Korean: {
    locale: 'ko',
    names: ['뷁', '김민준', '똠양꿍', '쀍', '황보 혜정', '이서윤', '괆횏', '남궁 민수', '하늘별빛바다구름꽃잎나비노을새벽이슬무지개햇살달빛'],
  },
  Chinese: {
    locale: 'zh-CN',
    names: ['龘', '王小明', '欧阳娜娜', '爨', '张伟', '司马相如', '诸葛亮', '李白', '朱一龍', '龘龘龘龘龘龘龘龘龘龘龘龘龘龘龘龘龘龘龘龘'],
  },
  'Traditional Chinese': {
    locale: 'zh-TW',
    names: ['龘', '偉倫', '歐陽娜娜', '鬱', '劉德華', '郭靐'],
  },
};

// Path data as our writer makes it: commands and plain decimals, never NaN, Infinity or an exponent.
const PATH_DATA = /^(?:[MLQCZ]|-?\d+(?:\.\d+)?| )+$/;

describe('name pages in five scripts', () => {
  for (const [script, { locale, names }] of Object.entries(NAMES)) {
    it.each(names)(`${script}: %s has every glyph and clean path data`, async (name) => {
      const page = await composeNamePage({ name, theme: 'stars', seed: 1, locale }, fonts);
      expect(page.svg).not.toMatch(/NaN|Infinity/);
      // Each visible character is one black outline and one white fill, each with its own path data.
      const letters = [...name.normalize('NFC')].filter((ch) => !/\s/u.test(ch)).length;
      const glyphPaths = [...page.svg.matchAll(/<path transform="translate\([^"]*\) scale\([^"]*\)" d="([^"]*)"/g)].map((m) => m[1]);
      expect(glyphPaths).toHaveLength(2 * letters);
      for (const d of glyphPaths) {
        expect(d).toMatch(PATH_DATA);
        expect(d).toMatch(/^M/);
      }
      expect(page.lines.join('').replace(/\s/g, '')).toBe(name.normalize('NFC').replace(/\s/g, ''));
    });
  }

  it('gives the same bytes for the same name, theme and seed', async () => {
    for (const name of ['Nguyễn Thị Minh Khai', 'ゔぁいおれっと', '뷁', '龘']) {
      const a = await composeNamePage({ name, theme: 'sea', seed: 7, locale: 'ja' }, fonts);
      const b = await composeNamePage({ name, theme: 'sea', seed: 7, locale: 'ja' }, fonts);
      expect(a.svg).toBe(b.svg);
    }
  });
});
