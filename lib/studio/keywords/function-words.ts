// Frequent function words per Latin-script language. They are never drawn, and they tell the languages
// apart when a prompt's nouns exist in several of them ("chat" is a cat in French, a talk in English).
export const FUNCTION_WORDS: Record<string, Set<string>> = {
  en: new Set('a an the with and in on of under over is are playing plays play at by to his her its my'.split(' ')),
  de: new Set('ein eine einem einer einen der die das dem den mit und im in auf unter spielt spielen ist sind am zum'.split(' ')),
  es: new Set('un una unos unas el la los las con y en sobre bajo juega jugando está del al de para hacia'.split(' ')),
  fr: new Set('un une le la les des du avec et dans sur sous qui joue jouant est au aux de vers pour'.split(' ')),
  pt: new Set('um uma uns umas o a os as com e em no na sobre sob brinca brincando está do da de para voando'.split(' ')),
  // With their bare forms, for prompts typed without marks ("voi" alone is an elephant, "với" is "with"; "cua",
  // a crab, stays a word even though "của" is "of").
  vi: new Set('một con cái với và trong trên dưới đang chơi là của những các quả mot cai voi tren duoi dang choi nhung cac'.split(' ')),
};

export function functionWordScore(text: string, lang: string): number {
  const set = FUNCTION_WORDS[lang];
  if (!set) return 0;
  let n = 0;
  for (const m of text.matchAll(/[\p{L}\p{M}]+/gu)) if (set.has(m[0])) n++;
  return n;
}
