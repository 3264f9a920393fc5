/** One category's blocked words: Latin-script words, Vietnamese words with their tones, CJK strings, symbols. */
export type WordList = { words: string[]; vi: string[]; cjk: string[]; symbols?: string[] };
