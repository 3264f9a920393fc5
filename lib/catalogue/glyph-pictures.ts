// What an alphabet page shows under its letter, as printed alphabet sheets do ("A is for apple"): one or two
// catalogue subjects whose name holds the character in the languages that write it. A plain Latin letter
// takes things whose English name starts with it, preferring ones that start with it in German, Spanish,
// French, Portuguese or Vietnamese too (airplane: avión, avion, avião); a letter with a mark takes things whose
// name holds it (Ä: Bär, Ñ: piña, Ô: ô tô), as it seldom starts a word; a kana starts the Japanese name, read
// in either kana (か: カエル, け: ケムシ), a Hangul letter the Korean one. One drawing serves every language, so
// the page prints no word. Q, X, Y and け, which started no subject's name and stood alone on an empty page, got
// subjects of their own (a queen, a xylophone, a yo-yo, a caterpillar): every letter, kana and Hangul letter now
// has a picture. glyph-pictures.test.ts checks every entry.
import type { GlyphKind } from './words/glyphs';

export const GLYPH_PICTURES: Readonly<Record<string, readonly string[]>> = {
  A: ['apple', 'airplane'],
  B: ['banana', 'balloon'],
  C: ['cat', 'crocodile'],
  D: ['dolphin', 'dragon'],
  E: ['elephant', 'elf'],
  F: ['frog', 'flamingo'],
  G: ['giraffe', 'gorilla'],
  H: ['horse', 'helicopter'],
  I: ['ice-cream', 'ice-skate'],
  J: ['jellyfish', 'jack-o-lantern'],
  K: ['kangaroo', 'koala'],
  L: ['lion', 'ladybug'],
  M: ['monkey', 'motorcycle'],
  N: ['nest'],
  O: ['owl', 'octopus'],
  P: ['penguin', 'pizza'],
  Q: ['queen'],
  R: ['rabbit', 'rocket'],
  S: ['snail', 'sunflower'],
  T: ['tiger', 'tractor'],
  U: ['unicorn'],
  V: ['volcano', 'volleyball'],
  W: ['whale', 'watermelon'],
  X: ['xylophone'],
  Y: ['yo-yo'],
  Z: ['zebra'],
  Ä: ['bear', 'kangaroo'],
  Ö: ['lion', 'sea-turtle'],
  Ü: ['chick', 'penguin'],
  ß: ['soccer-ball'],
  Ñ: ['pineapple', 'snowman'],
  Ç: ['apple', 'hedgehog'],
  É: ['elephant', 'helicopter'],
  Ã: ['airplane', 'balloon'],
  Ă: ['moon', 'helicopter'],
  Â: ['castle', 'palm-tree'],
  Đ: ['bicycle', 'soccer-ball'],
  Ê: ['goat', 'snail'],
  Ô: ['car', 'ghost'],
  Ơ: ['giraffe', 'sunflower'],
  Ư: ['lion', 'watermelon'],
  あ: ['duck', 'ice-cream'],
  い: ['dog', 'strawberry'],
  う: ['rabbit', 'horse'],
  え: ['elf'],
  お: ['ghost', 'castle'],
  か: ['frog', 'crab'],
  き: ['giraffe', 'fox'],
  く: ['bear', 'whale'],
  け: ['caterpillar'],
  こ: ['koala', 'carp-streamer'],
  ㄱ: ['giraffe', 'cat'],
  ㄴ: ['butterfly', 'snowman'],
  ㄷ: ['pig', 'dolphin'],
  ㄹ: ['robot', 'rocket'],
  ㅁ: ['horse', 'octopus'],
  ㅂ: ['bus', 'airplane'],
  ㅅ: ['lion', 'apple'],
  ㅇ: ['duck', 'monkey'],
  ㅈ: ['car', 'bicycle'],
  ㅊ: ['cherries', 'soccer-ball'],
  ㅋ: ['elephant', 'kangaroo'],
  ㅌ: ['rabbit', 'tulip'],
  ㅍ: ['panda', 'penguin'],
  ㅎ: ['tiger', 'hamster'],
};

/** The subjects drawn under a letter, kana or Hangul letter; numbers give pictures to count instead. */
export function glyphPictures(glyph: GlyphKind, text: string): readonly string[] {
  return glyph === 'digit' || glyph === 'hanzi' ? [] : (GLYPH_PICTURES[text] ?? []);
}
