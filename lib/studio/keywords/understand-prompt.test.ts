import { describe, expect, it } from 'vitest';
import { StudioError } from '../errors';
import type { Locale } from '../../i18n/locales';
import { understandPrompt } from './understand-prompt';

// The same idea said in the ten site languages must land on the same motifs.
// `place`: the background a place word picks (the castle is where the unicorn is, not a second motif).
const IDEAS: { motifs: string[]; place?: string; says: Record<Locale, string> }[] = [
  {
    motifs: ['cat', 'soccer ball'],
    says: {
      en: 'cat playing with a ball',
      de: 'Katze spielt mit einem Ball',
      es: 'Un gato jugando con una pelota',
      fr: 'Un chat qui joue avec un ballon',
      ja: 'ボールで遊ぶ猫',
      ko: '고양이가 공을 가지고 논다',
      pt: 'Um gato brincando com uma bola',
      'zh-TW': '貓咪在玩球',
      vi: 'con mèo chơi với quả bóng',
      'zh-CN': '猫在玩球',
    },
  },
  {
    motifs: ['dog', 'house', 'deciduous tree'],
    says: {
      en: 'a dog in front of a house under a tree',
      de: 'Ein Hund vor dem Haus unter einem Baum',
      es: 'Un perro delante de la casa bajo un árbol',
      fr: 'Un chien devant la maison sous un arbre',
      ja: '家の前の犬と木',
      ko: '집 앞의 개와 나무',
      pt: 'Um cachorro na frente da casa sob uma árvore',
      'zh-TW': '房子前面的狗和樹',
      vi: 'con chó trước ngôi nhà dưới cái cây',
      'zh-CN': '房子前面的狗和树',
    },
  },
  {
    motifs: ['sauropod', 'rainbow'],
    says: {
      en: 'a dinosaur and a rainbow',
      de: 'Ein Dinosaurier und ein Regenbogen',
      es: 'Un dinosaurio y un arcoíris',
      fr: 'Un dinosaure et un arc-en-ciel',
      ja: '恐竜と虹',
      ko: '공룡과 무지개',
      pt: 'Um dinossauro e um arco-íris',
      'zh-TW': '恐龍和彩虹',
      vi: 'một con khủng long và cầu vồng',
      'zh-CN': '恐龙和彩虹',
    },
  },
  {
    motifs: ['egg'],
    place: 'meadow',
    says: {
      en: 'Easter eggs in the garden',
      de: 'Ostereier im Garten',
      es: 'Huevos de Pascua en el jardín',
      fr: 'Des œufs de Pâques dans le jardin',
      ja: '庭のイースターエッグ',
      ko: '정원의 부활절 달걀',
      pt: 'Ovos de Páscoa no jardim',
      'zh-TW': '花園裡的復活節彩蛋',
      vi: 'trứng Phục Sinh trong vườn',
      'zh-CN': '花园里的复活节彩蛋',
    },
  },
  {
    motifs: ['balloon', 'birthday cake'],
    says: {
      en: 'balloons and a birthday cake',
      de: 'Luftballons und eine Geburtstagstorte',
      es: 'Globos y un pastel de cumpleaños',
      fr: 'Des ballons de baudruche et un gâteau d’anniversaire',
      ja: '風船と誕生日ケーキ',
      ko: '풍선과 생일 케이크',
      pt: 'Balões e um bolo de aniversário',
      'zh-TW': '氣球和生日蛋糕',
      vi: 'bóng bay và bánh sinh nhật',
      'zh-CN': '气球和生日蛋糕',
    },
  },
  {
    motifs: ['merperson'],
    says: {
      en: 'a mermaid',
      de: 'Eine Meerjungfrau',
      es: 'Una sirena en el mar',
      fr: 'Une sirène',
      ja: '人魚',
      ko: '인어',
      pt: 'Uma sereia no mar',
      'zh-TW': '美人魚',
      vi: 'nàng tiên cá',
      'zh-CN': '美人鱼',
    },
  },
  {
    motifs: ['police car', 'fire engine'],
    says: {
      en: 'a police car and a fire truck',
      de: 'Ein Polizeiauto und ein Feuerwehrauto',
      es: 'Un coche de policía y un camión de bomberos',
      fr: 'Une voiture de police et un camion de pompiers',
      ja: 'パトカーと消防車',
      ko: '경찰차와 소방차',
      pt: 'Um carro de polícia e um caminhão de bombeiros',
      'zh-TW': '警車和消防車',
      vi: 'xe cảnh sát và xe cứu hỏa',
      'zh-CN': '警车和消防车',
    },
  },
  {
    motifs: ['delivery truck'],
    says: {
      en: 'a truck',
      de: 'Ein Lastwagen',
      es: 'Un camión',
      fr: 'Un camion',
      ja: 'トラック',
      ko: '트럭',
      pt: 'Um caminhão',
      'zh-TW': '卡車',
      vi: 'xe tải',
      'zh-CN': '卡车',
    },
  },
  {
    motifs: ['astronaut'],
    says: {
      en: 'an astronaut',
      de: 'Ein Astronaut',
      es: 'Un astronauta',
      fr: 'Un astronaute',
      ja: '宇宙飛行士',
      ko: '우주비행사',
      pt: 'Um astronauta',
      'zh-TW': '太空人',
      vi: 'phi hành gia',
      'zh-CN': '宇航员',
    },
  },
  {
    // "Halbmond" had been the half-black first quarter, the plural stars the sparkles, in four languages
    motifs: ['crescent moon', 'star'],
    says: {
      en: 'the moon and the stars',
      de: 'Halbmond und Sterne',
      es: 'La luna y las estrellas',
      fr: 'La lune et les étoiles',
      ja: '月と星',
      ko: '달과 별',
      pt: 'A lua e as estrelas',
      'zh-TW': '月亮和星星',
      vi: 'mặt trăng và ngôi sao',
      'zh-CN': '月亮和星星',
    },
  },
  {
    motifs: ['firefighter', 'health worker'],
    says: {
      en: 'a firefighter and a doctor',
      de: 'Feuerwehrmann und Ärztin',
      es: 'Un bombero y un médico',
      fr: 'Un pompier et un médecin',
      ja: '消防士と医者',
      ko: '소방관과 의사',
      pt: 'Um bombeiro e um médico',
      'zh-TW': '消防員和醫生',
      vi: 'lính cứu hỏa và bác sĩ',
      'zh-CN': '消防员和医生',
    },
  },
  {
    motifs: ['police officer', 'cook', 'farmer'],
    says: {
      en: 'a police officer, a cook and a farmer',
      de: 'Polizist, Koch und Bauer',
      es: 'Un policía, un cocinero y un granjero',
      fr: 'Un policier, un cuisinier et un fermier',
      ja: '警察官とコックと農家',
      ko: '경찰관, 요리사, 농부',
      pt: 'Um policial, um cozinheiro e um agricultor',
      'zh-TW': '警察、廚師和農民',
      vi: 'cảnh sát, đầu bếp và nông dân',
      'zh-CN': '警察、厨师和农民',
    },
  },
  {
    motifs: ['unicorn'],
    place: 'castle',
    says: {
      en: 'a unicorn at the castle',
      de: 'Ein Einhorn am Schloss',
      es: 'Un unicornio en el castillo',
      fr: 'Une licorne au château',
      ja: 'お城のユニコーン',
      ko: '성 앞의 유니콘',
      pt: 'Um unicórnio no castelo',
      'zh-TW': '城堡裡的獨角獸',
      vi: 'kỳ lân ở lâu đài',
      'zh-CN': '城堡里的独角兽',
    },
  },
  {
    motifs: ['rocket', 'crescent moon'],
    says: {
      en: 'a rocket flying to the moon',
      de: 'Eine Rakete fliegt zum Mond',
      es: 'Un cohete vuela a la luna',
      fr: 'Une fusée vole vers la lune',
      ja: '月へ飛ぶロケット',
      ko: '달로 가는 로켓',
      pt: 'Um foguete voando para a lua',
      'zh-TW': '飛向月亮的火箭',
      vi: 'tên lửa bay lên mặt trăng',
      'zh-CN': '飞向月亮的火箭',
    },
  },
  {
    // no emoji draws a knight: the motif is ours, named by the synonyms alone (기사 and hiệp sĩ had been the dragon)
    motifs: ['knight', 'dragon'],
    says: {
      en: 'a knight and a dragon',
      de: 'Ein Ritter und ein Drache',
      es: 'Un caballero y un dragón',
      fr: 'Un chevalier et un dragon',
      ja: '騎士とドラゴン',
      ko: '기사와 용',
      pt: 'Um cavaleiro e um dragão',
      'zh-TW': '騎士和龍',
      vi: 'hiệp sĩ và con rồng',
      'zh-CN': '骑士和龙',
    },
  },
  {
    // a reindeer had drawn nothing (in Portuguese a moose): it is drawn as the deer
    motifs: ['Santa Claus', 'deer'],
    says: {
      en: 'Santa Claus with a reindeer',
      de: 'Der Weihnachtsmann mit einem Rentier',
      es: 'Papá Noel con un reno',
      fr: 'Le père Noël avec un renne',
      ja: 'サンタクロースとトナカイ',
      ko: '산타클로스와 순록',
      pt: 'Papai Noel com uma rena',
      'zh-TW': '聖誕老人和馴鹿',
      vi: 'ông già Noel và tuần lộc',
      'zh-CN': '圣诞老人和驯鹿',
    },
  },
  {
    // "hen" and "chick" drew nothing in English, "pintinho" nothing in Portuguese, 母鸡 a ladybird as well
    motifs: ['chicken', 'baby chick'],
    says: {
      en: 'a hen and her chicks',
      de: 'Eine Henne und ihre Küken',
      es: 'Una gallina y sus pollitos',
      fr: 'Une poule et ses poussins',
      ja: 'にわとりとひよこ',
      ko: '암탉과 병아리',
      pt: 'Uma galinha e seus pintinhos',
      'zh-TW': '母雞和小雞',
      vi: 'gà mái và gà con',
      'zh-CN': '母鸡和小鸡',
    },
  },
  {
    // "mom" and "grandma" drew nothing, "dad" a cap, "father" a feather: the parents and grandparents stand whole
    motifs: ['woman', 'man'],
    says: {
      en: 'mom and dad',
      de: 'Mama und Papa',
      es: 'mamá y papá',
      fr: 'maman et papa',
      ja: 'ママとパパ',
      ko: '엄마와 아빠',
      pt: 'mamãe e papai',
      'zh-TW': '媽媽和爸爸',
      vi: 'mẹ và bố',
      'zh-CN': '妈妈和爸爸',
    },
  },
  {
    motifs: ['old woman', 'old man'],
    says: {
      en: 'grandma and grandpa',
      de: 'Oma und Opa',
      es: 'la abuela y el abuelo',
      fr: 'mamie et papi',
      ja: 'おばあちゃんとおじいちゃん',
      ko: '할머니와 할아버지',
      pt: 'vovó e vovô',
      'zh-TW': '奶奶和爺爺',
      vi: 'bà nội và ông nội',
      'zh-CN': '奶奶和爷爷',
    },
  },
  {
    // "a family" drew a crown: it is a father, a mother and a child
    motifs: ['man', 'woman', 'child'],
    says: {
      en: 'a family',
      de: 'eine Familie',
      es: 'una familia',
      fr: 'une famille',
      ja: '家族',
      ko: '가족',
      pt: 'uma família',
      'zh-TW': '一家人',
      vi: 'gia đình',
      'zh-CN': '一家人',
    },
  },
  {
    // "ballerina" drew nothing, "pirate" a parrot (one of its tags): both are drawn whole
    motifs: ['woman dancing', 'pirate'],
    says: {
      en: 'a ballerina and a pirate',
      de: 'Eine Ballerina und ein Pirat',
      es: 'Una bailarina y un pirata',
      fr: 'Une ballerine et un pirate',
      ja: 'バレリーナと海賊',
      ko: '발레리나와 해적',
      pt: 'Uma bailarina e um pirata',
      'zh-TW': '芭蕾舞者和海盜',
      vi: 'vũ công ba lê và cướp biển',
      'zh-CN': '芭蕾舞演员和海盗',
    },
  },
  {
    // a unicorn "with wings" drew a unicorn and a loose wing (a feather in Japanese, a fairy in Portuguese)
    motifs: ['winged unicorn'],
    says: {
      en: 'a unicorn with big wings',
      de: 'Ein Einhorn mit Flügeln',
      es: 'Un unicornio con alas',
      fr: 'Une licorne avec des ailes',
      ja: '羽のあるユニコーン',
      ko: '날개 달린 유니콘',
      pt: 'Um unicórnio com asas',
      'zh-TW': '有翅膀的獨角獸',
      vi: 'kỳ lân có cánh',
      'zh-CN': '有翅膀的独角兽',
    },
  },
  {
    // the clown emoji is a face, left out with the faces: "clown" drew nothing; it is drawn whole
    motifs: ['clown face', 'balloon'],
    says: {
      en: 'a clown with balloons',
      de: 'Ein Clown mit Luftballons',
      es: 'Un payaso con globos',
      fr: 'Un clown avec des ballons de baudruche',
      ja: 'ピエロと風船',
      ko: '풍선을 든 피에로',
      pt: 'Um palhaço com balões',
      'zh-TW': '小丑和氣球',
      vi: 'chú hề và bóng bay',
      'zh-CN': '小丑和气球',
    },
  },
  {
    motifs: ['butterfly', 'blossom'],
    says: {
      en: 'butterflies on a flower',
      de: 'Ein Schmetterling auf einer Blume',
      es: 'Una mariposa en una flor',
      fr: 'Un papillon sur une fleur',
      ja: '花にとまる蝶',
      ko: '꽃 위의 나비',
      pt: 'Uma borboleta numa flor',
      'zh-TW': '花上的蝴蝶',
      vi: 'con bướm trên bông hoa',
      'zh-CN': '花上的蝴蝶',
    },
  },
];

describe('understandPrompt', () => {
  for (const idea of IDEAS) {
    for (const [locale, prompt] of Object.entries(idea.says)) {
      it(`${locale}: "${prompt}" -> ${idea.motifs.join(' + ')}`, () => {
        const r = understandPrompt(prompt, locale as Locale); // the UI passes the site language as a hint
        expect(r.kind).toBe('motifs');
        if (r.kind !== 'motifs') return;
        expect(r.locale).toBe(locale);
        expect(r.motifs.map((m) => m.name).sort()).toEqual([...idea.motifs].sort());
        expect(r.place?.backdrop).toBe(idea.place);
      });
    }
  }

  it('says when nothing is drawable and suggests words in the reader language', () => {
    const r = understandPrompt('qwerty zxcv', 'de');
    expect(r).toMatchObject({ kind: 'nothing_to_draw', locale: 'de' });
    if (r.kind === 'nothing_to_draw') expect(r.suggestions).toContain('Katze');
  });

  // CLDR's labels were suggested as they are: "sauropod", "deciduous tree", "rosto de unicórnio" (a face)
  it.each([
    ['en', ['dinosaur', 'tree', 'fish'], ['sauropod', 'deciduous tree']],
    ['de', ['Dinosaurier', 'Baum'], ['Sauropode', 'Laubbaum']],
    ['pt', ['unicórnio'], ['rosto de unicórnio']],
  ] as const)('suggests everyday words in %s', (locale, words, not) => {
    const r = understandPrompt('qwerty zxcv', locale);
    if (r.kind !== 'nothing_to_draw') throw new Error('expected nothing to draw');
    for (const w of words) expect(r.suggestions).toContain(w);
    for (const w of not) expect(r.suggestions).not.toContain(w);
  });

  it.each([
    ['   ', 'prompt_empty'],
    ['cat '.repeat(500), 'prompt_too_long'],
    ['قطة تلعب بالكرة', 'unsupported_script'],
    ['кошка играет с мячом', 'unsupported_script'],
  ])('refuses %j with %s', (prompt, code) => {
    expect(() => understandPrompt(prompt)).toThrow(StudioError);
    try {
      understandPrompt(prompt);
    } catch (e) {
      expect((e as StudioError).code).toBe(code);
    }
  });
});

// CLDR's tags name a motif by any word linked to it ("two" the two-hump camel, "man" the snowman, "happy" a
// birthday cake): in an everyday prompt they drew things nobody asked for. synonyms/en.json drops them (a man is
// now drawn as one, whole).
describe('everyday English words that are only tags', () => {
  it.each([
    ['two cats and three dogs', ['cat', 'dog']],
    ['a man walking his dog', ['man', 'dog']],
    ['a happy cat', ['cat']],
    ['a dog jumping up', ['dog']],
    ['a pirate ship', ['sailboat']],
    ['an elephant with a long trunk', ['elephant']],
    ['children playing with a ball', ['child', 'soccer ball']],
    ['a cute dog on a sunny day', ['dog', 'sun']],
    ['a fluffy bunny', ['rabbit']],
    ['a zebra with black and white stripes', ['zebra']],
    ['a pretty princess', ['princess']],
    ['the first day of school', ['school']],
  ])('"%s" draws %j and nothing else', (prompt, motifs) => {
    const r = understandPrompt(prompt, 'en');
    expect(r.kind === 'motifs' && r.motifs.map((m) => m.name).sort()).toEqual([...motifs].sort());
  });
});

// The same in the other languages: jump words were a kangaroo, "feliz" Santa Claus (feliz Navidad), Vietnamese
// "người" (person) a superhero, Japanese 男 (man) a prince and 的 a bullseye, which also made a Chinese prompt
// read as Japanese and lose its dog; French plurals in -aux found nothing.
describe('everyday words in the other languages', () => {
  it.each([
    ['un perro feliz salta', 'es', ['dog']],
    ['một chú chó vui vẻ nhảy lên', 'vi', ['dog']],
    ['người đàn ông và con chó', 'vi', ['man', 'dog']],
    ['幸せな犬がジャンプする', 'ja', ['dog']],
    ['男の人と犬', 'ja', ['man', 'dog']],
    ['快乐的小狗在跳', 'zh-CN', ['dog']],
    ['一个男人和他的狗', 'zh-CN', ['man', 'dog']],
    ['행복한 강아지가 점프해요', 'ko', ['dog']],
    ['deux chevaux et des oiseaux', 'fr', ['horse', 'bird']],
    // plurals that change the word's body: German umlauts, Spanish -ones and -ces, Portuguese -ões and -ães
    ['Vögel und Mäuse', 'de', ['bird', 'mouse']],
    ['drei Einhörner', 'de', ['unicorn']],
    ['peces y ratones', 'es', ['tropical fish', 'mouse']],
    ['leões e cães', 'pt', ['lion', 'dog']],
    // tags of playing cards ("flores", "corazones") that had won over the flower and the heart
    ['flores no jardim', 'pt', ['blossom']],
    ['muchos corazones', 'es', ['red heart']],
    // a name with "man" or a grandparent's honorific in it is not a man ("Spider-Man", Vietnamese "Mr Sun")
    ['Spider-Man', 'en', ['superhero']],
    ['a snow man', 'en', ['snowman']],
    ['hombre de nieve', 'es', ['snowman']],
    ['ông mặt trời', 'vi', ['sun']],
    // size and mood adjectives that CLDR tags with a motif: "klein" the small airplane, "groß" and "grande" the
    // mammoth, "petit" the baby, "pequeno" a child, "old" the old man, "nhỏ" a shrimp
    ['ein kleiner Hund und eine große Katze', 'de', ['dog', 'cat']],
    ['un gato grande', 'es', ['cat']],
    ['un petit chien mignon', 'fr', ['dog']],
    ['um cachorro pequeno', 'pt', ['dog']],
    ['a 5 year old girl', 'en', ['child']],
    ['một con mèo nhỏ', 'vi', ['cat']],
    ['kleine Meerjungfrau', 'de', ['merperson']],
    ['인어공주', 'ko', ['merperson']],
    // Vietnamese names after the classifier "con": "con cá heo" had been a fish and a pig, "con gấu trúc" a bear
    ['con cá heo và con gấu trúc', 'vi', ['dolphin', 'panda']],
    ['con gà và con bò', 'vi', ['chicken', 'cow']],
    // verbs and a plant CLDR tags with a motif: 吃 (eat) a hamburger, 竹 (bamboo) the New Year pine decoration
    ['熊猫吃竹子', 'zh-CN', ['panda']],
  ] as const)('"%s" (%s) draws %j', (prompt, locale, motifs) => {
    const r = understandPrompt(prompt, locale);
    expect(r.kind === 'motifs' && [r.locale, r.motifs.map((m) => m.name).sort()]).toEqual([locale, [...motifs].sort()]);
  });
});

// Japanese children and parents write animal names in hiragana as often as in katakana; "しまうま" (zebra)
// had drawn a horse, the only word found inside it.
describe('Japanese in hiragana', () => {
  it.each([
    ['らいおん', ['lion'], undefined],
    ['ぺんぎん', ['penguin'], undefined],
    ['しまうま', ['zebra'], undefined],
    ['けーき', ['birthday cake'], undefined],
    ['おばけ', ['ghost'], undefined],
    ['ゆきだるま', ['snowman'], undefined],
    ['おしろのおひめさま', ['princess'], 'castle'],
    ['もりのくま', ['bear'], 'forest'],
  ] as const)('"%s" draws %j', (prompt, motifs, place) => {
    const r = understandPrompt(prompt, 'ja');
    expect(r.kind === 'motifs' && [r.motifs.map((m) => m.name), r.place?.backdrop]).toEqual([[...motifs], place]);
  });
});

// Children misspell what they ask for; one typo away from one motif (two in a long word) still draws it.
describe('misspelt words', () => {
  it.each([
    ['unicron', 'en', ['unicorn']],
    ['a dinosour in the forest', 'en', ['sauropod']],
    ['a girafe and a pinguin', 'en', ['giraffe', 'penguin']],
    ['Ein Schmeterling', 'de', ['butterfly']],
    ['une licrone', 'fr', ['unicorn']],
    ['three cats', 'en', ['cat']],
    // irregular plurals, which stripping an ending does not reach ("puppies" had been the dog's face)
    ['three little mice', 'en', ['mouse']],
    ['wolves and puppies', 'en', ['wolf', 'dog']],
  ] as const)('"%s" (%s) draws %j', (prompt, locale, motifs) => {
    const r = understandPrompt(prompt, locale);
    expect(r.kind === 'motifs' && r.motifs.map((m) => m.name).sort()).toEqual([...motifs].sort());
  });

  it('draws nothing from a typo that could be two words ("hourse": horse or house)', () => {
    expect(understandPrompt('a hourse', 'en').kind).toBe('nothing_to_draw');
  });
});

// Vietnamese typed without its marks: names of two syllables or more are found bare; "voi" alone is read as
// "với" (with), not as the elephant, which is "con voi".
describe('Vietnamese without marks', () => {
  it.each([
    ['con meo choi voi qua bong', ['cat', 'soccer ball']],
    ['khung long va cau vong', ['sauropod', 'rainbow']],
    ['mot con voi', ['elephant']],
    ['nang tien ca', ['merperson']],
  ] as const)('"%s" draws %j', (prompt, motifs) => {
    const r = understandPrompt(prompt, 'vi');
    expect(r.kind === 'motifs' && [r.locale, r.motifs.map((m) => m.name).sort()]).toEqual(['vi', [...motifs].sort()]);
  });
});

describe('a girl and a boy', () => {
  it('are two children, where two girls are one', () => {
    const two = understandPrompt('a girl and a boy', 'en');
    expect(two.kind === 'motifs' && two.motifs.map((m) => [m.name, m.word])).toEqual([
      ['child', 'girl'],
      ['child', 'boy'],
    ]);
    const one = understandPrompt('two girls and a girl', 'en');
    expect(one.kind === 'motifs' && one.motifs.map((m) => m.name)).toEqual(['child']);
  });
});

// Girls and boys were not drawn at all ("a girl flying a kite" drew a kite); the child motif draws them.
describe('girls and boys', () => {
  it.each([
    ['a girl flying a kite', 'en'],
    ['ein Mädchen mit ihrem Hund', 'de'],
    ['una niña con un gato', 'es'],
    ['une fille et son chat', 'fr'],
    ['uma menina com um cachorro', 'pt'],
    ['cô bé và con mèo', 'vi'],
    ['女の子と猫', 'ja'],
    ['소녀와 고양이', 'ko'],
    ['女孩和她的狗', 'zh-CN'],
    ['小男孩和貓', 'zh-TW'],
  ] as const)('"%s" (%s) draws the child first', (prompt, locale) => {
    const r = understandPrompt(prompt, locale);
    expect(r.kind === 'motifs' && [r.locale, r.motifs[0].name]).toEqual([locale, 'child']);
  });
});

// "Drachen" drew a kite: on a coloring page it is a dragon, unless it flies on a string. 可爱 (cute) drew a heart.
describe('words that drew the wrong thing', () => {
  it.each([
    ['ein Drachen', 'de', ['dragon']],
    ['Drachen', 'de', ['dragon']],
    ['ein grüner Drachen im Schloss', 'de', ['dragon']],
    ['Drachen steigen lassen', 'de', ['kite']],
    ['Drachen fliegen lassen im Herbst', 'de', ['kite']],
    ['ein Drache fliegt über die Burg', 'de', ['dragon']],
    ['ein Junge lässt einen Drachen steigen', 'de', ['child', 'kite']],
    ['ein Flugdrachen', 'de', ['kite']],
    ['可爱的小猫', 'zh-CN', ['cat']],
    ['可爱的熊猫', 'zh-CN', ['panda']],
    ['可愛的小貓', 'zh-TW', ['cat']],
    ['可愛い猫', 'ja', ['cat']],
    ['我爱我的猫', 'zh-CN', ['red heart', 'cat']],
  ] as const)('"%s" (%s) draws %j', (prompt, locale, names) => {
    const r = understandPrompt(prompt, locale);
    expect(r.kind === 'motifs' && r.motifs.map((m) => m.name)).toEqual(names);
  });

  it('finds nothing to draw in 可爱 alone', () => {
    expect(understandPrompt('可爱', 'zh-CN').kind).toBe('nothing_to_draw');
  });
});
