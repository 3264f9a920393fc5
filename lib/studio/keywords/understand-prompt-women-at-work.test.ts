// The women at work (lib/studio/scene/people.ts, WOMAN_AT_WORK): every job had drawn one man, so "doctora",
// "Ärztin", "cô giáo" or 女老师 drew him. A word that says a woman now draws her; one that says either ("policía",
// "dentiste", 先生) or a man draws the job's figure as before.
import { describe, expect, it } from 'vitest';
import { understandPrompt } from './understand-prompt';

const names = (prompt: string, locale: Parameters<typeof understandPrompt>[1]) => {
  const r = understandPrompt(prompt, locale);
  return r.kind === 'motifs' ? r.motifs.map((m) => m.name) : [];
};

describe('a word that says a woman at work draws her', () => {
  it.each([
    ['a woman doctor', 'en', ['woman health worker']],
    ['a lady doctor', 'en', ['woman health worker']],
    ['a nurse', 'en', ['woman health worker']],
    ['a policewoman', 'en', ['woman police officer']],
    ['a female firefighter', 'en', ['woman firefighter']],
    ['a woman vet with a puppy', 'en', ['woman vet', 'dog']],
    ['eine Ärztin', 'de', ['woman health worker']],
    ['eine Polizistin', 'de', ['woman police officer']],
    ['eine Feuerwehrfrau', 'de', ['woman firefighter']],
    ['eine Bäuerin mit einer Kuh', 'de', ['woman farmer', 'cow']],
    ['eine Tierärztin', 'de', ['woman vet']],
    ['una doctora', 'es', ['woman health worker']],
    ['una bombera', 'es', ['woman firefighter']],
    ['una médica', 'es', ['woman health worker']],
    ['une infirmière', 'fr', ['woman health worker']],
    ['la docteure', 'fr', ['woman health worker']],
    ['une doctoresse', 'fr', ['woman health worker']],
    ['une agricultrice', 'fr', ['woman farmer']],
    ['une boulangère', 'fr', ['woman cook']],
    ['女の先生', 'ja', ['woman teacher']],
    ['女医さん', 'ja', ['woman health worker']],
    ['여선생님', 'ko', ['woman teacher']],
    ['여경', 'ko', ['woman police officer']],
    ['uma médica', 'pt', ['woman health worker']],
    ['uma bombeira', 'pt', ['woman firefighter']],
    ['女老師', 'zh-TW', ['woman teacher']],
    ['女醫生', 'zh-TW', ['woman health worker']],
    ['nữ bác sĩ', 'vi', ['woman health worker']],
    ['nữ cảnh sát', 'vi', ['woman police officer']],
    ['女老师', 'zh-CN', ['woman teacher']],
    ['女教师', 'zh-CN', ['woman teacher']],
  ] as const)('"%s" (%s) draws %j', (prompt, locale, want) => {
    expect(names(prompt, locale)).toEqual(want);
  });
});

describe('a word that says either, or a man, draws the job as before', () => {
  it.each([
    ['a doctor', 'en', ['health worker']],
    ['a fireman', 'en', ['firefighter']],
    ['ein Arzt', 'de', ['health worker']],
    ['una policía', 'es', ['police officer']],
    ['un médico', 'es', ['health worker']],
    ['un pompier', 'fr', ['firefighter']],
    ['un boulanger', 'fr', ['cook']],
    ['先生', 'ja', ['teacher']],
    ['선생님', 'ko', ['teacher']],
    ['um médico', 'pt', ['health worker']],
    ['thầy giáo', 'vi', ['teacher']],
    ['老师', 'zh-CN', ['teacher']],
  ] as const)('"%s" (%s) draws %j', (prompt, locale, want) => {
    expect(names(prompt, locale)).toEqual(want);
  });
});
