// Words that name where a scene happens rather than what to draw: they pick the background ("an elephant
// under a waterfall" → the waterfall, not the savanna the elephant would get). Written per language, in the
// form prompts use: lower case; spaced languages as their words joined by one space (the tokenizer splits
// "chute d'eau" into chute / d / eau); Japanese, Korean and Chinese as the bare noun (particles are stripped,
// and the longest keyword wins, so 空飛ぶ円盤 stays a flying saucer and 河马 a hippo).
import type { Locale } from '../../i18n/locales';
import type { Backdrop } from '../scene/backdrops';

type PlaceBackdrop = Extract<
  Backdrop,
  'waterfall' | 'river' | 'lake' | 'beach' | 'rain' | 'winter' | 'night' | 'meadow' | 'forest' | 'jungle' | 'farm' | 'city' | 'space'
>;

const WORDS: Record<Locale, Record<PlaceBackdrop, string[]>> = {
  en: {
    waterfall: ['waterfall', 'cascade'],
    river: ['river', 'stream', 'brook', 'creek', 'riverbank'],
    lake: ['lake', 'pond', 'lakeside'],
    beach: ['beach', 'seaside', 'seashore', 'shore', 'sandy beach'],
    rain: ['rain', 'rainy day', 'raining', 'rainy'],
    winter: ['snow', 'snowy', 'winter'],
    night: ['night', 'nighttime', 'at night', 'moonlight'],
    meadow: ['garden', 'park', 'meadow'],
    forest: ['forest', 'woods'],
    jungle: ['jungle', 'rainforest', 'savanna'],
    farm: ['farm', 'farmyard'],
    city: ['city', 'town', 'street'],
    space: ['space', 'outer space'],
  },
  de: {
    waterfall: ['wasserfall'],
    river: ['fluss', 'bach', 'flussufer'],
    lake: ['see', 'teich', 'weiher'],
    beach: ['strand', 'meeresstrand', 'küste'],
    rain: ['regen', 'regentag'],
    winter: ['schnee', 'winter'],
    night: ['nacht', 'mondschein'],
    meadow: ['garten', 'park', 'wiese'],
    forest: ['wald'],
    jungle: ['dschungel', 'urwald', 'regenwald', 'savanne'],
    farm: ['bauernhof'],
    city: ['stadt', 'straße'],
    space: ['weltall', 'weltraum'],
  },
  es: {
    waterfall: ['cascada', 'catarata'],
    river: ['río', 'rio', 'arroyo'],
    lake: ['lago', 'estanque', 'laguna'],
    beach: ['playa', 'orilla del mar'],
    rain: ['lluvia', 'día lluvioso'],
    winter: ['nieve', 'invierno'],
    night: ['noche'],
    meadow: ['jardín', 'jardin', 'parque', 'prado'],
    forest: ['bosque'],
    jungle: ['selva', 'jungla', 'sabana'],
    farm: ['granja'],
    city: ['ciudad', 'calle'],
    space: ['espacio', 'espacio exterior'],
  },
  fr: {
    waterfall: ['cascade', 'chute d eau', 'chutes d eau'],
    river: ['rivière', 'riviere', 'fleuve', 'ruisseau'],
    lake: ['lac', 'étang', 'etang', 'mare'],
    beach: ['plage', 'bord de mer'],
    rain: ['pluie'],
    winter: ['neige', 'hiver'],
    night: ['nuit'],
    meadow: ['jardin', 'parc', 'pré', 'prairie'],
    forest: ['forêt', 'foret', 'bois'],
    jungle: ['jungle', 'savane'],
    farm: ['ferme'],
    city: ['ville', 'rue'],
    space: ['espace'],
  },
  ja: {
    waterfall: ['滝'],
    river: ['川', '小川', '河'],
    lake: ['湖', '池'],
    beach: ['ビーチ', '浜辺', '砂浜', '海辺'],
    rain: ['雨'],
    winter: ['雪', '冬'],
    night: ['夜'],
    meadow: ['庭', '公園', '野原', '花畑'],
    forest: ['森'],
    jungle: ['ジャングル', 'サバンナ'],
    farm: ['牧場', '農場'],
    city: ['街', '町'],
    space: ['宇宙'],
  },
  ko: {
    waterfall: ['폭포'],
    river: ['강', '강가', '시냇물', '개울'],
    lake: ['호수', '연못'],
    beach: ['해변', '바닷가', '모래사장'],
    rain: ['비', '빗속'],
    winter: ['눈밭', '겨울'],
    night: ['밤'],
    meadow: ['정원', '공원', '들판', '마당'],
    forest: ['숲'],
    jungle: ['정글', '사바나'],
    farm: ['농장'],
    city: ['도시', '거리'],
    space: ['우주'],
  },
  pt: {
    waterfall: ['cachoeira', 'cascata', 'queda d água'],
    river: ['rio', 'riacho'],
    lake: ['lago', 'lagoa'],
    beach: ['praia'],
    rain: ['chuva', 'dia chuvoso'],
    winter: ['neve', 'inverno'],
    night: ['noite'],
    meadow: ['jardim', 'parque'],
    forest: ['floresta', 'bosque'],
    jungle: ['selva', 'savana'],
    farm: ['fazenda', 'sítio'],
    city: ['cidade', 'rua'],
    space: ['espaço'],
  },
  'zh-TW': {
    waterfall: ['瀑布'],
    river: ['河', '河流', '小河', '溪', '河邊'],
    lake: ['湖', '湖邊', '池塘'],
    beach: ['海灘', '沙灘', '海邊'],
    rain: ['雨', '下雨', '雨天'],
    winter: ['雪', '雪地', '冬天'],
    night: ['夜', '夜晚', '晚上'],
    meadow: ['花園', '公園', '草地'],
    forest: ['森林', '樹林'],
    jungle: ['叢林', '熱帶雨林', '草原'],
    farm: ['農場'],
    city: ['城市', '街道'],
    space: ['太空', '宇宙'],
  },
  vi: {
    waterfall: ['thác', 'thác nước'],
    river: ['sông', 'dòng sông', 'con sông', 'suối', 'dòng suối'],
    lake: ['hồ', 'hồ nước', 'ao'],
    beach: ['bãi biển', 'bờ biển'],
    rain: ['mưa', 'trời mưa'],
    winter: ['tuyết', 'mùa đông'],
    night: ['đêm', 'ban đêm', 'buổi tối'],
    meadow: ['vườn', 'khu vườn', 'công viên', 'đồng cỏ'],
    forest: ['rừng', 'khu rừng'],
    jungle: ['rừng rậm', 'rừng nhiệt đới', 'thảo nguyên'],
    farm: ['nông trại', 'trang trại'],
    city: ['thành phố', 'phố', 'đường phố'],
    space: ['vũ trụ', 'không gian'],
  },
  'zh-CN': {
    waterfall: ['瀑布'],
    river: ['河', '河流', '小河', '溪', '河边'],
    lake: ['湖', '湖边', '池塘'],
    beach: ['海滩', '沙滩', '海边'],
    rain: ['雨', '下雨', '雨天'],
    winter: ['雪', '雪地', '冬天'],
    night: ['夜', '夜晚', '晚上'],
    meadow: ['花园', '公园', '草地'],
    forest: ['森林', '树林'],
    jungle: ['丛林', '热带雨林', '草原'],
    farm: ['农场'],
    city: ['城市', '街道'],
    space: ['太空', '宇宙'],
  },
};

const BY_LOCALE = Object.fromEntries(
  Object.entries(WORDS).map(([locale, table]) => [
    locale,
    new Map(Object.entries(table).flatMap(([backdrop, words]) => words.map((w) => [w, backdrop as PlaceBackdrop]))),
  ]),
) as Record<Locale, Map<string, PlaceBackdrop>>;

/** The background a word names in `locale`, if it names one. */
export function placeBackdrop(word: string, locale: Locale): PlaceBackdrop | undefined {
  return BY_LOCALE[locale].get(word);
}

/** Every place word of a language, by background (for tests and the docs). */
export function placeWords(locale: Locale): Record<PlaceBackdrop, string[]> {
  return WORDS[locale];
}
