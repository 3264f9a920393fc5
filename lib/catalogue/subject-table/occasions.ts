import {
  ANGEL_ID,
  COWBOY_ID,
  COWGIRL_ID,
  EXCAVATOR_ID,
  KNIGHT_ID,
  PIRATE_ID,
  QUEEN_ID,
  STEGOSAURUS_ID,
  TRICERATOPS_ID,
  WINGED_UNICORN_ID,
  XYLOPHONE_ID,
} from '@/lib/studio/scene/people';
import { DINO, FEAST, MAGIC, ROAD, SNOW, SPACE, SPORT, STARRY, STREAMER, type SubjectGroup } from './types';

// Sports and the holidays of the year (and, last, subjects added later to other themes).
export const OCCASION_GROUPS: SubjectGroup[] = [
  [
    'sports',
    SPORT,
    [
      [
        'soccer-ball',
        '26BD',
        ['Soccer ball', 'Fußball', 'Balón de fútbol', 'Ballon de football', 'サッカーボール', '축구공', 'Bola de futebol', '足球', 'Quả bóng đá', '足球'],
      ],
      [
        'basketball',
        '1F3C0',
        [
          'Basketball',
          'Basketball',
          'Balón de baloncesto',
          'Ballon de basket',
          'バスケットボール',
          '농구공',
          'Bola de basquete',
          '籃球',
          'Quả bóng rổ',
          '篮球',
        ],
      ],
      [
        'baseball',
        '26BE',
        ['Baseball', 'Baseball', 'Pelota de béisbol', 'Balle de baseball', '野球ボール', '야구공', 'Bola de beisebol', '棒球', 'Quả bóng chày', '棒球'],
      ],
      [
        'tennis-ball',
        '1F3BE',
        ['Tennis ball', 'Tennisball', 'Pelota de tenis', 'Balle de tennis', 'テニスボール', '테니스공', 'Bola de tênis', '網球', 'Quả bóng tennis', '网球'],
      ],
      [
        'volleyball',
        '1F3D0',
        ['Volleyball', 'Volleyball', 'Balón de voleibol', 'Ballon de volley', 'バレーボール', '배구공', 'Bola de vôlei', '排球', 'Quả bóng chuyền', '排球'],
      ],
      [
        'american-football',
        '1F3C8',
        [
          'American football',
          'Football-Ei',
          'Balón de fútbol americano',
          'Ballon de football américain',
          'アメフトのボール',
          '미식축구공',
          'Bola de futebol americano',
          '美式足球',
          'Quả bóng bầu dục',
          '橄榄球',
        ],
      ],
      ['skateboard', '1F6F9', ['Skateboard', 'Skateboard', 'Monopatín', 'Skateboard', 'スケートボード', '스케이트보드', 'Skate', '滑板', 'Ván trượt', '滑板']],
      [
        'badminton',
        '1F3F8',
        [
          'Badminton racket',
          'Federballschläger',
          'Raqueta de bádminton',
          'Raquette de badminton',
          'バドミントンのラケット',
          '배드민턴 라켓',
          'Raquete de badminton',
          '羽毛球拍',
          'Vợt cầu lông',
          '羽毛球拍',
        ],
      ],
      ['bowling', '1F3B3', ['Bowling', 'Bowling', 'Bolos', 'Bowling', 'ボウリング', '볼링', 'Boliche', '保齡球', 'Bowling', '保龄球']],
      [
        'boxing-glove',
        '1F94A',
        [
          'Boxing glove',
          'Boxhandschuh',
          'Guante de boxeo',
          'Gant de boxe',
          'ボクシンググローブ',
          '권투 장갑',
          'Luva de boxe',
          '拳擊手套',
          'Găng tay đấm bốc',
          '拳击手套',
        ],
      ],
      ['kite', '1FA81', ['Kite', 'Drachen', 'Cometa', 'Cerf-volant', '凧', '연', 'Pipa', '風箏', 'Con diều', '风筝']],
    ],
  ],
  [
    'sports',
    SNOW,
    [
      [
        'ice-skate',
        '26F8',
        ['Ice skate', 'Schlittschuh', 'Patín de hielo', 'Patin à glace', 'スケート靴', '스케이트', 'Patim de gelo', '溜冰鞋', 'Giày trượt băng', '溜冰鞋'],
      ],
      ['skis', '1F3BF', ['Skis', 'Ski', 'Esquís', 'Skis', 'スキー', '스키', 'Esquis', '滑雪板', 'Ván trượt tuyết', '滑雪板']],
      ['sled', '1F6F7', ['Sled', 'Schlitten', 'Trineo', 'Luge', 'そり', '썰매', 'Trenó', '雪橇', 'Xe trượt tuyết', '雪橇']],
    ],
  ],
  [
    'holidays',
    SNOW,
    [
      [
        'christmas-tree',
        '1F384',
        [
          'Christmas tree',
          'Weihnachtsbaum',
          'Árbol de Navidad',
          'Sapin de Noël',
          'クリスマスツリー',
          '크리스마스트리',
          'Árvore de Natal',
          '聖誕樹',
          'Cây thông Noel',
          '圣诞树',
        ],
      ],
      [
        'santa-claus',
        '1F385',
        ['Santa Claus', 'Weihnachtsmann', 'Papá Noel', 'Père Noël', 'サンタクロース', '산타클로스', 'Papai Noel', '聖誕老人', 'Ông già Noel', '圣诞老人'],
      ],
      [
        'snowman',
        '2603',
        ['Snowman', 'Schneemann', 'Muñeco de nieve', 'Bonhomme de neige', '雪だるま', '눈사람', 'Boneco de neve', '雪人', 'Người tuyết', '雪人'],
      ],
      ['penguin', '1F427', ['Penguin', 'Pinguin', 'Pingüino', 'Manchot', 'ペンギン', '펭귄', 'Pinguim', '企鵝', 'Chim cánh cụt', '企鹅']],
    ],
  ],
  [
    'holidays',
    FEAST,
    [
      [
        'birthday-cake',
        '1F382',
        [
          'Birthday cake',
          'Geburtstagstorte',
          'Tarta de cumpleaños',
          "Gâteau d'anniversaire",
          'バースデーケーキ',
          '생일 케이크',
          'Bolo de aniversário',
          '生日蛋糕',
          'Bánh sinh nhật',
          '生日蛋糕',
        ],
      ],
      ['gift', '1F381', ['Gift', 'Geschenk', 'Regalo', 'Cadeau', 'プレゼント', '선물', 'Presente', '禮物', 'Hộp quà', '礼物']],
      // a bunch of balloons at a party or floating off into the sky, not standing on a kitchen floor
      ['balloon', '1F388', ['Balloon', 'Luftballon', 'Globo', 'Ballon', '風船', '풍선', 'Balão', '氣球', 'Bong bóng', '气球'], ['party', 'sky', 'meadow']],
      [
        'easter-egg',
        '1F95A',
        [
          'Easter egg',
          'Osterei',
          'Huevo de Pascua',
          'Œuf de Pâques',
          'イースターエッグ',
          '부활절 달걀',
          'Ovo de Páscoa',
          '復活節彩蛋',
          'Trứng Phục sinh',
          '复活节彩蛋',
        ],
      ],
      [
        'valentine-heart',
        '1F49D',
        [
          'Valentine heart',
          'Valentinsherz',
          'Corazón de San Valentín',
          'Cœur de la Saint-Valentin',
          'バレンタインのハート',
          '밸런타인 하트',
          'Coração de Dia dos Namorados',
          '情人節愛心',
          'Trái tim Valentine',
          '情人节爱心',
        ],
      ],
      [
        'carp-streamer',
        '1F38F',
        [
          'Carp streamer',
          'Karpfenfahne',
          'Banderola de carpa',
          'Manche à air carpe',
          'こいのぼり',
          '잉어 깃발',
          'Biruta de carpa',
          '鯉魚旗',
          'Cờ cá chép',
          '鲤鱼旗',
        ],
        // flown from a pole outdoors, over a garden or a town, never indoors
        STREAMER,
      ],
      [
        'hina-dolls',
        '1F38E',
        ['Hina dolls', 'Hina-Puppen', 'Muñecas hina', 'Poupées hina', 'ひな人形', '히나 인형', 'Bonecas hina', '女兒節人偶', 'Búp bê Hina', '女儿节人偶'],
      ],
      [
        'tanabata-tree',
        '1F38B',
        [
          'Tanabata tree',
          'Tanabata-Baum',
          'Árbol de Tanabata',
          'Arbre de Tanabata',
          '七夕の笹飾り',
          '다나바타 장식',
          'Árvore de Tanabata',
          '七夕竹飾',
          'Cây Tanabata',
          '七夕竹饰',
        ],
        // stood outdoors on the festival's night, when the two stars meet across the Milky Way
        STARRY,
      ],
      ['moon-cake', '1F96E', ['Moon cake', 'Mondkuchen', 'Pastel de luna', 'Gâteau de lune', '月餅', '월병', 'Bolo lunar', '月餅', 'Bánh trung thu', '月饼']],
      [
        'red-envelope',
        '1F9E7',
        ['Red envelope', 'Rotes Glückskuvert', 'Sobre rojo', 'Enveloppe rouge', 'お年玉袋', '세뱃돈 봉투', 'Envelope vermelho', '紅包', 'Bao lì xì', '红包'],
      ],
      [
        'party-popper',
        '1F389',
        ['Party popper', 'Partyknaller', 'Lanzador de confeti', 'Cotillon', 'クラッカー', '파티 폭죽', 'Lança-confete', '拉炮', 'Pháo giấy', '拉炮'],
      ],
    ],
  ],
  [
    'holidays',
    MAGIC,
    [
      [
        'jack-o-lantern',
        '1F383',
        [
          'Jack-o’-lantern',
          'Kürbislaterne',
          'Calabaza de Halloween',
          "Citrouille d'Halloween",
          'ジャック・オー・ランタン',
          '잭오랜턴',
          'Abóbora de Halloween',
          '南瓜燈',
          'Bí ngô Halloween',
          '南瓜灯',
        ],
      ],
    ],
  ],
  // Added last so every earlier subject keeps its seed and audience (both follow its place in the list).
  [
    'space',
    SPACE,
    [
      [
        'astronaut',
        '1F9D1-200D-1F680',
        ['Astronaut', 'Astronaut', 'Astronauta', 'Astronaute', '宇宙飛行士', '우주비행사', 'Astronauta', '太空人', 'Phi hành gia', '宇航员'],
      ],
    ],
  ],
  // The figures drawn whole since, people look for them often; added last for the same reason as the astronaut.
  ['fantasy', MAGIC, [['knight', KNIGHT_ID, ['Knight', 'Ritter', 'Caballero', 'Chevalier', '騎士', '기사', 'Cavaleiro', '騎士', 'Hiệp sĩ', '骑士']]]],
  [
    'unicorns',
    ['sky', 'night', 'meadow'],
    [
      [
        'winged-unicorn',
        WINGED_UNICORN_ID,
        [
          'Winged unicorn',
          'Geflügeltes Einhorn',
          'Unicornio alado',
          'Licorne ailée',
          '羽のあるユニコーン',
          '날개 달린 유니콘',
          'Unicórnio alado',
          '飛天獨角獸',
          'Kỳ lân có cánh',
          '飞天独角兽',
        ],
      ],
    ],
  ],
  [
    'ocean',
    // a pirate on a treasure island's shore rather than standing in the waves
    ['jungle', 'night', 'forest'],
    [['pirate', PIRATE_ID, ['Pirate', 'Pirat', 'Pirata', 'Pirate', '海賊', '해적', 'Pirata', '海盜', 'Cướp biển', '海盗']]],
  ],
  [
    'vehicles',
    ROAD,
    [['excavator', EXCAVATOR_ID, ['Excavator', 'Bagger', 'Excavadora', 'Pelleteuse', 'ショベルカー', '굴착기', 'Escavadeira', '挖土機', 'Máy xúc', '挖掘机']]],
  ],
  ['holidays', ['party', 'city', 'meadow'], [['clown', '1F921', ['Clown', 'Clown', 'Payaso', 'Clown', 'ピエロ', '광대', 'Palhaço', '小丑', 'Chú hề', '小丑']]]],
  // Drawn whole since (they were heads or busts, or drew nothing), added last for the same reason.
  [
    'animals',
    ['forest', 'winter', 'night'],
    [
      ['wolf', '1F43A', ['Wolf', 'Wolf', 'Lobo', 'Loup', 'オオカミ', '늑대', 'Lobo', '狼', 'Chó sói', '狼']],
      ['moose', '1FACE', ['Moose', 'Elch', 'Alce', 'Élan', 'ヘラジカ', '말코손바닥사슴', 'Alce', '駝鹿', 'Nai sừng tấm', '驼鹿']],
    ],
  ],
  ['fantasy', ['forest', 'night', 'city'], [['ninja', '1F977', ['Ninja', 'Ninja', 'Ninja', 'Ninja', '忍者', '닌자', 'Ninja', '忍者', 'Ninja', '忍者']]]],
  [
    'farm',
    ['farm', 'meadow', 'forest'],
    [
      ['cowboy', COWBOY_ID, ['Cowboy', 'Cowboy', 'Vaquero', 'Cow-boy', 'カウボーイ', '카우보이', 'Caubói', '牛仔', 'Cao bồi', '牛仔']],
      ['cowgirl', COWGIRL_ID, ['Cowgirl', 'Cowgirl', 'Vaquera', 'Cow-girl', 'カウガール', '카우걸', 'Vaqueira', '女牛仔', 'Nữ cao bồi', '女牛仔']],
    ],
  ],
  [
    'holidays',
    ['night', 'forest', 'city'],
    [['zombie', '1F9DF', ['Zombie', 'Zombie', 'Zombi', 'Zombie', 'ゾンビ', '좀비', 'Zumbi', '殭屍', 'Xác sống', '僵尸']]],
  ],
  ['holidays', ['sky', 'winter', 'night'], [['angel', ANGEL_ID, ['Angel', 'Engel', 'Ángel', 'Ange', '天使', '천사', 'Anjo', '天使', 'Thiên thần', '天使']]]],
  // A nest with eggs, drawn by us: nature's page, and the picture for N on the alphabet pages.
  ['flowers', ['forest', 'meadow', 'sky'], [['nest', '1FABA', ['Nest', 'Vogelnest', 'Nido', 'Nid', '鳥の巣', '새 둥지', 'Ninho', '鳥巢', 'Tổ chim', '鸟巢']]]],
  // The two dinosaurs people ask for most after the T. rex and the long-neck, drawn by us; added last for the same reason.
  [
    'dinosaurs',
    DINO,
    [
      [
        'triceratops',
        TRICERATOPS_ID,
        ['Triceratops', 'Triceratops', 'Tricerátops', 'Tricératops', 'トリケラトプス', '트리케라톱스', 'Tricerátopo', '三角龍', 'Khủng long ba sừng', '三角龙'],
      ],
      [
        'stegosaurus',
        STEGOSAURUS_ID,
        [
          'Stegosaurus',
          'Stegosaurus',
          'Estegosaurio',
          'Stégosaure',
          'ステゴサウルス',
          '스테고사우루스',
          'Estegossauro',
          '劍龍',
          'Khủng long phiến sừng',
          '剑龙',
        ],
      ],
    ],
  ],
  // The pictures for the alphabet pages that stood alone (Q, X, Y and け): a queen, a xylophone, a yo-yo and a
  // caterpillar (ケムシ), all but the yo-yo drawn by us; added last for the same reason.
  [
    'flowers',
    ['meadow', 'forest', 'farm'],
    [['caterpillar', '1F41B', ['Caterpillar', 'Raupe', 'Oruga', 'Chenille', 'ケムシ', '애벌레', 'Lagarta', '毛毛蟲', 'Sâu bướm', '毛毛虫']]],
  ],
  [
    'fantasy',
    ['night', 'forest', 'meadow'],
    [['queen', QUEEN_ID, ['Queen', 'Königin', 'Reina', 'Reine', '女王', '여왕', 'Rainha', '女王', 'Nữ hoàng', '女王']]],
  ],
  [
    'holidays',
    ['party', 'city', 'meadow'],
    [
      // a toy played at home or at a party, not left standing in the street
      [
        'xylophone',
        XYLOPHONE_ID,
        ['Xylophone', 'Xylophon', 'Xilófono', 'Xylophone', '木琴', '실로폰', 'Xilofone', '木琴', 'Đàn mộc cầm', '木琴'],
        ['party', 'kitchen', 'meadow'],
      ],
      ['yo-yo', '1FA80', ['Yo-yo', 'Jo-Jo', 'Yoyó', 'Yo-yo', 'ヨーヨー', '요요', 'Ioiô', '溜溜球', 'Yo-yo', '悠悠球']],
    ],
  ],
];
