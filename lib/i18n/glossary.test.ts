import de from '@/messages/de.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import ja from '@/messages/ja.json';
import ko from '@/messages/ko.json';
import pt from '@/messages/pt.json';
import vi from '@/messages/vi.json';
import zhCN from '@/messages/zh-CN.json';
import zhTW from '@/messages/zh-TW.json';

// One word for "coloring page" in each language, so a family never wonders whether two words
// mean two things: the term used, and the variants that must not appear anywhere.
const GLOSSARY = {
  en: { messages: en, term: 'coloring page', not: [/colouring page/i] },
  de: { messages: de, term: 'Ausmalbild', not: [/Ausmalseite/, /Malvorlage/i] },
  es: { messages: es, term: 'dibujo para colorear', not: [/páginas? para colorear/i] },
  fr: { messages: fr, term: 'coloriage', not: [/pages? à colorier/i] },
  ja: { messages: ja, term: 'ぬりえ', not: [/塗り絵/, /ぬり絵/] },
  ko: { messages: ko, term: '색칠 도안', not: [/컬러링 ?페이지/, /색칠 ?페이지/] },
  pt: { messages: pt, term: 'desenho para colorir', not: [/páginas? para colorir/i] },
  vi: { messages: vi, term: 'tranh tô màu', not: [/trang tô màu/i] },
  'zh-TW': { messages: zhTW, term: '著色頁', not: [/填色頁/, /塗色頁/] },
  'zh-CN': { messages: zhCN, term: '涂色页', not: [/填色页/, /着色页/] },
} as const;

function strings(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => strings(value, path ? `${path}.${key}` : key));
}

describe.each(Object.entries(GLOSSARY))('the glossary of %s', (_locale, { messages, term, not }) => {
  const all = strings(messages);

  it(`uses "${term}"`, () => {
    expect(all.some(([, text]) => text.toLowerCase().includes(term.toLowerCase()))).toBe(true);
  });

  it('uses none of the other words for it', () => {
    const offending = all.filter(([, text]) => not.some((pattern) => pattern.test(text))).map(([key, text]) => `${key}: ${text}`);
    expect(offending).toEqual([]);
  });
});

// One way of addressing the reader in each language that has two: a page that says "vous" in its heading
// and "tu" in its error reads as two voices. French and Portuguese say vous / você; German and Spanish
// du / tú (the informal address a family site uses). The patterns are the other register's own words,
// as whole words (a letter or an apostrophe on either side is part of another word: "Fêtes", "n'importe").
const words = (list: string) => new RegExp(`(?<![\\p{L}'’-])(?:${list})(?![\\p{L}])`, 'iu');
const REGISTER = {
  fr: { messages: fr, not: words("tu|ton|ta|tes|toi|te|s['’]il te plaît|réessaie|décris|écris") },
  pt: { messages: pt, not: words('tu|teu|tua|teus|tuas') },
  de: { messages: de, not: /\b(?:Sie können|Ihr Konto|Ihre E-Mail|Ihnen)\b/u },
  es: { messages: es, not: words('usted|ustedes') },
} as const;

describe.each(Object.entries(REGISTER))('the form of address in %s', (_locale, { messages, not }) => {
  it('is one register throughout', () => {
    const offending = strings(messages)
      .filter(([, text]) => not.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(offending).toEqual([]);
  });
});
