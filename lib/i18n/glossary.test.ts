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

// One word for what a customer buys and one for what every account gets free each day, in each language,
// so the pricing page, the checkout and the terms never seem to speak of two things: the word for a credit,
// the word for the free daily pages, and the variants that must not come back. Stale facts are listed too:
// there is a Plus subscription now ("No subscription" was true once), and commission is paid on every
// purchase, subscriptions included (AFFILIATE_RULES), not only on credit packs.
const UNITS = {
  en: {
    messages: en,
    credit: 'credit',
    free: 'free pages',
    not: [
      /no subscription/i,
      /every credit pack your referrals/i,
      /free prompts/i,
      /no prompts left/i,
      /prompts? of your allowance/i,
      /uses one prompt/i,
      /prompt was (?:refunded|given back)/i,
      /use \{count\} prompts/i,
    ],
  },
  de: {
    messages: de,
    credit: 'Credit',
    free: 'kostenlose Ausmalbilder',
    // "Guthaben" only as the account's balance, the label "Dein Guthaben:".
    not: [
      /Guthabenpunkt/,
      /Guthabenpaket/,
      /Guthaben(?!:)/,
      /Ein Punkt/,
      /kostenlosen? Seiten?\b/,
      /(?:Tages|Gratis-?|Prioritäts-?)[Ss]eite/,
      /Kein Abo/,
      /Prompt wurde erstattet/,
      /Kontingent wurde zurückgegeben/,
      /(?:\{count\}|vier|Wie viele) Prompts/,
      /Kontingent verbraucht|verbraucht ein Kontingent/,
      /Guthaben ?paket/i,
    ],
  },
  es: {
    messages: es,
    credit: 'crédito',
    free: 'dibujos gratis',
    not: [
      /páginas? (?:gratis|gratuitas?)/i,
      /crédito de tu cupo/i,
      /prompts gratuitos/i,
      /no te quedan (?:prompts|créditos\. Tu cupo)/i,
      /sin suscripción/i,
      /devol\w+ el prompt/i,
      /devolvió el crédito\./i,
      /cada paquete de créditos que compren/i,
    ],
  },
  fr: {
    messages: fr,
    credit: 'crédit',
    free: 'coloriages gratuits',
    not: [
      /pages? gratuites?/i,
      /crédit de votre quota/i,
      /plus de crédits aujourd/i,
      /prompts gratuits/i,
      /plus de prompts/i,
      /sans abonnement/i,
      /prompt a été remboursé|prompt vous a été rendu/i,
      /Votre crédit vous a été rendu\./,
      /chaque pack de crédits acheté/i,
    ],
  },
  ja: {
    messages: ja,
    credit: 'クレジット',
    free: '無料ぬりえ',
    not: [
      /無料の?ページ/,
      /無料プロンプト/,
      /本日のプロンプト/,
      /プロンプトは返却/,
      /サブスクリプションはありません/,
      /クレジット ?#枚/,
      /クレジットパックごと/,
    ],
  },
  ko: {
    messages: ko,
    credit: '크레딧',
    free: '무료 도안',
    not: [/무료 ?페이지/, /무료 프롬프트/, /남은 프롬프트/, /프롬프트(?:가 반환|는 환불)/, /구독은 없습니다/, /크레딧 팩마다/],
  },
  pt: {
    messages: pt,
    credit: 'crédito',
    free: 'desenhos grátis',
    not: [
      /páginas? (?:grátis|gratuitas?)/i,
      /crédito da sua cota/i,
      /prompts gratuitos/i,
      /não tem mais (?:prompts|créditos hoje)/i,
      /sem assinatura/i,
      /prompt foi devolvido/i,
      /Seu crédito foi devolvido\./,
      /cada pacote de créditos comprado/i,
    ],
  },
  vi: {
    messages: vi,
    credit: 'tín dụng',
    free: 'tranh miễn phí',
    not: [/trang miễn phí/i, /không cần đăng ký gói tháng/i, /mỗi gói tín dụng mà/i],
  },
  'zh-TW': {
    messages: zhTW,
    credit: '點數',
    free: '免費著色頁',
    not: [/免費頁/, /頁免費/, /今天的提示次數/, /退還(?:你的)?提示次數/, /沒有訂閱/, /購買額度/, /每購買一份點數包/],
  },
  'zh-CN': {
    messages: zhCN,
    credit: '积分',
    free: '免费涂色页',
    not: [/点数/, /[#\d}] 点(?!击)/, /免费页/, /页免费/, /今天的提示次数/, /退还(?:你的)?提示次数/, /没有订阅/, /购买额度/, /每购买一个积分包/],
  },
} as const;

describe.each(Object.entries(UNITS))('the billing words of %s', (_locale, { messages, credit, free, not }) => {
  const all = strings(messages);

  it(`calls the bought unit "${credit}" and the free allowance "${free}"`, () => {
    expect(all.some(([, text]) => text.toLowerCase().includes(credit.toLowerCase()))).toBe(true);
    expect(all.some(([, text]) => text.toLowerCase().includes(free.toLowerCase()))).toBe(true);
  });

  it('uses none of the other words for them, nor the stale facts', () => {
    const offending = all.filter(([, text]) => not.some((pattern) => pattern.test(text))).map(([key, text]) => `${key}: ${text}`);
    expect(offending).toEqual([]);
  });
});
