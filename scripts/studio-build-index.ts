// Builds the studio's compact runtime data from emojibase-data (CLDR annotations), OpenMoji, Fluent Emoji Flat
// and the motifs drawn in scripts/studio-drawn-motifs.ts (sushi, boats, comet, egg, balloon, people, moons, animals):
//   lib/studio/data/motifs.json         the chosen motifs as outline-ready SVG fragments with their bounding boxes
//   lib/studio/data/keyword-index.json  keyword -> motif, per locale (CLDR labels and tags plus lib/studio/synonyms)
// Run: npx tsx scripts/studio-build-index.ts   (node_modules are read only here, never at runtime)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DRAWN_MOTIFS } from './studio-drawn-motifs';
import { EXTRA, FLUENT, KIND_BY_SUBGROUP, OWN_MOTIFS, SKIP, UNTAGGED } from './studio-motif-choice';
import { outlineFlatEmoji } from './studio-flat-emoji-outline';
import { extractMotif } from './studio-motif-extract';
import { locales } from '../lib/i18n/locales';
import { EMOJIBASE_LOCALE } from '../lib/studio/locales';
import { GROUPS } from '../lib/studio/scene/people';
import { subjects } from '../lib/catalogue/subjects';

const root = path.resolve(import.meta.dirname, '..');
const nm = (p: string) => path.join(root, 'node_modules', p);
type Emoji = { label: string; hexcode: string; tags?: string[]; group?: number; subgroup?: number; order?: number };

const fluentIcons: Record<string, { body: string }> = JSON.parse(readFileSync(nm('@iconify-json/fluent-emoji-flat/icons.json'), 'utf8')).icons;
const fluentChars: Record<string, string> = JSON.parse(readFileSync(nm('@iconify-json/fluent-emoji-flat/chars.json'), 'utf8'));

const en: Emoji[] = JSON.parse(readFileSync(nm('emojibase-data/en/data.json'), 'utf8'));
// Joined sequences (a family, a person with a job) only where EXTRA names one, as the astronaut.
const chosen = en.filter(
  (e) => (!e.hexcode.includes('-') || EXTRA[e.hexcode]) && !SKIP.has(e.hexcode) && (EXTRA[e.hexcode] || KIND_BY_SUBGROUP[e.subgroup ?? -1]),
);

/** A motif's preview rastered at `px` pixels per OpenMoji unit: its grey values, row by row. */
async function inkRaster(svg: string, px: number) {
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 * px })
    .flatten({ background: '#fff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { ink: (x: number, y: number) => data[y * info.width + x] <= 128, width: info.width, height: info.height };
}

async function contentBox(svg: string): Promise<[number, number, number, number]> {
  const px = 2; // 2 px per OpenMoji unit is enough for a padding box
  const { ink, width, height } = await inkRaster(svg, px);
  let x0 = width,
    y0 = height,
    x1 = 0,
    y1 = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (!ink(x, y)) continue;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
  return [x0 / px - 0.5, y0 / px - 0.5, (x1 + 1) / px + 0.5, (y1 + 1) / px + 0.5];
}

/** How many columns a motif's underside is measured in (`underside`). */
const UNDERSIDE_COLUMNS = 16;

/**
 * A motif's underside: across its content box `b` in `UNDERSIDE_COLUMNS` equal columns, the lowest ink in each
 * (OpenMoji units, 0.5 padding as the box has), or the box's top where a column holds none. What floats over the
 * sea floor keeps its plants clear of its own outline by it (lib/studio/scene/seaweed-place.ts), not of its box.
 */
async function underside(svg: string, b: [number, number, number, number]): Promise<number[]> {
  const px = 2;
  const { ink, width, height } = await inkRaster(svg, px);
  const step = (b[2] - b[0]) / UNDERSIDE_COLUMNS;
  return Array.from({ length: UNDERSIDE_COLUMNS }, (_, i) => {
    const from = Math.max(0, Math.floor((b[0] + i * step) * px)),
      to = Math.min(width, Math.ceil((b[0] + (i + 1) * step) * px));
    for (let y = height - 1; y >= 0; y--) for (let x = from; x < to; x++) if (ink(x, y)) return Math.round(((y + 1) / px + 0.5) * 10) / 10;
    return b[1];
  });
}

/** How many rows a motif's sides are measured in (`sides`). */
const SIDE_ROWS = 24;

/**
 * A motif's sides: down its content box `b` in `SIDE_ROWS` equal rows, the leftmost and the rightmost ink in each
 * (OpenMoji units to the half), or the far edge where a row holds none. A balloon's string runs outside them past an
 * animal's face to its front paw (lib/studio/scene/tied-things.ts): the outline's corner points missed a round head.
 */
async function sides(svg: string, b: [number, number, number, number]): Promise<{ l: number[]; r: number[] }> {
  const px = 2;
  const { ink, width, height } = await inkRaster(svg, px);
  const step = (b[3] - b[1]) / SIDE_ROWS;
  const half = (v: number) => Math.round(v * 2) / 2;
  const l: number[] = [],
    r: number[] = [];
  for (let i = 0; i < SIDE_ROWS; i++) {
    const from = Math.max(0, Math.floor((b[1] + i * step) * px)),
      to = Math.min(height, Math.ceil((b[1] + (i + 1) * step) * px));
    let x0 = width,
      x1 = -1;
    for (let y = from; y < to; y++)
      for (let x = 0; x < width; x++)
        if (ink(x, y)) {
          x0 = Math.min(x0, x);
          x1 = Math.max(x1, x);
        }
    l.push(x1 < 0 ? b[2] : half(x0 / px));
    r.push(x1 < 0 ? b[0] : half((x1 + 1) / px));
  }
  return { l, r };
}

/** A motif's content box, underside and sides, from its preview. */
async function measured(m: MotifArt): Promise<{ b: [number, number, number, number]; u: number[]; l: number[]; r: number[] }> {
  const b = await contentBox(preview(m));
  return { b, u: await underside(preview(m), b), ...(await sides(preview(m), b)) };
}

/** Vietnamese without its tone and vowel marks: "con mèo" → "con meo", "đà điểu" → "da dieu". */
function withoutMarks(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/đ/g, 'd')
    .normalize('NFC');
}

/** `word` in the other kana script when it is written in one only (the long-vowel mark ー in either). */
function otherKana(word: string): string | undefined {
  const hiragana = /^[\u3041-\u3096ー]+$/.test(word),
    katakana = /^[\u30A1-\u30F6ー]+$/.test(word);
  if (hiragana === katakana) return undefined;
  const shift = hiragana ? 0x60 : -0x60;
  return [...word].map((c) => (c === 'ー' ? c : String.fromCodePoint(c.codePointAt(0)! + shift))).join('');
}

/** A motif's drawing: closed areas, black lines, solid dots and the patch kept clear of an adult page's fill. */
type MotifArt = { f: string; s: string; d: string; c?: string };
const motifs: Record<string, { n: string; k: string; b: number[]; u: number[]; l: number[]; r: number[] } & MotifArt> = {};
const preview = (m: MotifArt) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72"><g fill="#fff" stroke="#000" stroke-width="2">${m.f}</g><g fill="none" stroke="#000" stroke-width="2">${m.s}</g><g>${m.d}</g></svg>`;
for (const e of chosen) {
  let color: string;
  try {
    color = readFileSync(nm(`openmoji/color/svg/${e.hexcode}.svg`), 'utf8');
  } catch {
    continue;
  }
  const fluent = FLUENT.has(e.hexcode) ? fluentIcons[fluentChars[e.hexcode.toLowerCase()]] : undefined;
  if (FLUENT.has(e.hexcode) && !fluent) throw new Error(`Fluent Emoji Flat has no ${e.hexcode} (${e.label})`);
  const m: MotifArt = DRAWN_MOTIFS[e.hexcode] ?? (fluent ? await outlineFlatEmoji(fluent.body) : extractMotif(color));
  if (!m.s && !m.f) continue;
  motifs[e.hexcode] = { n: e.label, k: EXTRA[e.hexcode] ?? KIND_BY_SUBGROUP[e.subgroup!], ...(await measured(m)), ...m };
}
// Our own motifs that no emoji names (the knight, the pirate, the excavator, the winged unicorn, Pegasus, the cowboy
// and the cowgirl): drawn by us, named in every language by the synonyms alone.
for (const [id, label] of Object.entries(OWN_MOTIFS)) {
  const m = DRAWN_MOTIFS[id];
  if (!m) throw new Error(`OWN_MOTIFS names ${id} (${label}), which DRAWN_MOTIFS does not draw`);
  motifs[id] = { n: label, k: EXTRA[id], ...(await measured(m)), ...m };
}
const ids = new Set(Object.keys(motifs));
const enLabelToId = new Map([
  ...en.filter((e) => ids.has(e.hexcode)).map((e): [string, string] => [e.label.toLowerCase(), e.hexcode]),
  ...Object.entries(OWN_MOTIFS).map(([id, label]): [string, string] => [label, id]),
  // a group ("family") is its own label; understand-prompt.ts draws its members
  ...Object.keys(GROUPS).map((id): [string, string] => [id, id]),
]);

// Suggested words for "nothing to draw": popular motifs in the reader's language.
const POPULAR = ['1F408', '1F415', '1F984', '1F995', '1F98B', '1F33B', '1F697', '1F3E0', '1F680', '1F420', '1F333', '1F308'];
const index: Record<string, { w: Record<string, string>; suggest: string[]; near?: string[] }> = {};
for (const locale of locales) {
  const data: Emoji[] = JSON.parse(readFileSync(nm(`emojibase-data/${EMOJIBASE_LOCALE[locale]}/data.json`), 'utf8'));
  const w: Record<string, string> = {};
  const tagOwners = new Map<string, string[]>();
  for (const e of data) {
    if (!ids.has(e.hexcode) || UNTAGGED.has(e.hexcode)) continue;
    for (const t of e.tags ?? []) tagOwners.set(t.toLowerCase(), [...(tagOwners.get(t.toLowerCase()) ?? []), e.hexcode]);
  }
  // A tag shared by many motifs ("animal") names none of them; keep only nearly unique tags.
  for (const [t, owners] of tagOwners) if (owners.length <= 2) w[t] = owners[0];
  for (const e of data) if (ids.has(e.hexcode)) w[e.label.toLowerCase()] = e.hexcode;
  // The words that name a motif (labels and our synonyms), as opposed to CLDR's tags, which include verbs and
  // adjectives ("frying"): only these are offered to a misspelt word.
  const named = new Set(data.filter((e) => ids.has(e.hexcode)).map((e) => e.label.toLowerCase().normalize('NFC')));
  const synonyms: Record<string, string | null> = JSON.parse(readFileSync(path.join(root, `lib/studio/synonyms/${locale}.json`), 'utf8'));
  for (const [word, enLabel] of Object.entries(synonyms)) {
    if (enLabel === null) {
      delete w[word];
      continue;
    } // a CLDR tag that misleads ("playing" -> playing cards)
    if (enLabel === '') {
      // a word that names no motif but holds a motif's word inside it: 可爱 (cute) holds 爱 (love, a heart)
      w[word.toLowerCase().normalize('NFC')] = '';
      continue;
    }
    const id = enLabelToId.get(enLabel.toLowerCase());
    if (!id) throw new Error(`synonyms/${locale}.json: "${word}" -> unknown motif "${enLabel}"`);
    w[word.toLowerCase().normalize('NFC')] = id;
    named.add(word.toLowerCase().normalize('NFC'));
  }
  // The catalogue's own subject names are keywords of their motif, written whole ("poisson globe", "파티 폭죽",
  // "cú mèo", "ジャック・オー・ランタン"), so a page's title typed back as a prompt draws its subject rather than
  // the words inside it (a party and a firecracker, an owl and a cat). A name that already names a motif keeps
  // it: which thing a shared word means is the synonyms' choice (German "Drachen" is a dragon before a kite).
  const spaced = !['ja', 'ko', 'zh-TW', 'zh-CN'].includes(locale);
  for (const subject of subjects) {
    const name = subject.names[locales.indexOf(locale)]!.toLowerCase().normalize('NFC');
    const key = spaced ? name.replace(/[^\p{L}\p{M}]+/gu, ' ').trim() : locale === 'ko' ? name : name.replace(/\s+/g, '');
    if (!(key in w) && !(name in w)) w[key] = subject.motif;
  }
  // Children and their parents write animal names in hiragana as often as in katakana: a keyword written in one
  // kana script is stored in the other too ("らいおん" finds the lion as "ライオン" does; "しまうま" the zebra,
  // where only its "うま", the horse, matched).
  if (locale === 'ja') {
    for (const [k, id] of Object.entries(w)) {
      const other = otherKana(k);
      if (other && !(other in w)) w[other] = id;
    }
  }
  // Vietnamese is often typed without its marks ("con meo" for "con mèo"). A single syllable without them
  // is ambiguous (cho: chó, a dog, or cho, "for"), so only names of two syllables or more are stored bare, and
  // only where no two motifs would share the bare form.
  if (locale === 'vi') {
    // An animal's name is said after its classifier, "con": "con cá heo" (a dolphin) had matched "con cá", a fish,
    // then "heo", a pig. Every name of two syllables or more is stored with "con" before it too.
    for (const [k, id] of Object.entries(w)) {
      const withCon = `con ${k}`;
      if (id && k.includes(' ') && !k.startsWith('con ') && motifs[id]?.k === 'being' && !(withCon in w)) w[withCon] = id;
    }
    const bare = new Map<string, Set<string>>();
    for (const [k, id] of Object.entries(w)) {
      const plain = withoutMarks(k);
      if (id && plain !== k && plain.includes(' ')) bare.set(plain, (bare.get(plain) ?? new Set()).add(id));
    }
    for (const [plain, owners] of bare) if (owners.size === 1 && !(plain in w)) w[plain] = [...owners][0];
  }
  // Spaced languages are matched word by word, so "arc-en-ciel" must be stored as "arc en ciel".
  if (!['ja', 'ko', 'zh-TW', 'zh-CN'].includes(locale)) {
    for (const k of Object.keys(w)) {
      const spaced = k.replace(/[^\p{L}\p{M}]+/gu, ' ').trim();
      if (spaced !== k) {
        if (spaced && !w[spaced]) w[spaced] = w[k];
        delete w[k];
      }
    }
  }
  const byId = new Map(data.map((e) => [e.hexcode, e.label]));
  const near = spaced ? Object.keys(w).filter((k) => w[k] && named.has(k) && !k.includes(' ') && [...k].length >= 5) : undefined;
  // A suggestion is the everyday word our synonyms give first ("dinosaur", "tree", "unicórnio"), else CLDR's
  // label ("sauropod", "deciduous tree", "rosto de unicórnio": the unicorn's face, which it no longer is).
  const everyday = (id: string) => Object.entries(synonyms).find(([, enLabel]) => enLabel && enLabelToId.get(enLabel.toLowerCase()) === id)?.[0];
  // German nouns are capitalised; the synonym files hold them as typed, lower-case
  const shown = (word: string) => (locale === 'de' ? word.charAt(0).toUpperCase() + word.slice(1) : word);
  index[locale] = {
    w,
    suggest: POPULAR.map((id) => everyday(id) ?? byId.get(id)!)
      .filter(Boolean)
      .map(shown),
    ...(near ? { near } : {}),
  };
}

writeFileSync(path.join(root, 'lib/studio/data/motifs.json'), JSON.stringify(motifs));
writeFileSync(path.join(root, 'lib/studio/data/keyword-index.json'), JSON.stringify(index));
console.log(
  `motifs: ${ids.size}, keywords: ${Object.values(index)
    .map((l) => Object.keys(l.w).length)
    .join('/')}`,
);
