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

type List = { words: string[]; vi: string[]; cjk: string[]; symbols?: string[] };

export const BLOCKED: Record<SafetyCategory, List> = {
  violence: {
    words: [
      // en
      'kill', 'kills', 'killed', 'killing', 'murder*', 'blood*', 'gore', 'gory', 'behead*', 'decapitat*', 'torture*', 'massacre*', 'slaughter*', 'corpse*', 'dead body', 'stabbed', 'stabbing', 'strangl*', 'execution*', 'terroris*', 'shooting', 'mutilat*', 'rape*',
      // de
      'töten', 'tötet', 'getötet', 'mord*', 'mörder*', 'ermord*', 'blutig*', 'blutbad', 'folter*', 'leiche*', 'enthaupt*', 'erstech*', 'massaker', 'vergewaltig*', 'terror*',
      // es / pt
      'matar', 'matando', 'asesin*', 'sangre', 'sangriento*', 'tortura*', 'cadaver*', 'masacre', 'decapit*', 'apuñal*', 'violacion*', 'violar', 'terrorista*',
      'sangue', 'sangrento*', 'assassin*', 'massacre', 'estupro*', 'esfaquear', 'matanca',
      // fr
      'tuer', 'tue', 'tué', 'tuée', 'tuées', 'meurtre*', 'meurtrier*', 'sanglant*', 'cadavre*', 'égorg*', 'poignard*', 'viol', 'violer', 'terroriste*',
    ],
    vi: ['giết', 'giết người', 'sát nhân', 'máu me', 'tra tấn', 'xác chết', 'chặt đầu', 'hiếp dâm', 'khủng bố'],
    cjk: [
      '殺す', '殺し', '殺人', '殺害', '虐殺', '流血', '血まみれ', '死体', '拷問', '斬首', 'レイプ', 'テロリスト',
      '殺人', '杀人', '殺害', '杀害', '屠殺', '屠杀', '血腥', '流血', '屍體', '尸体', '酷刑', '斬首', '斩首', '強姦', '强奸', '恐怖分子',
      '살인', '죽여', '죽이는', '피투성이', '시체', '고문', '참수', '강간', '학살', '테러리스트',
    ],
  },
  weapons: {
    words: [
      'gun', 'guns', 'handgun*', 'pistol*', 'rifle*', 'shotgun*', 'machine gun*', 'assault rifle', 'ak-47', 'ak47', 'grenade*', 'bomb', 'bombs', 'bomber', 'bombers', 'bombing*', 'explosive*', 'sniper*',
      'waffe', 'waffen', 'pistole*', 'gewehr*', 'maschinengewehr*', 'granate*', 'bombe', 'bomben', 'bombenleger*', 'bombenanschlag*', 'sprengstoff*', 'munition',
      'pistola*', 'rifle', 'fusil*', 'escopeta*', 'ametralladora*', 'bomba', 'bombas', 'explosivo*', 'metralhadora*', 'espingarda*', 'arma de fogo', 'armas de fogo', 'arma de fuego', 'armas de fuego',
      'arme à feu', 'armes à feu', 'revolver*', 'mitraillette*', 'grenade', 'bombe', 'explosif*',
    ],
    vi: ['súng', 'súng lục', 'súng trường', 'lựu đạn', 'quả bom', 'bom mìn', 'đánh bom', 'ném bom', 'bom nguyên tử', 'thuốc nổ'],
    cjk: [
      '拳銃', 'ピストル', 'ライフル', '機関銃', 'マシンガン', '手榴弾', '爆弾', '銃撃', '銃で',
      '手槍', '手枪', '步槍', '步枪', '機關槍', '机关枪', '衝鋒槍', '冲锋枪', '手榴彈', '手榴弹', '炸彈', '炸弹', '開槍', '开枪',
      '권총', '소총', '기관총', '수류탄', '폭탄', '총기', '총으로',
    ],
  },
  sexual: {
    words: [
      'sex', 'sexy', 'sexual*', 'nude', 'nudes', 'nudist*', 'naked', 'nudity', 'porn*', 'xxx', 'erotic*', 'nsfw', 'boobs', 'breasts', 'penis', 'vagina', 'genital*', 'lingerie', 'topless', 'hentai', 'fetish*',
      'nackt', 'nackte', 'nackten', 'nackter', 'nacktes', 'nacktbild*', 'nacktfoto*', 'erotik', 'erotisch*', 'busen', 'geschlechtsverkehr',
      'sexo', 'desnud*', 'pornogra*', 'erotico*', 'seios', 'senos',
      'sexe', 'érotique*', 'seins',
    ],
    vi: ['khỏa thân', 'tình dục', 'khiêu dâm', 'gợi cảm'],
    cjk: [
      'セックス', 'エロい', 'エロ画像', '裸の', '全裸', 'ヌード', 'ポルノ', 'アダルト', '性行為', 'おっぱい', '乳首',
      '色情', '裸體', '裸体', '性愛', '性爱', '做愛', '做爱', '情色', '全裸', '成人片',
      '섹스', '야한', '나체', '알몸', '포르노', '성인물', '누드', '가슴노출',
    ],
  },
  drugs: {
    words: [
      'drug*', 'cocaine', 'heroin', 'methamphetamine', 'marijuana', 'cannabis', 'lsd', 'ecstasy', 'cigarette*', 'vape', 'vapes', 'vaping', 'vaper', 'beer', 'vodka', 'whisky', 'whiskey', 'alcohol*', 'drunk',
      'droge*', 'kokain', 'heroin', 'zigarette*', 'bier', 'schnaps', 'alkohol*', 'betrunken*',
      'droga*', 'cocaina', 'marihuana', 'maconha', 'cigarro*', 'cerveza*', 'cerveja*', 'borracho*', 'bebado*',
      'drogue*', 'cocaïne', 'tabac', 'bière*', 'ivre',
    ],
    vi: ['ma túy', 'thuốc phiện', 'cần sa', 'thuốc lá', 'rượu', 'bia', 'say rượu'],
    cjk: [
      '麻薬', '覚醒剤', 'コカイン', 'ヘロイン', '大麻', 'タバコ', '煙草', 'ビール', '酔っ払',
      '毒品', '吸毒', '海洛因', '古柯鹼', '可卡因', '大麻', '香菸', '香烟', '啤酒', '醉酒', '冰毒',
      '마약', '코카인', '헤로인', '대마초', '담배', '맥주', '소주', '술취한',
    ],
  },
  hate: {
    words: [
      // hate symbols, movements and names
      'nazi*', 'neonazi*', 'neo nazi*', 'swastika*', 'hitler*', 'heil hitler', 'sieg heil', 'himmler', 'goebbels', 'mengele', 'eichmann', 'third reich',
      'drittes reich', 'reichsadler', 'ss totenkopf', 'kkk', 'ku klux klan', 'white power', 'white pride', 'white supremacy', 'white supremacist*',
      'racist*', 'rassist*', 'racista*', 'raciste*', 'hakenkreuz*', 'esvástica', 'suástica', 'croix gammée', 'svastika', '1488', '14 88',
      'al qaeda', 'al qaida', 'bin laden',
      // slurs
      'nigger*', 'nigga*', 'niggaz', 'faggot*', 'fag', 'fags', 'kike*', 'chink*', 'gook*', 'spic', 'spics', 'wetback*', 'raghead*', 'towelhead*',
      'tranny', 'trannies', 'dyke', 'dykes', 'coon', 'coons', 'jigaboo', 'porch monkey',
      'neger*', 'kanake*', 'kanacke*', 'schwuchtel*', 'judensau', 'sudaca*', 'maricon*', 'bougnoul*', 'youpin*', 'negre*', 'negresse*', 'bicot*',
      'viado*', 'sapatao',
    ],
    vi: ['phát xít', 'chữ vạn', 'khựa', 'tàu khựa', 'mọi rợ'],
    cjk: [
      'ナチス', 'ネオナチ', 'ハーケンクロイツ', 'ヒトラー', 'ジャップ', 'チョン公', '黒んぼ', '支那人', '納粹', '纳粹', '希特勒', '黑鬼', '支那猪', '小日本鬼子', '日本鬼子',
      '나치', '히틀러', '하켄크로이츠', '깜둥이', '쪽바리', '짱깨', '조센징',
    ],
    symbols: ['卐', '࿕', '࿖', 'ᛋᛋ', 'ϟϟ', '🖕'],
  },
  self_harm: {
    words: ['suicide*', 'self harm', 'self-harm', 'selbstmord*', 'suizid*', 'suicidio', 'suicídio', 'suicidar*', 'se suicider'],
    vi: ['tự tử', 'tự sát', 'tự hại'],
    cjk: ['自殺', '自杀', 'リストカット', '自傷', '自残', '자살', '자해'],
  },
  // Swearing and insults the maintained list lacks, and the languages it does not cover (vi, zh-TW).
  profanity: {
    words: [
      'fuck*', 'fuk', 'fuker', 'fck', 'fcking', 'phuck', 'motherfuck*', 'shit', 'shits', 'shitty', 'shithead*', 'bullshit', 'dickhead*', 'dicks',
      'asshole*', 'arsehole*', 'asshat', 'jackass', 'dumbass', 'wanker*', 'prick', 'pricks', 'cunt*', 'twat*', 'bitch*', 'slut*', 'whore*',
      'douchebag*', 'piss', 'pissed', 'bollocks',
      'scheisse', 'scheiss*', 'scheiß*', 'verpiss*', 'fotze*', 'wichser*', 'hurensohn*', 'arschloch*', 'missgeburt*', 'spast*',
      'mierda*', 'joder', 'jodete', 'puta', 'putas', 'putita', 'puto', 'putos', 'cabron*', 'gilipollas', 'hostia puta', 'pendejo*', 'chingar*', 'chingada*', 'culero*', 'verga', 'vergas',
      'merda*', 'caralho*', 'foder', 'fodase', 'foda se', 'puta que pariu', 'arrombado*', 'desgraçado*',
      'putain*', 'merde*', 'connard*', 'connasse*', 'salope*', 'encule*', 'nique ta mere', 'ta gueule',
      // Vietnamese written without tone marks, as people type on a phone
      'dit me', 'dit con me', 'du ma', 'du me', 'deo me', 'vai lon', 'vcl', 'vkl', 'dcm', 'dkm', 'clgt', 'cmnr',
    ],
    vi: ['địt', 'đụ', 'đéo', 'lồn', 'cặc', 'buồi', 'đĩ', 'đm', 'đcm', 'đkm', 'địt mẹ', 'đụ má', 'đù má', 'đụ mẹ', 'con đĩ', 'vãi lồn', 'vãi cặc', 'thằng chó đẻ', 'đồ chó đẻ', 'cứt'],
    cjk: [
      // zh-TW and Taiwanese Hokkien
      '幹你娘', '幹您娘', '幹你老師', '幹你老母', '機掰', '雞掰', '靠北', '靠杯', '他媽的', '你媽的', '媽的咧', '王八蛋', '臭婊子', '賤人', '白癡', '智障',
      // zh-CN
      '操你妈', '草泥马', '卧槽', '傻逼', '傻屄', '煞笔', '你妹的', '滚蛋', '他妈的',
      // ja
      'くそったれ', 'クソ野郎', 'ぶっ殺', 'ファック', '死ね', 'ちんぽ', 'まんこ', 'キチガイ', '気違い',
      // ko
      '씨발', '씨bal', 'ㅅㅂ', 'ㅆㅂ', '존나', '좆같', '개새끼', '병신', 'ㅂㅅ', '지랄', '썅', '느금마',
    ],
  },
};

/**
 * Innocent words and phrases that the rules above would catch, matched before the lists: whole
 * words with their accents (lower case), and Latin-script phrases (folded like the text).
 */
export const INNOCENT_WORDS: readonly string[] = [
  // Vietnamese words that fold onto an English or French listed word
  'cúm', 'tuệ', 'tuế', 'tuê', 'mông', 'cú', 'củ', 'cù', 'cứ', 'cư', 'cụ', 'sẽ', 'bía', 'dít', 'phắc',
  // French "râpé" (grated) is not "rape"
  'râpé', 'râpée', 'râpe', 'râper', 'râpées', 'râpés',
];
/** Japanese, Chinese and Korean words that contain a listed word: ヌードル (noodle) holds ヌード. */
export const INNOCENT_CJK: readonly string[] = ['ヌードル', 'ぬーどる'];
export const INNOCENT_PHRASES: readonly string[] = [
  'maine coon', 'maine coons', 'assassin bug', 'assassin bugs', 'moby dick', 'water gun', 'water guns', 'squirt gun', 'squirt guns', 'glue gun',
  'bubble gun', 'bath bomb', 'bath bombs', 'pistol shrimp', 'bloodhound', 'bloodhounds', 'blood orange', 'blood oranges', 'drugstore', 'drogerie',
  'water pistol', 'water pistols', 'pistola de agua', 'pistola de água', 'pistola d agua', 'pistolet à eau', 'súng nước', 'bomba de agua',
  'bomba de água', 'bomba de gasolina', 'bomba de bicicleta', 'bomba de ar', 'bomba de chocolate', 'killer whale', 'killer whales', 'dick bruna', 'dick whittington', 'philip k dick', 'cum laude', 'pik ass', 'herz ass', 'kreuz ass', 'karo ass',
];
