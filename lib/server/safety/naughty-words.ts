// The maintained "List of Dirty, Naughty, Obscene and Otherwise Bad Words" (npm naughty-words,
// CC BY 4.0, credited in docs/generators.md) for the eight site languages it covers: en, de, es, fr,
// ja, ko, pt and zh (simplified, with some Cantonese); vi and zh-TW come from word-list.ts.
// The list is written for filters that match one language at a time. Here every text is checked
// against every language, and a children's site is full of animals, food and family words, so the
// entries below are left out: each is an everyday word in one of the ten site languages (or an
// innocent part of longer words, for the CJK entries, which match inside words).
import de from 'naughty-words/de.json';
import en from 'naughty-words/en.json';
import es from 'naughty-words/es.json';
import fr from 'naughty-words/fr.json';
import ja from 'naughty-words/ja.json';
import ko from 'naughty-words/ko.json';
import pt from 'naughty-words/pt.json';
import zh from 'naughty-words/zh.json';

const LEFT_OUT: Record<string, readonly string[]> = {
  en: [
    'dick', 'butt', 'suck', 'sucks', 'escort', 'domination', 'snatch', 'mong', 'poof', 'scat', 'tit', 'hooker', 'twink', 'twinkie', 'swinger', 'big black',
    'hot chick', 'tied up', 'taste my', 'tongue in a', 'girl on', 'huge fat', 'tight white', 'santorum', 'jelly donut', 'dirty pillows', 'dog style',
    'ball kicking', 'ball licking', 'chocolate rosebuds', 'make me come', 'tainted love', 'negro', 'eunuch', 'rectum', 'xx', 's&m', 'pleasure chest',
    'rosy palm', 'kinky', 'panty', 'panties', 'undressing', 'fecal', 'dingleberry', 'dingleberries', 'camel toe', 'beaver lips', 'spastic', 'octopussy', 'skeet',
  ],
  de: ['bimbo', 'bonze', 'fratze', 'kimme', 'lümmel', 'mufti', 'pinkeln', 'popel', 'reudig', 'rosette', 'schabracke', 'ische', 'bratze', 'kacke', 'kacken'],
  es: [
    'asno', 'caca', 'chupada', 'concha', 'fiesta de salchichas', 'heroína', 'idiota', 'imbécil', 'infierno', 'maldito', 'martillo', 'orina', 'pedo', 'pis',
    'pinche', 'trio', 'travesti', 'maciza', 'macizorra', 'tía buena',
  ],
  fr: [
    'bitte', 'con', 'bordel', 'bourré', 'bourrée', 'caca', 'chatte', 'folle', 'grande folle', 'gerbe', 'gerber', 'gueule', 'jouir', 'meuf', 'pipi',
    'péter', 'ramoner', 'suce', 'tanche', 'trique', 'zizi', 'baiser', 'bander', 'déconne', 'déconner', 'negro', 'pédale', 'tapette', 'cul', 'bite',
  ],
  pt: [
    'aborto', 'amador', 'aranha', 'ariano', 'bicha', 'bissexual', 'heterosexual', 'homosexual', 'homem gay', 'lésbica', 'bumbum', 'burro', 'chupar',
    'comer', 'consolo', 'corno', 'cu', 'fecal', 'frango assado', 'gozar', 'grelho', 'inferno', 'mama', 'pau', 'peidar', 'pinto', 'saco', 'torneira',
    'veado', 'xana', 'passar um cheque', 'biscate', 'heroína', 'porra', 'balalao', 'dum raio',
  ],
  ja: [
    '3p', 'sm', 'xx', 's ＆ m', 'いたずら', 'エスコート', 'おしっこ', 'おしり', 'オシリ', 'お尻', 'おもらし', 'カント', 'グロ', 'ゴックン', 'しばり',
    'スリット', 'ディック', 'デブ', 'なめ', 'ファンタジー', 'フィスト', 'フック', 'ぶっかけ', 'ボーイズラブ', 'ぽっちゃり', 'ホモ', 'やおい', 'ラティーナ',
    'ラバー', 'レズビアン', 'ローター', '嫌い', '支配', '自己愛性', '女の子', '女王様', '女子高生', '女装', '人妻', '人種', '挿入', '足を広げる', '脱衣',
    '直腸', '剃毛', '奴隷', '覗き', '縛り', '噴出', '糞', '糞便', '平手打ち', '変態', '毛深い', '誘惑', '裸', '両性', '両性具有', '両刀', '卍', '宦官',
    '肛門', 'ハードコア',
  ],
  ko: ['미친', '망가', '노모', '유모', '고자', '호로', '애자', '야사', '변태', '보지', '씹', '하드코어', '자위'],
  zh: [
    '13.', '13点', '九游', '乳', '乳房', '交配', '你全家', '你妈', '你娘', '他妈', '他娘', '妈的', '妈妈的', '娘的', '他奶奶', '处女', '奶', '奸', '姦',
    '包皮', '卵', '卵子', '后庭', '吹箫', '密洞', '屁股', '干你', '幹', '性', '成人', '打飞机', '打炮', '撒尿', '日你', '月经', '杂种', '激情', '爛',
    '狗日', '玉杵', '祖宗', '私服', '笨蛋', '精子', '老二', '老味', '老母', '肥西', '花柳', '賤', '贝肉', '逼', '野鸡', '靠背', '靠腰', '靠母', '靠爸',
    '鸡鸡', '小鸡鸡', '龟头', '尻', '鳩', '撚', '柒', '笨實', '粉腸', '你老闆', '刚度', '你是鸡', '你是鸭', '想上你', '机机歪歪', '小肉粒', '鬼公',
    '口肯', '卖比',
  ],
};

export const NAUGHTY_WORDS: Record<string, readonly string[]> = Object.fromEntries(
  Object.entries({ en, de, es, fr, ja, ko, pt, zh } as Record<string, string[]>).map(([language, words]) => {
    const leftOut = new Set(LEFT_OUT[language].map((w) => w.toLowerCase()));
    return [language, words.filter((w) => !leftOut.has(w.toLowerCase()))];
  }),
);

/** Entries of LEFT_OUT that the list does not hold (any left after an update of the package are stale). */
export function staleLeftOut(): string[] {
  const all: Record<string, string[]> = { en, de, es, fr, ja, ko, pt, zh };
  return Object.entries(LEFT_OUT).flatMap(([language, words]) =>
    words.filter((w) => !all[language].some((entry) => entry.toLowerCase() === w.toLowerCase())).map((w) => `${language}:${w}`),
  );
}
