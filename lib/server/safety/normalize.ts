// How the kid-safe filter reads a text: the forms people use to slip a word past a list (full-width
// or mathematical letters, Cyrillic and Greek look-alikes, accents and combining marks, zero-width
// and direction characters, leetspeak, letters spaced or dotted apart, stretched letters) are
// folded back to plain words before any list is consulted. Lists are folded the same way.
import { stripInvisible } from '@/lib/text/unicode';

/** Letters of other scripts that look like Latin ones, and Latin letters NFD does not take apart. */
const CONFUSABLE: Record<string, string> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ш: 'w',
  ь: 'b',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  һ: 'h',
  ӏ: 'l',
  ү: 'y',
  ѵ: 'v',
  ѡ: 'w',
  // Greek
  α: 'a',
  β: 'b',
  γ: 'y',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'u',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  ς: 's',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  ϲ: 'c',
  ϳ: 'j',
  // Latin letters without a decomposition, and small capitals
  ı: 'i',
  ȷ: 'j',
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ŧ: 't',
  ƀ: 'b',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ɑ: 'a',
  ɡ: 'g',
  ɩ: 'i',
  ʏ: 'y',
  ɪ: 'i',
  ʀ: 'r',
  ᴀ: 'a',
  ʙ: 'b',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ꜰ: 'f',
  ɢ: 'g',
  ʜ: 'h',
  ᴊ: 'j',
  ᴋ: 'k',
  ʟ: 'l',
  ᴍ: 'm',
  ɴ: 'n',
  ᴏ: 'o',
  ᴘ: 'p',
  ǫ: 'q',
  ꜱ: 's',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ᴢ: 'z',
};

/** Digits and symbols written for letters. `1` and `|` stand for i or l: both readings are tried. */
const LEET: Record<string, string> = {
  '0': 'o',
  '2': 'z',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '6': 'g',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
  '+': 't',
  '€': 'e',
  '£': 'l',
  '¡': 'i',
};
const LEET_SYMBOLS = '@$!|+€£¡*';
/**
 * Written in place of a letter the reader fills in ("f*ck", "f4ck", "sh1t"): in the masked reading
 * these become MASK, which the list patterns accept for any letter.
 */
const MASKING = /[*0134@!|¡€]/g;
export const MASK = '•';

/** Lower case, compatibility forms unfolded (full-width, circled, mathematical letters), invisible characters gone. */
function base(text: string): string {
  const unfolded = stripInvisible(text.normalize('NFKC'))
    // Regional-indicator letters (🇫🇺🇨🇰) read as the letters they show.
    .replace(/[\u{1F1E6}-\u{1F1FF}]/gu, (c) => String.fromCharCode(0x61 + c.codePointAt(0)! - 0x1f1e6) + ' ');
  return unfolded.toLowerCase().normalize('NFC');
}

/** Marks dropped from Latin, Greek and Cyrillic letters (accents, and the stacked marks of "Zalgo" text). */
function unmarked(text: string): string {
  return text
    .normalize('NFD')
    .replace(/([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{N}\p{P}\p{S}\s])\p{M}+/gu, '$1')
    .normalize('NFC');
}

function deconfuse(text: string): string {
  return text.replace(/[^\x00-\x7F]/gu, (c) => CONFUSABLE[c] ?? c);
}

/** Splits on anything that is not a letter, digit, mark or leet symbol; symbols at a word's edges are punctuation. */
function tokens(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split(new RegExp(`[^\\p{L}\\p{N}\\p{M}${LEET_SYMBOLS.replace(/[$|+]/g, '\\$&')}]+`, 'u'))) {
    const token = raw.replace(/^[!|+€£¡*]+/u, '').replace(/[!|+€£¡@*]+$/u, '');
    if (/[\p{L}\p{N}]/u.test(token)) out.push(token);
  }
  return out;
}

/** Leetspeak is read only in words of Latin letters ("5000万" is a number, not "sooo万"). */
function latinWord(token: string): boolean {
  return /\p{L}/u.test(token) && !/[^\p{Script=Latin}\P{L}]/u.test(token);
}

function leet(token: string, one: 'i' | 'l'): string {
  if (!latinWord(token)) return token.replace(/[^\p{L}\p{N}]/gu, '');
  return token.replace(/[0-9@$!|+€£¡*]/g, (c) => (c === '1' || c === '|' ? one : (LEET[c] ?? '')));
}

/**
 * Digits and symbols standing for vowels (or for any letter, `*`) masked: only in Latin words that
 * are mostly letters and hold no number of two or more digits ("300dpi" is not "m••d…").
 */
function masked(token: string): string {
  const letters = token.match(/\p{L}/gu)?.length ?? 0;
  const masks = token.match(MASKING)?.length ?? 0;
  if (!latinWord(token) || /\d{2}/.test(token) || letters < 2 || masks === 0 || masks >= letters + (token.includes('*') ? 1 : 0)) return leet(token, 'i');
  return leet(token.replace(MASKING, MASK), 'i');
}

/** Every run of two or more consecutive pieces, joined (capped, as nobody spells a word in 16 pieces). */
function joinedRuns(pieces: string[], minimumPieces: number, out: string[]): void {
  for (let i = 0; i < pieces.length; i++) {
    let joined = pieces[i];
    for (let j = i + 1; j < Math.min(pieces.length, i + 16); j++) {
      joined += pieces[j];
      if (j - i + 1 >= minimumPieces) out.push(joined);
    }
  }
}

/**
 * Words written in pieces, joined back: pieces inside one word ("f.u.c.k", "fu-ck", "sh_it") and
 * single letters spaced apart ("f u c k", "s e x"). Two-letter words with spaces between them are
 * left alone: ordinary sentences are full of them ("tu e eu", "bé đi xe").
 */
function joinedPieces(chunks: string[][]): string[] {
  const out: string[] = [];
  let letters: string[] = [];
  const flush = () => {
    joinedRuns(letters, 3, out);
    letters = [];
  };
  for (const pieces of chunks) {
    if (pieces.length > 1) joinedRuns(pieces, 2, out);
    if (pieces.length && pieces.every((piece) => [...piece].length === 1)) letters.push(...pieces);
    else flush();
  }
  flush();
  return out;
}

export type MatchForms = {
  /** Latin-script forms, words separated by single spaces: as written (digits kept), and the leetspeak readings. */
  plain: string[];
  /** Pieces joined back together, one candidate word each (matched whole, never as parts). */
  joined: string[];
  /** Lower case with accents kept, for Vietnamese, where tone marks tell words apart. */
  marked: string;
  /** Letters only, no spaces, kana as hiragana, traditional Chinese as simplified: for Chinese and Japanese. */
  cjk: string;
  /**
   * The same with the spaces between words kept (as `|`), for Korean, which spaces its words:
   * only syllables spaced apart one by one ("씨 발") are joined.
   */
  spaced: string;
  /** The text after NFKC and with invisible characters removed, for symbols (🖕, 卐). */
  symbols: string;
};

/**
 * Every form of `text` the lists are matched against. `innocent` holds words (lower case, accents
 * kept) that are harmless in one language although they fold onto a listed word of another.
 */
export function matchForms(text: string, innocent: ReadonlySet<string> = new Set()): MatchForms {
  const b = base(text);
  const kept = b
    .split(/([^\p{L}\p{M}\p{N}]+)/u)
    .map((part) => (innocent.has(part) ? ' ' : part))
    .join('');
  const marked = b.replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ').trim();
  const chunks = deconfuse(unmarked(kept)).split(/\s+/u).map(tokens);
  const readings = [
    chunks.map((pieces) => pieces.map((w) => w.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean)),
    chunks.map((pieces) => pieces.map((w) => leet(w, 'i')).filter(Boolean)),
    chunks.map((pieces) => pieces.map((w) => leet(w, 'l')).filter(Boolean)),
    chunks.map((pieces) => pieces.map(masked).filter(Boolean)),
  ];
  const plain = [...new Set(readings.map((reading) => reading.flat().join(' ')))];
  const joined = [...new Set(readings.flatMap(joinedPieces))];
  const spaced = marked
    .split(' ')
    .map((word, i, words) => (i > 0 && [...word].length === 1 && [...words[i - 1]].length === 1 ? '' : '|') + cjkForm(word))
    .join('');
  return { plain, joined, marked, cjk: cjkForm(b), spaced, symbols: b };
}

/** Folds a list entry the way matchForms folds text, for entries of Latin-script words. */
export function foldEntry(entry: string): string {
  return tokens(deconfuse(unmarked(base(entry))))
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean)
    .join(' ');
}

export function markedEntry(entry: string): string {
  return base(entry)
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

// Traditional characters of the listed Chinese words with their simplified forms, so one list serves
// zh-TW and zh-CN (and Japanese kanji that share the traditional form).
const TRADITIONAL_PAIRS =
  '媽妈 幹干 雞鸡 屍尸 槍枪 彈弹 殺杀 體体 愛爱 養养 賤贱 騷骚 貨货 陰阴 莖茎 納纳 藥药 煙烟 菸烟 內内 褲裤 亂乱 婦妇 蕩荡 強强 們们 個个 孃娘 ' +
  '濕湿 蟲虫 殘残 傷伤 頭头 瘋疯 機机 衝冲 鋒锋 擊击 醫医 軍军 種种 隸隶 國国 罵骂 賣卖 買买 錢钱 爛烂 雜杂 懶懒 嬰婴 兒儿 穢秽 劑剂 斃毙 ' +
  '鬥斗 毆殴 謀谋 劍剑 黨党 衛卫 緊紧 縛缚 髒脏 龜龟 鴨鸭 滾滚 騙骗 輪轮 獸兽 姦奸 屌屌 癡痴 燒烧 絞绞 腸肠 態态 變变 戀恋 處处 裸裸 膠胶 ' +
  '鏟铲 贓赃 糞粪 嗎吗 麼么 媽妈 幣币 罌罂 粟粟 搖摇 頭头 丸丸 侮侮 辱辱 歧歧 視视 黑黑 鬼鬼 毒毒 販贩 嫖嫖 娼娼 妓妓 婊婊';
const TO_SIMPLIFIED = new Map(
  TRADITIONAL_PAIRS.split(' ')
    .map((pair) => [...pair] as [string, string])
    .filter(([t, s]) => t !== s),
);

function cjkForm(b: string): string {
  return b
    .replace(/[^\p{L}]+/gu, '')
    .replace(/[\u30A1-\u30F6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60))
    .replace(/[\u3400-\u9FFF\uF900-\uFAFF]/g, (c) => TO_SIMPLIFIED.get(c) ?? c);
}

export function cjkEntry(entry: string): string {
  return cjkForm(base(entry));
}
