// Words that name where a scene happens rather than what to draw: they pick the background ("an elephant
// under a waterfall" → the waterfall, not the savanna the elephant would get). Written per language, in the
// form prompts use: lower case; spaced languages as their words joined by one space (the tokenizer splits
// "chute d'eau" into chute / d / eau); Japanese, Korean and Chinese as the bare noun (particles are stripped,
// and the longest keyword wins, so 空飛ぶ円盤 stays a flying saucer and 河马 a hippo).
import type { Locale } from '../../i18n/locales';
import type { Backdrop } from '../scene/backdrops';

type PlaceBackdrop = Extract<
  Backdrop,
  | 'waterfall'
  | 'river'
  | 'lake'
  | 'beach'
  | 'sea'
  | 'rain'
  | 'winter'
  | 'night'
  | 'meadow'
  | 'forest'
  | 'jungle'
  | 'farm'
  | 'city'
  | 'space'
  | 'castle'
  | 'volcano'
  | 'mountain'
  | 'tree'
  | 'pond'
  | 'mud'
>;

const WORDS: Record<Locale, Record<PlaceBackdrop, string[]>> = {
  en: {
    waterfall: ['waterfall', 'cascade'],
    river: ['river', 'stream', 'brook', 'creek', 'riverbank'],
    lake: ['lake', 'pond', 'lakeside'],
    beach: ['beach', 'seaside', 'seashore', 'shore', 'sandy beach'],
    sea: ['sea', 'ocean', 'underwater', 'under the sea'],
    rain: ['rain', 'rainy day', 'raining', 'rainy'],
    winter: ['snow', 'snowy', 'winter'],
    night: ['night', 'nighttime', 'at night', 'moonlight'],
    meadow: ['garden', 'park', 'meadow'],
    forest: ['forest', 'woods'],
    jungle: ['jungle', 'rainforest', 'savanna'],
    farm: ['farm', 'farmyard'],
    city: ['city', 'town', 'street'],
    space: ['space', 'outer space'],
    castle: ['castle', 'palace', 'fortress', 'kingdom'],
    volcano: ['volcano', 'volcanoes'],
    mountain: ['mountain', 'mountains', 'mountaintop'],
    tree: ['tree', 'treetop', 'branch', 'bough'],
    pond: ['lily pad', 'lily pads', 'lilypad'],
    mud: ['mud', 'mud puddle', 'muddy', 'puddle', 'mud bath'],
  },
  de: {
    waterfall: ['wasserfall'],
    river: ['fluss', 'bach', 'flussufer'],
    lake: ['see', 'teich', 'weiher'],
    beach: ['strand', 'meeresstrand', 'küste'],
    sea: ['meer', 'ozean', 'unterwasser'],
    rain: ['regen', 'regentag'],
    winter: ['schnee', 'winter'],
    night: ['nacht', 'mondschein'],
    meadow: ['garten', 'park', 'wiese'],
    forest: ['wald'],
    jungle: ['dschungel', 'urwald', 'regenwald', 'savanne'],
    farm: ['bauernhof'],
    city: ['stadt', 'straße'],
    space: ['weltall', 'weltraum'],
    castle: ['burg', 'schloss', 'palast', 'königreich'],
    volcano: ['vulkan'],
    mountain: ['berg', 'berge', 'gebirge', 'berggipfel'],
    tree: ['baum', 'ast', 'zweig', 'baumkrone'],
    pond: ['seerosenblatt', 'seerose'],
    mud: ['schlamm', 'matsch', 'schlammpfütze', 'pfütze', 'schlammbad'],
  },
  es: {
    waterfall: ['cascada', 'catarata'],
    river: ['río', 'rio', 'arroyo'],
    lake: ['lago', 'estanque', 'laguna'],
    beach: ['playa', 'orilla del mar'],
    sea: ['mar', 'océano', 'oceano', 'fondo del mar'],
    rain: ['lluvia', 'día lluvioso'],
    winter: ['nieve', 'invierno'],
    night: ['noche'],
    meadow: ['jardín', 'jardin', 'parque', 'prado'],
    forest: ['bosque'],
    jungle: ['selva', 'jungla', 'sabana'],
    farm: ['granja'],
    city: ['ciudad', 'calle'],
    space: ['espacio', 'espacio exterior'],
    castle: ['castillo', 'palacio', 'fortaleza', 'reino'],
    volcano: ['volcán', 'volcan'],
    mountain: ['montaña', 'montana', 'montañas', 'monte'],
    tree: ['árbol', 'arbol', 'rama'],
    pond: ['nenúfar', 'nenufar', 'hoja de nenúfar'],
    mud: ['barro', 'lodo', 'charco', 'charco de barro', 'fango'],
  },
  fr: {
    waterfall: ['cascade', 'chute d eau', 'chutes d eau'],
    river: ['rivière', 'riviere', 'fleuve', 'ruisseau'],
    lake: ['lac', 'étang', 'etang', 'mare'],
    beach: ['plage', 'bord de mer'],
    sea: ['mer', 'océan', 'ocean', 'fond de la mer'],
    rain: ['pluie'],
    winter: ['neige', 'hiver'],
    night: ['nuit'],
    meadow: ['jardin', 'parc', 'pré', 'prairie'],
    forest: ['forêt', 'foret', 'bois'],
    jungle: ['jungle', 'savane'],
    farm: ['ferme'],
    city: ['ville', 'rue'],
    space: ['espace'],
    castle: ['château', 'chateau', 'palais', 'forteresse', 'royaume'],
    volcano: ['volcan'],
    mountain: ['montagne', 'montagnes'],
    tree: ['arbre', 'branche'],
    pond: ['nénuphar', 'nenuphar', 'feuille de nénuphar'],
    mud: ['boue', 'flaque', 'flaque de boue', 'gadoue'],
  },
  ja: {
    waterfall: ['滝'],
    river: ['川', '小川', '河'],
    lake: ['湖', '池', 'みずうみ'],
    beach: ['ビーチ', '浜辺', '砂浜', '海辺', 'すなはま'],
    sea: ['海', '海の中', '海中'],
    rain: ['雨'],
    winter: ['雪', '冬', 'ふゆ'],
    night: ['夜', 'よる'],
    meadow: ['庭', '公園', '野原', '花畑', 'こうえん', 'のはら', 'はなばたけ'],
    forest: ['森', 'もり'],
    jungle: ['ジャングル', 'サバンナ'],
    farm: ['牧場', '農場', 'ぼくじょう'],
    city: ['街', '町'],
    space: ['宇宙', 'うちゅう'],
    castle: ['城', 'お城', 'おしろ', '宮殿', '王国'],
    volcano: ['火山', 'かざん'],
    mountain: ['山', 'やま', '山の上'],
    tree: ['木', '樹', '木の上', '枝', '木の枝', 'えだ'],
    pond: ['蓮の葉', 'ハスの葉', 'はすの葉', '睡蓮の葉', 'スイレンの葉'],
    mud: ['泥んこ', 'どろんこ', '泥', 'どろ', '水たまり', '泥たまり'],
  },
  ko: {
    waterfall: ['폭포'],
    river: ['강', '강가', '시냇물', '개울'],
    lake: ['호수', '연못'],
    beach: ['해변', '바닷가', '모래사장'],
    sea: ['바다', '바닷속'],
    rain: ['비', '빗속'],
    winter: ['눈밭', '겨울'],
    night: ['밤'],
    meadow: ['정원', '공원', '들판', '마당'],
    forest: ['숲'],
    jungle: ['정글', '사바나'],
    farm: ['농장'],
    city: ['도시', '거리'],
    space: ['우주'],
    castle: ['성', '궁전', '왕국', '요새'],
    volcano: ['화산'],
    mountain: ['산', '산꼭대기'],
    tree: ['나무', '나뭇가지'],
    pond: ['연잎', '수련잎'],
    mud: ['진흙', '진흙탕', '흙탕물', '웅덩이', '물웅덩이'],
  },
  pt: {
    waterfall: ['cachoeira', 'cascata', 'queda d água'],
    river: ['rio', 'riacho'],
    lake: ['lago', 'lagoa'],
    beach: ['praia'],
    sea: ['mar', 'oceano', 'fundo do mar'],
    rain: ['chuva', 'dia chuvoso'],
    winter: ['neve', 'inverno'],
    night: ['noite'],
    meadow: ['jardim', 'parque'],
    forest: ['floresta', 'bosque'],
    jungle: ['selva', 'savana'],
    farm: ['fazenda', 'sítio'],
    city: ['cidade', 'rua'],
    space: ['espaço'],
    castle: ['castelo', 'palácio', 'fortaleza', 'reino'],
    volcano: ['vulcão', 'vulcao'],
    mountain: ['montanha', 'montanhas', 'monte'],
    tree: ['árvore', 'arvore', 'galho'],
    pond: ['vitória régia', 'folha de nenúfar', 'nenúfar'],
    mud: ['lama', 'barro', 'poça', 'poça de lama', 'lamaçal'],
  },
  'zh-TW': {
    waterfall: ['瀑布'],
    river: ['河', '河流', '小河', '溪', '河邊'],
    lake: ['湖', '湖邊', '池塘'],
    beach: ['海灘', '沙灘', '海邊'],
    sea: ['海', '海裡', '海洋'],
    rain: ['雨', '下雨', '雨天'],
    winter: ['雪', '雪地', '冬天'],
    night: ['夜', '夜晚', '晚上'],
    meadow: ['花園', '公園', '草地'],
    forest: ['森林', '樹林'],
    jungle: ['叢林', '熱帶雨林', '草原'],
    farm: ['農場'],
    city: ['城市', '街道'],
    space: ['太空', '宇宙'],
    castle: ['城堡', '宮殿', '王國'],
    volcano: ['火山'],
    mountain: ['山', '山上', '高山'],
    tree: ['樹', '樹上', '大樹', '樹枝'],
    pond: ['荷葉', '睡蓮葉'],
    mud: ['泥巴', '泥坑', '泥水', '水坑', '爛泥'],
  },
  vi: {
    waterfall: ['thác', 'thác nước'],
    river: ['sông', 'dòng sông', 'con sông', 'suối', 'dòng suối'],
    lake: ['hồ', 'hồ nước', 'ao'],
    beach: ['bãi biển', 'bờ biển'],
    sea: ['biển', 'đại dương', 'dưới biển'],
    rain: ['mưa', 'trời mưa'],
    winter: ['tuyết', 'mùa đông'],
    night: ['đêm', 'ban đêm', 'buổi tối'],
    meadow: ['vườn', 'khu vườn', 'công viên', 'đồng cỏ'],
    forest: ['rừng', 'khu rừng'],
    jungle: ['rừng rậm', 'rừng nhiệt đới', 'thảo nguyên'],
    farm: ['nông trại', 'trang trại'],
    city: ['thành phố', 'phố', 'đường phố'],
    space: ['vũ trụ', 'không gian'],
    castle: ['lâu đài', 'cung điện', 'vương quốc', 'pháo đài'],
    volcano: ['núi lửa'],
    mountain: ['núi', 'ngọn núi', 'trên núi'],
    tree: ['cây', 'trên cây', 'cành cây', 'cành'],
    pond: ['lá sen', 'lá súng'],
    mud: ['bùn', 'vũng bùn', 'vũng nước', 'bãi bùn'],
  },
  'zh-CN': {
    waterfall: ['瀑布'],
    river: ['河', '河流', '小河', '溪', '河边'],
    lake: ['湖', '湖边', '池塘'],
    beach: ['海滩', '沙滩', '海边'],
    sea: ['海', '海里', '海洋'],
    rain: ['雨', '下雨', '雨天'],
    winter: ['雪', '雪地', '冬天'],
    night: ['夜', '夜晚', '晚上'],
    meadow: ['花园', '公园', '草地'],
    forest: ['森林', '树林'],
    jungle: ['丛林', '热带雨林', '草原'],
    farm: ['农场'],
    city: ['城市', '街道'],
    space: ['太空', '宇宙'],
    castle: ['城堡', '宫殿', '王国'],
    volcano: ['火山'],
    mountain: ['山', '山上', '高山'],
    tree: ['树', '树上', '大树', '树枝'],
    pond: ['荷叶', '睡莲叶'],
    mud: ['泥巴', '泥坑', '泥水', '水坑', '烂泥'],
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
