import { violence } from './blocked/violence';
import { weapons } from './blocked/weapons';
import { sexual } from './blocked/sexual';
import { drugs } from './blocked/drugs';
import { hate } from './blocked/hate';
import { selfHarm } from './blocked/self-harm';
import { profanity } from './blocked/profanity';
import type { WordList } from './blocked/word-list-type';

// Words a children's coloring site does not draw or show, by category, in the ten site languages;
// the maintained naughty-words list (naughty-words.ts) adds its profanity on top of these.
// Latin-script entries match whole words after folding (lower case, no accents, look-alike letters
// and leetspeak read as letters, stretched letters allowed: "fuuuck"); a trailing `*` also matches
// longer forms (murder* → murderer). Vietnamese entries keep their tone marks (bom "bomb" is not
// bơm "pump"). Entries in Japanese, Chinese and Korean match anywhere in the text (no spaces between
// words there), so they are chosen to be specific: 水槍 (water gun) stays allowed, 手槍 (handgun)
// does not; traditional and simplified Chinese are folded together. `symbols` match anywhere.

export const SAFETY_CATEGORIES = ['violence', 'weapons', 'sexual', 'drugs', 'hate', 'self_harm', 'profanity'] as const;
export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number];

export const BLOCKED: Record<SafetyCategory, WordList> = {
  violence,
  weapons,
  sexual,
  drugs,
  hate,
  self_harm: selfHarm,
  profanity,
};
