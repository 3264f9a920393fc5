import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkText } from '@/lib/server/safety/kid-safe-filter';

// The kid-safe filter as an attacker tries it: one word hidden every way people hide words, in the
// site's ten languages and their scripts; and as a family uses it: ordinary titles, names and
// words that contain, resemble or translate to a listed word in another language.

const OBFUSCATED: string[] = [
  // en leetspeak, symbols, spacing, dots, zero-width, fullwidth, confusables, repeats, mixed
  'f4ck',
  'fuk',
  'sh1t',
  '$h!t',
  '5h17',
  'b1tch',
  'a$$hole',
  'p0rn',
  'n4z1',
  'k1ll',
  'g_u_n',
  'f u c k',
  'F.U.C.K',
  'f-u-c-k',
  's e x',
  'k i l l e r s',
  'f\u200Bu\u200Bc\u200Bk',
  'sh\u200Cit',
  'n\u2060a\u2060z\u2060i',
  'ｆｕｃｋ',
  'ＳＨＩＴ',
  '𝐟𝐮𝐜𝐤',
  '𝔰𝔥𝔦𝔱',
  'ⓝⓐⓩⓘ',
  'fuсk',
  'ѕех',
  'nаzі',
  'рorn',
  'ѕhіt',
  'fυck',
  'fuuuuuck',
  'shiiiiit',
  'seeeexy',
  'F̷U̷C̷K̷',
  'f*ck',
  'sh*t',
  'b!tch',
  'Fuck you',
  'FUCK',
  'MoTheRfUcKeR',
  'wh0re',
  'c*nt',
  'h1tl3r',
  '卐',
  '🖕',
  // de
  'Scheiße',
  'sch3iße',
  'S c h e i s s e',
  'Arschloch',
  'Hurensohn',
  'Fotze',
  'W1chser',
  'Hakenkreuz',
  'Sieg Heil',
  // es
  'hijo de puta',
  'p.u.t.a',
  'mierdaaaa',
  'gilip0llas',
  'cabrón',
  'pendejo',
  // fr
  'putain',
  'p u t a i n',
  'connard',
  'enculé',
  'salope',
  'merde',
  // pt
  'caralho',
  'c4ralho',
  'filho da puta',
  'foda-se',
  'porra caralho',
  // vi
  'địt mẹ',
  'đụ má',
  'lồn',
  'cặc',
  'dit me',
  'đ\u200Bị\u200Bt',
  'vãi lồn',
  // ja
  'ファック',
  'ﾌｧｯｸ',
  'セックス',
  'せっくす',
  'ちんこ',
  'まんこ',
  'ナチス',
  'ぶっ殺す',
  '死ね',
  'キチガイ',
  // ko
  '씨발',
  '씨\u200B발',
  '씨1발',
  '병신',
  '개새끼',
  '섹스',
  '좆같네',
  // zh-TW
  '幹你娘',
  '幹 你 娘',
  '他媽的',
  '機掰',
  '靠北',
  '王八蛋',
  '強姦',
  // zh-CN
  '操你妈',
  '傻逼',
  '傻-逼',
  '他妈的',
  '强奸',
  '纳粹',
  '草泥马',
];

const INNOCENT: string[] = [
  // en
  'Scunthorpe',
  'cocktail',
  'Dickens',
  'assistant',
  'Essex',
  'class',
  'assassin bug',
  'Moby Dick',
  'Maine Coon kitten',
  'grape',
  'therapist',
  'shiitake mushrooms',
  'Sussex',
  'cockatoo',
  'peacock',
  'Hancock',
  'passion fruit',
  'bass guitar',
  'classroom',
  'grass',
  'Matsushita',
  'document',
  'butterfly',
  'Penistone',
  'hello kitty',
  'basement',
  'cucumber',
  'a pumpkin',
  'water gun fight',
  'killer whale',
  'bath bomb',
  'Titanic',
  'title',
  'Scrabble',
  'shell',
  'skill',
  'analysis',
  'sushi',
  'cum laude',
  'happy birthday Emma!',
  'My coloring book',
  'Paw Patrol',
  'Spider-Man',
  'Hello 2024',
  'R2-D2',
  'C-3PO',
  'mp3 player',
  'T-Rex',
  // de
  'Schwanensee',
  'Hasenbraten',
  'Bitte male eine Katze',
  'Pik-Ass',
  'Ameisenbär',
  'Grafschaft',
  'Schimmelpilz',
  'Fußball',
  'Eichhörnchen',
  'Rotkäppchen',
  'Nacktschnecke',
  'Geschenk',
  'Schlittschuh',
  'Drogerie',
  // es
  'un gato con sombrero',
  'concha de mar',
  'burro en el campo',
  'la heroína del cuento',
  'pato',
  'Cartagena',
  'mariposa',
  'Pedro y el lobo',
  'caracol',
  // fr
  'pomme râpée',
  'une chatte et ses chatons',
  'cul-de-sac',
  'pédale de vélo',
  'bitte',
  'Bonne fête',
  'baiser de maman',
  'tu es mon ami',
  'Tuesday',
  'une gerbe de fleurs',
  'le phoque',
  'la tapette à mouches',
  // pt
  'aranha no jardim',
  'veado na floresta',
  'pinto amarelo',
  'comer bolo',
  'saco de pipoca',
  'eu e tu',
  'cachorro-quente',
  'macaco',
  'burro',
  // vi
  'con mèo',
  'cúm mùa',
  'bé Tuệ',
  'mông lung',
  'cú mèo',
  'củ cà rốt',
  'bé đi xe đạp',
  'chúc mừng sinh nhật',
  'Phúc',
  'Đức',
  'cái bơm',
  // ja
  '女の子とうさぎ',
  'いたずら猫',
  'ファンタジーの城',
  'フック船長',
  '新幹線',
  'ぶっかけうどん',
  '蝶の変態',
  '裸足の子ども',
  '鳥の糞',
  'カントリー',
  'グローブ',
  'ラバーダック',
  '牛乳',
  'ナチュラル',
  '温泉マーク♨',
  // ko
  '보지 마세요',
  '나비의 변태',
  '껌을 씹는 고양이',
  '미친 듯이 웃는 아이',
  '하고자 하는 일',
  '시발점',
  '유모차',
  '고양이와 강아지',
  // zh-TW
  '牛奶',
  '性格',
  '可能性',
  '新幹線',
  '乾淨',
  '幹部',
  '乳牛',
  '處女座',
  '花柳',
  '鴿子',
  '白鳩',
  '雞蛋',
  '打飛機遊戲',
  '媽媽的生日',
  // zh-CN
  '鸡蛋',
  '性别',
  '奶奶',
  '野鸡',
  '老二',
  '你妈妈好',
  '靠背椅',
  '吹箫的少年',
  '三小时',
  '后庭花园',
  '老母鸡',
  '过去死海旅游',
  '打炮仗',
];

describe('obfuscated words are refused', () => {
  it.each(OBFUSCATED)('%j', (text) => {
    expect(checkText(text).ok).toBe(false);
  });

  it.each([
    [
      'the same word in every disguise gets the same reason',
      ['fuck', 'F\u200BU\u200BC\u200BK', 'ｆｕｃｋ', 'fuсk', 'f.u.c.k', 'f u c k', 'fuuuuck', 'f4ck', 'f*ck', 'F̷u̷c̷k̷'],
      'profanity',
    ],
    ['hate in several scripts', ['n4z1', 'nаzі', 'ⓝⓐⓩⓘ', 'ナチス', '纳粹', '納粹', '나치', 'phát xít', 'Hakenkreuz', '卐', '14/88'], 'hate'],
    ['violence in several scripts', ['k i l l', 'k1ll', 'tuer', 'asesinar', 'ermorden', 'giết', '殺人', '杀人', '살인'], 'violence'],
  ])('%s', (_, texts, category) => {
    for (const text of texts as string[]) expect(checkText(text), text).toMatchObject({ ok: false, category });
  });

  it('a word in one language is refused whatever language the page is in (no per-language gaps)', () => {
    for (const text of ['Scheiße', 'putain', 'caralho', 'mierda', '씨발', '幹你娘', 'くそったれ', 'địt mẹ']) {
      expect(checkText(`a cute cat ${text}`).ok, text).toBe(false);
    }
  });

  it('zero-width, direction and filler characters between letters change nothing', () => {
    for (const invisible of ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u202E', '\u2066', '\u034F', '\uFE0F']) {
      expect(checkText(['s', 'h', 'i', 't'].join(invisible)).ok, JSON.stringify(invisible)).toBe(false);
    }
  });
});

describe('innocent words and titles pass, in all ten languages', () => {
  it.each(INNOCENT)('%j', (text) => {
    expect(checkText(text)).toEqual({ ok: true });
  });

  it('every text of the site itself passes, except the sentences naming what the filter refuses', { timeout: 60_000 }, () => {
    const refused: string[] = [];
    const walk = (value: unknown, key: string) => {
      if (typeof value === 'string') {
        if (!checkText(value).ok) refused.push(key);
      } else if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) walk(v, `${key}.${k}`);
      }
    };
    const dir = path.join(process.cwd(), 'messages');
    for (const file of readdirSync(dir)) walk(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), file);
    // The filter's own explanations and the terms of use name what is refused ("drugs", "色情").
    const naming = /\.(generators\.(refused\.|form\.safety$|faq\.\w+\.q5\.answer$)|legal\.terms\.s6Body$)/;
    expect(refused.filter((key) => !naming.test(key))).toEqual([]);
    expect(refused.length).toBeGreaterThan(10);
  });
});
