// Words a children's coloring site does not draw, by category, in the ten site languages.
// Latin-script entries match whole words after folding (lower case, no accents); a trailing `*`
// also matches longer forms (murder* → murderer). Vietnamese entries keep their tone marks (bom
// "bomb" is not bơm "pump"). Entries in Japanese, Chinese and Korean
// match anywhere in the text (no spaces between words there), so they are chosen to be specific:
// 水槍 (water gun) stays allowed, 手槍 (handgun) does not.

export const SAFETY_CATEGORIES = ['violence', 'weapons', 'sexual', 'drugs', 'hate', 'self_harm'] as const;
export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number];

type List = { words: string[]; vi: string[]; cjk: string[] };

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
      'tuer', 'tue', 'tué*', 'meurtre*', 'meurtrier*', 'sanglant*', 'cadavre*', 'égorg*', 'poignard*', 'viol', 'violer', 'terroriste*',
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
      'gun', 'guns', 'handgun*', 'pistol*', 'rifle*', 'shotgun*', 'machine gun*', 'assault rifle', 'ak-47', 'ak47', 'grenade*', 'bomb', 'bombs', 'explosive*', 'sniper*',
      'waffe', 'waffen', 'pistole*', 'gewehr*', 'maschinengewehr*', 'granate*', 'bombe*', 'sprengstoff*', 'munition',
      'pistola*', 'rifle', 'fusil*', 'escopeta*', 'ametralladora*', 'bomba', 'bombas', 'explosivo*', 'metralhadora*', 'espingarda*', 'arma de fogo', 'armas de fogo', 'arma de fuego', 'armas de fuego',
      'arme à feu', 'armes à feu', 'revolver*', 'mitraillette*', 'grenade', 'bombe', 'explosif*',
    ],
    vi: ['súng', 'súng lục', 'súng trường', 'lựu đạn', 'bom', 'thuốc nổ'],
    cjk: [
      '拳銃', 'ピストル', 'ライフル', '機関銃', 'マシンガン', '手榴弾', '爆弾', '銃撃', '銃で',
      '手槍', '手枪', '步槍', '步枪', '機關槍', '机关枪', '衝鋒槍', '冲锋枪', '手榴彈', '手榴弹', '炸彈', '炸弹', '開槍', '开枪',
      '권총', '소총', '기관총', '수류탄', '폭탄', '총기', '총으로',
    ],
  },
  sexual: {
    words: [
      'sex', 'sexy', 'sexual*', 'nude*', 'naked', 'nudity', 'porn*', 'xxx', 'erotic*', 'nsfw', 'boobs', 'breasts', 'penis', 'vagina', 'genital*', 'lingerie', 'topless', 'hentai', 'fetish*',
      'nackt*', 'erotik', 'erotisch*', 'busen', 'geschlechtsverkehr',
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
      'drug*', 'cocaine', 'heroin', 'methamphetamine', 'marijuana', 'cannabis', 'lsd', 'ecstasy', 'cigarette*', 'vape*', 'beer', 'vodka', 'whisky', 'whiskey', 'alcohol*', 'drunk',
      'droge*', 'kokain', 'heroin', 'zigarette*', 'bier', 'schnaps', 'alkohol*', 'betrunken*',
      'droga*', 'cocaina', 'heroina', 'marihuana', 'maconha', 'cigarro*', 'cerveza*', 'cerveja*', 'borracho*', 'bebado*',
      'drogue*', 'cocaïne', 'héroïne', 'tabac', 'bière*', 'ivre',
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
      'nazi*', 'swastika*', 'hitler', 'kkk', 'ku klux klan', 'white power', 'racist*', 'hakenkreuz*', 'esvástica', 'suástica', 'croix gammée',
      'nigger*', 'faggot*',
    ],
    vi: ['phát xít', 'chữ vạn'],
    cjk: ['ナチス', 'ハーケンクロイツ', 'ヒトラー', '納粹', '纳粹', '希特勒', '나치', '히틀러', '하켄크로이츠'],
  },
  self_harm: {
    words: ['suicide*', 'self harm', 'self-harm', 'selbstmord*', 'suizid*', 'suicidio', 'suicídio', 'suicidar*', 'se suicider'],
    vi: ['tự tử', 'tự sát', 'tự hại'],
    cjk: ['自殺', '自杀', 'リストカット', '自傷', '自残', '자살', '자해'],
  },
};
