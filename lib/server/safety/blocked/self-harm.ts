import type { WordList } from './word-list-type';

/** Blocked words of the self harm category (how they match: ../word-list.ts). */
export const selfHarm: WordList = {
  words: ['suicide*', 'self harm', 'self-harm', 'selbstmord*', 'suizid*', 'suicidio', 'suicídio', 'suicidar*', 'se suicider'],
  vi: ['tự tử', 'tự sát', 'tự hại'],
  cjk: ['自殺', '自杀', 'リストカット', '自傷', '自残', '자살', '자해'],
};
