// Builds the studio's compact runtime data from emojibase-data (CLDR annotations), OpenMoji, Fluent Emoji Flat
// and the few motifs drawn in scripts/studio-drawn-motifs.ts (sushi):
//   lib/studio/data/motifs.json         the chosen motifs as outline-ready SVG fragments with their bounding boxes
//   lib/studio/data/keyword-index.json  keyword -> motif, per locale (CLDR labels and tags plus lib/studio/synonyms)
// Run: npx tsx scripts/studio-build-index.ts   (node_modules are read only here, never at runtime)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DRAWN_MOTIFS } from './studio-drawn-motifs';
import { outlineFlatEmoji } from './studio-flat-emoji-outline';
import { extractMotif } from './studio-motif-extract';
import { locales } from '../lib/i18n/locales';
import { EMOJIBASE_LOCALE } from '../lib/studio/locales';

const root = path.resolve(import.meta.dirname, '..');
const nm = (p: string) => path.join(root, 'node_modules', p);
type Emoji = { label: string; hexcode: string; tags?: string[]; group?: number; subgroup?: number; order?: number };

// Subgroups that give drawable, kid-friendly subjects (emojibase meta/groups.json numbering).
const KIND_BY_SUBGROUP: Record<number, string> = {
  34: 'being',
  35: 'being',
  36: 'being',
  37: 'being',
  38: 'being',
  39: 'being',
  40: 'plant',
  41: 'plant',
  42: 'thing',
  43: 'thing',
  44: 'thing',
  45: 'thing',
  46: 'thing',
  50: 'place',
  51: 'place',
  54: 'vehicle',
  55: 'vehicle',
  56: 'vehicle',
  59: 'sky',
  60: 'thing',
  62: 'thing',
  63: 'thing',
  68: 'thing',
};
const EXTRA: Record<string, string> = {
  '1F47B': 'being',
  '1F47D': 'being',
  '1F916': 'being',
  '1F47C': 'being',
  '1F385': 'being',
  '1F9B8': 'being',
  '1F9D9': 'being',
  '1F9DA': 'being',
  '1F9DC': 'being',
  '1F9DD': 'being',
  '1F9DE': 'being',
  '1F478': 'being',
  '1F934': 'being',
  '1F476': 'being',
  '1F9D2': 'being',
  '2764': 'thing',
  '1F4DA': 'thing',
  '1F4D6': 'thing',
  '1F451': 'thing',
  '1F380': 'thing',
  '1F45F': 'thing',
  '1F452': 'thing',
  '1F3A9': 'thing',
  '1F9E2': 'thing',
};
const SKIP = new Set([
  '1F3F4',
  '1F3F3',
  '1F5FE',
  '1F5FA',
  '1F301',
  '1F303',
  '1F304',
  '1F305',
  '1F306',
  '1F307',
  '1F309',
  '1F30C',
  '1F320',
  '1F386',
  '1F387',
  '1F391',
]);

// Motifs drawn from Microsoft's Fluent Emoji Flat instead of OpenMoji: animals whose OpenMoji drawing is a
// bare silhouette (no eye, mouth or inner areas) and whose flat version, outlined, has a face and colour areas
// to fill. People, faces and things stay OpenMoji, whose line art already has them.
const FLUENT = new Set([
  // pets and mammals
  '1F415',
  '1F9AE',
  '1F429',
  '1F408',
  '1F405',
  '1F406',
  '1F40E',
  '1F984',
  '1F98C',
  '1F9AC',
  '1F402',
  '1F403',
  '1F404',
  '1F416',
  '1F40F',
  '1F411',
  '1F410',
  '1F42A',
  '1F42B',
  '1F999',
  '1F992',
  '1F418',
  '1F9A3',
  '1F98F',
  '1F99B',
  '1F401',
  '1F400',
  '1F407',
  '1F43F',
  '1F9AB',
  '1F994',
  '1F987',
  '1F9A5',
  '1F9A6',
  '1F9A8',
  '1F998',
  '1F9A1',
  '1F99D',
  '1F412',
  '1F9A7',
  // OpenMoji's gorilla is a faceless silhouette; Fluent's has an eye, a mouth and a belly to colour.
  '1F98D',
  // birds
  '1F983',
  '1F414',
  '1F413',
  '1F426',
  '1F427',
  '1F54A',
  '1F985',
  '1F986',
  '1F9A2',
  '1F989',
  '1F9A4',
  '1F9A9',
  '1F99A',
  '1F99C',
  '1FABF',
  // reptiles, dinosaurs, dragons
  '1F40A',
  '1F422',
  '1F98E',
  '1F40D',
  '1F409',
  '1F995',
  '1F996',
  // sea animals
  '1F433',
  '1F40B',
  '1F42C',
  '1F9AD',
  '1F41F',
  '1F420',
  '1F421',
  '1F988',
  '1F980',
  '1F99E',
  '1F990',
  '1F991',
  '1F40C',
  // small creatures
  '1F98B',
  '1F41B',
  '1F41C',
  '1F41D',
  '1FAB2',
  '1F41E',
  '1F997',
  '1F577',
  '1F982',
  '1FAB1',
  // Vehicles: OpenMoji draws most as thin, low side views; Fluent's are taller with windows, doors and
  // wheel hubs as areas to colour (compared side by side with scripts/studio-motif-sources-sheet.ts).
  '1F682',
  '1F683',
  '1F684',
  '1F68B',
  '1F68C',
  '1F68E',
  '1F690',
  '1F691',
  '1F692',
  '1F693',
  '1F695',
  '1F697',
  '1F699',
  '1F6FB',
  '1F69A',
  '1F69B',
  '1F69C',
  '1F3CD',
  '1F6F5',
  '1F6FA',
  '1F6B2',
  '1F6F9',
  '1F6A2',
  '1F6F3',
  '26F4',
  '1F6E5',
  '1F681',
  '1F680',
  '1F6F8',
  '1F6F0',
  // Food, celebrations and sports where Fluent's drawing is bigger and has more areas (the pineapple's
  // scales, the pancake stack, the cake's candles, the ball's panels); OpenMoji keeps the apple,
  // strawberry, Christmas tree, egg, dolls and tanabata tree, whose line art has more to colour.
  '1F34C',
  '1F354',
  '1F955',
  '1F950',
  '1F95E',
  '1F34D',
  '1F355',
  '1F349',
  '1F347',
  '1F382',
  '1F38F',
  '1F3C8',
  '1F3F8',
  '26F8',
  '1FA81',
  '1F6F7',
  '26BD',
  '1F3D0',
]);
// Faces drawn onto OpenMoji animals that have none and whose Fluent version is worse (the zebra's stripes
// break into specks, the donkey kicks with a rope on its back, the octopus is a bare head with side dots, the
// jellyfish's tentacles are loops): eyes and nostrils as solid dots, a smile and cheeks as lines (a cheek is a
// closed area to colour). Coordinates in OpenMoji's 72-unit box, placed by looking at each motif on a grid.
// A muzzle (closed shapes) is painted white over the motif's own lines, with the face's lines on it: the Fluent
// animals' snouts are a point with the nose at the tip and the chin line just under it, too narrow for a mouth,
// so the muzzle makes the room and hides the lines it covers (motif field `o`, drawn after `s`, before the dots).
type Face = {
  dots: [number, number, number][];
  lines?: string[];
  rings?: [number, number, number][];
  muzzle?: string[];
  /** Solid shapes (flat emoji dots) to take out: those whose box holds one of these points. */
  dropDots?: [number, number][];
  /** Solid shapes drawn as paths (a nostril slit), added to the dots. */
  solid?: string[];
};
const FACES: Record<string, Face> = {
  // zebra: an eye under the mane, a nostril at the muzzle
  '1F993': {
    dots: [
      [13.8, 26.8, 1.25],
      [7.7, 32.9, 0.6],
    ],
  },
  // donkey: an eye below the ear, a nostril
  '1FACF': {
    dots: [
      [16.9, 23.7, 1.15],
      [13.3, 29.2, 0.55],
    ],
  },
  // octopus: two eyes, a smile and cheeks on the round head
  '1F419': {
    dots: [
      [30.6, 21, 1.7],
      [39.4, 21, 1.7],
    ],
    lines: ['M32 26.4 Q35 29.6 38 26.4'],
    rings: [
      [27.9, 26.4, 1.7],
      [42.1, 26.4, 1.7],
    ],
  },
  // cat (Fluent): a mouth under the black nose
  '1F408': { dots: [], lines: ['M5.6 31.4 Q6.6 33 7.8 31.9 Q8.9 33 10 31.6'] },
  // rabbit (Fluent): a smile under the nose, inside the head's rim
  '1F407': { dots: [], lines: ['M8.6 39.4 Q11 42 13.8 39.6'] },
  // whale (Fluent): a smile from the front of the head, above the belly line
  '1F40B': { dots: [], lines: ['M6.5 32.2 Q14 36.2 22 32.6'] },
  // hedgehog (Fluent): a smile between the black nose and the eye, above the chin
  '1F994': { dots: [], lines: ['M9.2 55.4 Q11.6 57.2 14 55.6'] },
  // Fluent farm and wild animals whose snout is a point with the nose at its tip (goat, deer, kangaroo, horse,
  // sheep, cow): a rounded muzzle over the tip with a smile under the nose; the horse gets a nostril (an arc:
  // a dot beside its eye read as a second eye). The tiger's
  // jaw, the pig's cheek beside its snout disc and the elephant's cheek under the tusk have room for a smile
  // as they are; the pig's snout disc gets its two nostrils.
  '1F410': {
    dots: [],
    muzzle: ['M3.4 25.4C3.2 22.2 8.2 21.4 11.2 23.2C13.6 24.8 13.8 29.8 11.2 31.2C8.6 32.6 4.2 32 3.5 28.6Z'],
    lines: ['M5.6 28.6Q8 30.4 10.6 28.4'],
  },
  '1F98C': {
    dots: [],
    muzzle: ['M3.4 23C3.4 20.4 6 19.6 8 20.2C10 20.8 10.4 24.4 10.4 26C10.4 28.4 9 29.6 6.8 29.6C4.6 29.6 3.5 28.4 3.5 26.4Z'],
    lines: ['M5 26.4Q7 28 9.2 26.2'],
  },
  '1F998': {
    dots: [],
    muzzle: ['M3.6 18.8C3.4 15.8 7.6 14.8 10.2 16.4C12.2 17.6 12.4 22.4 10.2 23.8C8 25.2 4.2 24.6 3.7 21.6Z'],
    lines: ['M5.2 21.8Q7.2 23.4 9.6 21.6'],
  },
  '1F405': { dots: [], lines: ['M6.2 35.8Q8.6 38.2 11.6 35.8'] },
  '1F416': {
    dots: [
      [6.8, 38.2, 0.9],
      [6.8, 43, 0.9],
    ],
    lines: ['M10.6 43Q12.8 45.8 15.6 43.2'],
  },
  // cow: its own muzzle (the front of the head) had a nostril as big as the eye; with a smile under it, a round
  // muzzle drawn over the snout read as a second face. The nostril is now a small flat oval near the front and
  // the mouth a line along the bottom of the muzzle, turning up at its corner.
  '1F404': {
    dots: [],
    dropDots: [[7.9, 24.2]],
    solid: ['M5.6 22.6a1.15 0.7 0 1 0 2.3 0a1.15 0.7 0 1 0 -2.3 0z'],
    lines: ['M6.8 27.1L9.4 27.1Q10.4 27.1 10.8 26.2'],
  },
  // horse: a round muzzle with an arc nostril and a smile read as a small face on the head. The muzzle is now
  // the end of the head: its top on the head's top line, a rounded tip, its bottom on the chin, one line across
  // the head behind it; a crescent nostril at the tip, the mouth along the bottom.
  '1F40E': {
    dots: [],
    muzzle: ['M8.4 13.6L5.6 16.4Q3.4 18.8 3.8 20.6Q4.4 22.4 6.8 22.2Q9.4 21 11.6 19.7Q9.4 16.8 8.4 13.6Z'],
    solid: ['M5.7 17.7Q7.3 18 7.1 19.7Q6.6 18.6 5.7 17.7Z'],
    lines: ['M5.6 20.5Q7.2 21 8.9 20.2'],
  },
  '1F411': {
    dots: [],
    muzzle: ['M3.4 23.2C3.2 20 8.2 19.2 11.2 21C13.6 22.6 13.8 27.6 11.2 29C8.6 30.4 4.2 29.8 3.5 26.4Z'],
    lines: ['M5.6 26.4Q8 28.2 10.6 26.2'],
  },
  '1F418': { dots: [], lines: ['M12.6 47.6Q15 49.8 17.6 47.8'] },
  // jellyfish: two eyes, a smile and cheeks under the bell's highlight
  '1FABC': {
    dots: [
      [30.5, 19.5, 1.7],
      [40.5, 19.5, 1.7],
    ],
    lines: ['M32.5 24.6 Q35.5 27.8 38.5 24.6'],
    rings: [
      [26.8, 23.6, 1.8],
      [44.2, 23.6, 1.8],
    ],
  },
};
const circlePath = ([cx, cy, r]: [number, number, number]) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;
type MotifArt = { f: string; s: string; d: string; o?: string };
function withFace(m: MotifArt, face: Face | undefined): MotifArt {
  if (!face) return m;
  const lines = [...(face.lines ?? []), ...(face.rings ?? []).map(circlePath)].join('');
  const dots = face.dots.map(circlePath).join('') + (face.solid ?? []).join('');
  let kept = m.d;
  if (face.dropDots) {
    // each dot is one `M… z` subpath of the motif's one dot path
    const inner = /<path d="([^"]*)"\/>/.exec(m.d)?.[1] ?? '';
    const subs = inner.split(/(?=M)/).filter((sub) => {
      const n = sub.match(/-?[\d.]+/g)!.map(Number);
      const xs = n.filter((_, i) => i % 2 === 0),
        ys = n.filter((_, i) => i % 2 === 1);
      return !face.dropDots!.some(([x, y]) => x >= Math.min(...xs) && x <= Math.max(...xs) && y >= Math.min(...ys) && y <= Math.max(...ys));
    });
    kept = subs.length ? `<path d="${subs.join('')}"/>` : '';
  }
  const d = kept + (dots ? `<path d="${dots}"/>` : '');
  if (face.muzzle) {
    const o = face.muzzle.map((p) => `<path d="${p}"/>`).join('') + (lines ? `<path fill="none" d="${lines}"/>` : '');
    return { f: m.f, s: m.s, d, o };
  }
  return { f: m.f, s: m.s + (lines ? `<path d="${lines}"/>` : ''), d };
}

const fluentIcons: Record<string, { body: string }> = JSON.parse(readFileSync(nm('@iconify-json/fluent-emoji-flat/icons.json'), 'utf8')).icons;
const fluentChars: Record<string, string> = JSON.parse(readFileSync(nm('@iconify-json/fluent-emoji-flat/chars.json'), 'utf8'));

const en: Emoji[] = JSON.parse(readFileSync(nm('emojibase-data/en/data.json'), 'utf8'));
const chosen = en.filter((e) => !e.hexcode.includes('-') && !SKIP.has(e.hexcode) && (EXTRA[e.hexcode] || KIND_BY_SUBGROUP[e.subgroup ?? -1]));

async function contentBox(svg: string): Promise<[number, number, number, number]> {
  const px = 2; // 2 px per OpenMoji unit is enough for a padding box
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 * px })
    .flatten({ background: '#fff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let x0 = info.width,
    y0 = info.height,
    x1 = 0,
    y1 = 0;
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++) {
      if (data[y * info.width + x] > 128) continue;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
  return [x0 / px - 0.5, y0 / px - 0.5, (x1 + 1) / px + 0.5, (y1 + 1) / px + 0.5];
}

const motifs: Record<string, { n: string; k: string; b: number[] } & MotifArt> = {};
for (const e of chosen) {
  let color: string;
  try {
    color = readFileSync(nm(`openmoji/color/svg/${e.hexcode}.svg`), 'utf8');
  } catch {
    continue;
  }
  const fluent = FLUENT.has(e.hexcode) ? fluentIcons[fluentChars[e.hexcode.toLowerCase()]] : undefined;
  if (FLUENT.has(e.hexcode) && !fluent) throw new Error(`Fluent Emoji Flat has no ${e.hexcode} (${e.label})`);
  const m: MotifArt = DRAWN_MOTIFS[e.hexcode] ?? withFace(fluent ? await outlineFlatEmoji(fluent.body) : extractMotif(color), FACES[e.hexcode]);
  if (!m.s && !m.f) continue;
  const preview = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72"><g fill="#fff" stroke="#000" stroke-width="2">${m.f}</g><g fill="none" stroke="#000" stroke-width="2">${m.s}</g><g fill="#fff" stroke="#000" stroke-width="2">${m.o ?? ''}</g><g>${m.d}</g></svg>`;
  motifs[e.hexcode] = { n: e.label, k: EXTRA[e.hexcode] ?? KIND_BY_SUBGROUP[e.subgroup!], b: await contentBox(preview), ...m };
}
const ids = new Set(Object.keys(motifs));
const enLabelToId = new Map(en.filter((e) => ids.has(e.hexcode)).map((e) => [e.label.toLowerCase(), e.hexcode]));

// Suggested words for "nothing to draw": popular motifs in the reader's language.
const POPULAR = ['1F408', '1F415', '1F984', '1F995', '1F98B', '1F33B', '1F697', '1F3E0', '1F680', '1F420', '1F333', '1F308'];
const index: Record<string, { w: Record<string, string>; suggest: string[] }> = {};
for (const locale of locales) {
  const data: Emoji[] = JSON.parse(readFileSync(nm(`emojibase-data/${EMOJIBASE_LOCALE[locale]}/data.json`), 'utf8'));
  const w: Record<string, string> = {};
  const tagOwners = new Map<string, string[]>();
  for (const e of data) {
    if (!ids.has(e.hexcode)) continue;
    for (const t of e.tags ?? []) tagOwners.set(t.toLowerCase(), [...(tagOwners.get(t.toLowerCase()) ?? []), e.hexcode]);
  }
  // A tag shared by many motifs ("animal") names none of them; keep only nearly unique tags.
  for (const [t, owners] of tagOwners) if (owners.length <= 2) w[t] = owners[0];
  for (const e of data) if (ids.has(e.hexcode)) w[e.label.toLowerCase()] = e.hexcode;
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
  index[locale] = { w, suggest: POPULAR.map((id) => byId.get(id)!).filter(Boolean) };
}

writeFileSync(path.join(root, 'lib/studio/data/motifs.json'), JSON.stringify(motifs));
writeFileSync(path.join(root, 'lib/studio/data/keyword-index.json'), JSON.stringify(index));
console.log(
  `motifs: ${ids.size}, keywords: ${Object.values(index)
    .map((l) => Object.keys(l.w).length)
    .join('/')}`,
);
