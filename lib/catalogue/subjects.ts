// The subjects of the catalogue's scene pages: the OpenMoji motif drawn, the backgrounds that suit it, and
// its name in the ten languages (en, de, es, fr, ja, ko, pt, tw, vi, zh), as a title shows it.
import type { Backdrop } from '@/lib/studio/scene/backdrops';
import type { ThemeSlug } from './themes';

export type Names = readonly [en: string, de: string, es: string, fr: string, ja: string, ko: string, pt: string, tw: string, vi: string, zh: string];
export type Subject = { key: string; motif: string; theme: ThemeSlug; backdrops: readonly Backdrop[]; names: Names };

type Row = [key: string, motif: string, names: Names];

const WILD: Backdrop[] = ['jungle', 'forest', 'meadow'];
const WOODS: Backdrop[] = ['forest', 'meadow', 'night'];
const HOME: Backdrop[] = ['kitchen', 'meadow', 'city'];
const FARM: Backdrop[] = ['farm', 'meadow', 'winter'];
const SEA: Backdrop[] = ['sea', 'sea', 'sea'];
const DINO: Backdrop[] = ['jungle', 'forest', 'night'];
const MAGIC: Backdrop[] = ['night', 'forest', 'meadow'];
const SPACE: Backdrop[] = ['space', 'night', 'space'];
const ROAD: Backdrop[] = ['city', 'meadow', 'farm'];
const AIR: Backdrop[] = ['sky', 'city', 'meadow'];
const WATER: Backdrop[] = ['waves', 'night', 'city'];
const GARDEN: Backdrop[] = ['meadow', 'forest', 'farm'];
const FOOD: Backdrop[] = ['kitchen', 'party', 'meadow'];
const SPORT: Backdrop[] = ['field', 'city', 'meadow'];
const SNOW: Backdrop[] = ['winter', 'night', 'city'];
const FEAST: Backdrop[] = ['party', 'kitchen', 'city'];

const groups: [ThemeSlug, Backdrop[], Row[]][] = [
  [
    'animals',
    WILD,
    [
      ['lion', '1F981', ['Lion', 'Löwe', 'León', 'Lion', 'ライオン', '사자', 'Leão', '獅子', 'Sư tử', '狮子']],
      ['tiger', '1F405', ['Tiger', 'Tiger', 'Tigre', 'Tigre', 'トラ', '호랑이', 'Tigre', '老虎', 'Hổ', '老虎']],
      ['elephant', '1F418', ['Elephant', 'Elefant', 'Elefante', 'Éléphant', 'ゾウ', '코끼리', 'Elefante', '大象', 'Voi', '大象']],
      ['giraffe', '1F992', ['Giraffe', 'Giraffe', 'Jirafa', 'Girafe', 'キリン', '기린', 'Girafa', '長頸鹿', 'Hươu cao cổ', '长颈鹿']],
      ['zebra', '1F993', ['Zebra', 'Zebra', 'Cebra', 'Zèbre', 'シマウマ', '얼룩말', 'Zebra', '斑馬', 'Ngựa vằn', '斑马']],
      ['monkey', '1F412', ['Monkey', 'Affe', 'Mono', 'Singe', 'サル', '원숭이', 'Macaco', '猴子', 'Khỉ', '猴子']],
      ['gorilla', '1F98D', ['Gorilla', 'Gorilla', 'Gorila', 'Gorille', 'ゴリラ', '고릴라', 'Gorila', '大猩猩', 'Khỉ đột', '大猩猩']],
      ['sloth', '1F9A5', ['Sloth', 'Faultier', 'Perezoso', 'Paresseux', 'ナマケモノ', '나무늘보', 'Bicho-preguiça', '樹懶', 'Con lười', '树懒']],
      ['kangaroo', '1F998', ['Kangaroo', 'Känguru', 'Canguro', 'Kangourou', 'カンガルー', '캥거루', 'Canguru', '袋鼠', 'Chuột túi', '袋鼠']],
      ['koala', '1F428', ['Koala', 'Koala', 'Koala', 'Koala', 'コアラ', '코알라', 'Coala', '無尾熊', 'Gấu túi', '考拉']],
      ['panda', '1F43C', ['Panda', 'Panda', 'Panda', 'Panda', 'パンダ', '판다', 'Panda', '貓熊', 'Gấu trúc', '熊猫']],
      ['frog', '1F438', ['Frog', 'Frosch', 'Rana', 'Grenouille', 'カエル', '개구리', 'Sapo', '青蛙', 'Ếch', '青蛙']],
      ['flamingo', '1F9A9', ['Flamingo', 'Flamingo', 'Flamenco', 'Flamant rose', 'フラミンゴ', '플라밍고', 'Flamingo', '紅鶴', 'Hồng hạc', '火烈鸟']],
      ['peacock', '1F99A', ['Peacock', 'Pfau', 'Pavo real', 'Paon', 'クジャク', '공작', 'Pavão', '孔雀', 'Chim công', '孔雀']],
    ],
  ],
  [
    'animals',
    WOODS,
    [
      ['fox', '1F98A', ['Fox', 'Fuchs', 'Zorro', 'Renard', 'キツネ', '여우', 'Raposa', '狐狸', 'Cáo', '狐狸']],
      ['deer', '1F98C', ['Deer', 'Hirsch', 'Ciervo', 'Cerf', 'シカ', '사슴', 'Veado', '鹿', 'Hươu', '鹿']],
      ['bear', '1F43B', ['Bear', 'Bär', 'Oso', 'Ours', 'クマ', '곰', 'Urso', '熊', 'Gấu', '熊']],
      ['owl', '1F989', ['Owl', 'Eule', 'Búho', 'Hibou', 'フクロウ', '부엉이', 'Coruja', '貓頭鷹', 'Cú mèo', '猫头鹰']],
      ['hedgehog', '1F994', ['Hedgehog', 'Igel', 'Erizo', 'Hérisson', 'ハリネズミ', '고슴도치', 'Ouriço', '刺蝟', 'Nhím', '刺猬']],
      ['raccoon', '1F99D', ['Raccoon', 'Waschbär', 'Mapache', 'Raton laveur', 'アライグマ', '너구리', 'Guaxinim', '浣熊', 'Gấu mèo', '浣熊']],
    ],
  ],
  [
    'pets',
    HOME,
    [
      ['cat', '1F408', ['Cat', 'Katze', 'Gato', 'Chat', 'ネコ', '고양이', 'Gato', '貓', 'Mèo', '猫']],
      ['dog', '1F415', ['Dog', 'Hund', 'Perro', 'Chien', 'イヌ', '강아지', 'Cachorro', '狗', 'Chó', '狗']],
      ['poodle', '1F429', ['Poodle', 'Pudel', 'Caniche', 'Caniche', 'プードル', '푸들', 'Poodle', '貴賓狗', 'Chó poodle', '贵宾犬']],
      ['rabbit', '1F407', ['Rabbit', 'Kaninchen', 'Conejo', 'Lapin', 'ウサギ', '토끼', 'Coelho', '兔子', 'Thỏ', '兔子']],
      ['hamster', '1F439', ['Hamster', 'Hamster', 'Hámster', 'Hamster', 'ハムスター', '햄스터', 'Hamster', '倉鼠', 'Chuột hamster', '仓鼠']],
      ['parrot', '1F99C', ['Parrot', 'Papagei', 'Loro', 'Perroquet', 'オウム', '앵무새', 'Papagaio', '鸚鵡', 'Vẹt', '鹦鹉']],
      ['goldfish', '1F41F', ['Goldfish', 'Goldfisch', 'Pez dorado', 'Poisson rouge', '金魚', '금붕어', 'Peixinho-dourado', '金魚', 'Cá vàng', '金鱼']],
    ],
  ],
  [
    'farm',
    FARM,
    [
      ['cow', '1F404', ['Cow', 'Kuh', 'Vaca', 'Vache', 'ウシ', '젖소', 'Vaca', '乳牛', 'Bò sữa', '奶牛']],
      ['pig', '1F416', ['Pig', 'Schwein', 'Cerdo', 'Cochon', 'ブタ', '돼지', 'Porco', '豬', 'Lợn', '猪']],
      ['chicken', '1F414', ['Hen', 'Huhn', 'Gallina', 'Poule', 'ニワトリ', '암탉', 'Galinha', '母雞', 'Gà mái', '母鸡']],
      ['rooster', '1F413', ['Rooster', 'Hahn', 'Gallo', 'Coq', 'おんどり', '수탉', 'Galo', '公雞', 'Gà trống', '公鸡']],
      ['sheep', '1F411', ['Sheep', 'Schaf', 'Oveja', 'Mouton', 'ヒツジ', '양', 'Ovelha', '綿羊', 'Cừu', '绵羊']],
      ['goat', '1F410', ['Goat', 'Ziege', 'Cabra', 'Chèvre', 'ヤギ', '염소', 'Cabra', '山羊', 'Dê', '山羊']],
      ['horse', '1F40E', ['Horse', 'Pferd', 'Caballo', 'Cheval', 'ウマ', '말', 'Cavalo', '馬', 'Ngựa', '马']],
      ['duck', '1F986', ['Duck', 'Ente', 'Pato', 'Canard', 'アヒル', '오리', 'Pato', '鴨子', 'Vịt', '鸭子']],
      ['donkey', '1FACF', ['Donkey', 'Esel', 'Burro', 'Âne', 'ロバ', '당나귀', 'Burro', '驢子', 'Con lừa', '驴']],
      ['chick', '1F424', ['Chick', 'Küken', 'Pollito', 'Poussin', 'ひよこ', '병아리', 'Pintinho', '小雞', 'Gà con', '小鸡']],
      ['turkey', '1F983', ['Turkey', 'Truthahn', 'Pavo', 'Dindon', '七面鳥', '칠면조', 'Peru', '火雞', 'Gà tây', '火鸡']],
      ['tractor', '1F69C', ['Tractor', 'Traktor', 'Tractor', 'Tracteur', 'トラクター', '트랙터', 'Trator', '拖拉機', 'Máy kéo', '拖拉机']],
    ],
  ],
  [
    'ocean',
    SEA,
    [
      ['whale', '1F40B', ['Whale', 'Wal', 'Ballena', 'Baleine', 'クジラ', '고래', 'Baleia', '鯨魚', 'Cá voi', '鲸鱼']],
      ['dolphin', '1F42C', ['Dolphin', 'Delfin', 'Delfín', 'Dauphin', 'イルカ', '돌고래', 'Golfinho', '海豚', 'Cá heo', '海豚']],
      ['octopus', '1F419', ['Octopus', 'Krake', 'Pulpo', 'Pieuvre', 'タコ', '문어', 'Polvo', '章魚', 'Bạch tuộc', '章鱼']],
      ['shark', '1F988', ['Shark', 'Hai', 'Tiburón', 'Requin', 'サメ', '상어', 'Tubarão', '鯊魚', 'Cá mập', '鲨鱼']],
      ['crab', '1F980', ['Crab', 'Krebs', 'Cangrejo', 'Crabe', 'カニ', '게', 'Caranguejo', '螃蟹', 'Cua', '螃蟹']],
      [
        'tropical-fish',
        '1F420',
        ['Tropical fish', 'Tropenfisch', 'Pez tropical', 'Poisson tropical', '熱帯魚', '열대어', 'Peixe tropical', '熱帶魚', 'Cá nhiệt đới', '热带鱼'],
      ],
      ['pufferfish', '1F421', ['Pufferfish', 'Kugelfisch', 'Pez globo', 'Poisson-globe', 'フグ', '복어', 'Baiacu', '河豚', 'Cá nóc', '河豚']],
      ['jellyfish', '1FABC', ['Jellyfish', 'Qualle', 'Medusa', 'Méduse', 'クラゲ', '해파리', 'Água-viva', '水母', 'Sứa', '水母']],
      ['seal', '1F9AD', ['Seal', 'Robbe', 'Foca', 'Phoque', 'アザラシ', '물범', 'Foca', '海豹', 'Hải cẩu', '海豹']],
      [
        'sea-turtle',
        '1F422',
        ['Sea turtle', 'Meeresschildkröte', 'Tortuga marina', 'Tortue de mer', 'ウミガメ', '바다거북', 'Tartaruga-marinha', '海龜', 'Rùa biển', '海龟'],
      ],
      ['squid', '1F991', ['Squid', 'Tintenfisch', 'Calamar', 'Calmar', 'イカ', '오징어', 'Lula', '魷魚', 'Mực', '鱿鱼']],
      ['orca', '1FACD', ['Orca', 'Orca', 'Orca', 'Orque', 'シャチ', '범고래', 'Orca', '虎鯨', 'Cá voi sát thủ', '虎鲸']],
      ['mermaid', '1F9DC', ['Mermaid', 'Meerjungfrau', 'Sirena', 'Sirène', '人魚', '인어', 'Sereia', '美人魚', 'Nàng tiên cá', '美人鱼']],
    ],
  ],
  [
    'dinosaurs',
    DINO,
    [
      ['t-rex', '1F996', ['T. rex', 'T. rex', 'T. rex', 'T. rex', 'ティラノサウルス', '티라노사우루스', 'T. rex', '暴龍', 'Khủng long bạo chúa', '霸王龙']],
      [
        'long-neck-dinosaur',
        '1F995',
        [
          'Long-necked dinosaur',
          'Langhalsdinosaurier',
          'Dinosaurio de cuello largo',
          'Dinosaure à long cou',
          '首長竜',
          '목이 긴 공룡',
          'Dinossauro pescoçudo',
          '長頸恐龍',
          'Khủng long cổ dài',
          '长颈恐龙',
        ],
      ],
      ['mammoth', '1F9A3', ['Mammoth', 'Mammut', 'Mamut', 'Mammouth', 'マンモス', '매머드', 'Mamute', '長毛象', 'Voi ma mút', '猛犸象']],
      ['crocodile', '1F40A', ['Crocodile', 'Krokodil', 'Cocodrilo', 'Crocodile', 'ワニ', '악어', 'Crocodilo', '鱷魚', 'Cá sấu', '鳄鱼']],
      ['volcano', '1F30B', ['Volcano', 'Vulkan', 'Volcán', 'Volcan', '火山', '화산', 'Vulcão', '火山', 'Núi lửa', '火山']],
    ],
  ],
  [
    'unicorns',
    MAGIC,
    [
      ['unicorn', '1F984', ['Unicorn', 'Einhorn', 'Unicornio', 'Licorne', 'ユニコーン', '유니콘', 'Unicórnio', '獨角獸', 'Kỳ lân', '独角兽']],
      ['fairy', '1F9DA', ['Fairy', 'Fee', 'Hada', 'Fée', '妖精', '요정', 'Fada', '小仙子', 'Nàng tiên', '小仙女']],
    ],
  ],
  [
    'fantasy',
    MAGIC,
    [
      ['dragon', '1F409', ['Dragon', 'Drache', 'Dragón', 'Dragon', 'ドラゴン', '용', 'Dragão', '龍', 'Rồng', '龙']],
      ['wizard', '1F9D9', ['Wizard', 'Zauberer', 'Mago', 'Magicien', '魔法使い', '마법사', 'Mago', '魔法師', 'Phù thủy', '魔法师']],
      ['elf', '1F9DD', ['Elf', 'Elfe', 'Elfo', 'Elfe', 'エルフ', '엘프', 'Elfo', '精靈', 'Yêu tinh', '精灵']],
      ['genie', '1F9DE', ['Genie', 'Flaschengeist', 'Genio', 'Génie', 'ランプの精', '지니', 'Gênio', '神燈精靈', 'Thần đèn', '神灯精灵']],
      ['ghost', '1F47B', ['Ghost', 'Gespenst', 'Fantasma', 'Fantôme', 'おばけ', '유령', 'Fantasma', '幽靈', 'Con ma', '幽灵']],
      ['castle', '1F3F0', ['Castle', 'Burg', 'Castillo', 'Château fort', 'お城', '성', 'Castelo', '城堡', 'Lâu đài', '城堡']],
      ['princess', '1F478', ['Princess', 'Prinzessin', 'Princesa', 'Princesse', 'お姫さま', '공주', 'Princesa', '公主', 'Công chúa', '公主']],
      ['prince', '1F934', ['Prince', 'Prinz', 'Príncipe', 'Prince', '王子さま', '왕자', 'Príncipe', '王子', 'Hoàng tử', '王子']],
      [
        'superhero',
        '1F9B8',
        ['Superhero', 'Superheld', 'Superhéroe', 'Super-héros', 'スーパーヒーロー', '슈퍼히어로', 'Super-herói', '超級英雄', 'Siêu anh hùng', '超级英雄'],
      ],
      ['robot', '1F916', ['Robot', 'Roboter', 'Robot', 'Robot', 'ロボット', '로봇', 'Robô', '機器人', 'Người máy', '机器人']],
    ],
  ],
  [
    'space',
    SPACE,
    [
      ['rocket', '1F680', ['Rocket', 'Rakete', 'Cohete', 'Fusée', 'ロケット', '로켓', 'Foguete', '火箭', 'Tên lửa', '火箭']],
      [
        'alien',
        '1F47D',
        ['Alien', 'Außerirdischer', 'Extraterrestre', 'Extraterrestre', '宇宙人', '외계인', 'Alienígena', '外星人', 'Người ngoài hành tinh', '外星人'],
      ],
      [
        'flying-saucer',
        '1F6F8',
        ['Flying saucer', 'Fliegende Untertasse', 'Platillo volante', 'Soucoupe volante', '空飛ぶ円盤', '비행접시', 'Disco voador', '飛碟', 'Đĩa bay', '飞碟'],
      ],
      [
        'ringed-planet',
        '1FA90',
        [
          'Ringed planet',
          'Ringplanet',
          'Planeta con anillos',
          'Planète à anneaux',
          '輪のある惑星',
          '고리 행성',
          'Planeta com anéis',
          '環狀行星',
          'Hành tinh có vành đai',
          '环状行星',
        ],
      ],
      ['satellite', '1F6F0', ['Satellite', 'Satellit', 'Satélite', 'Satellite', '人工衛星', '인공위성', 'Satélite', '人造衛星', 'Vệ tinh', '人造卫星']],
      ['comet', '2604', ['Comet', 'Komet', 'Cometa', 'Comète', '彗星', '혜성', 'Cometa', '彗星', 'Sao chổi', '彗星']],
      ['moon', '1F31D', ['Full moon', 'Vollmond', 'Luna llena', 'Pleine lune', '満月', '보름달', 'Lua cheia', '滿月', 'Trăng tròn', '满月']],
    ],
  ],
  [
    'vehicles',
    ROAD,
    [
      [
        'fire-truck',
        '1F692',
        [
          'Fire truck',
          'Feuerwehrauto',
          'Camión de bomberos',
          'Camion de pompiers',
          '消防車',
          '소방차',
          'Caminhão de bombeiros',
          '消防車',
          'Xe cứu hỏa',
          '消防车',
        ],
      ],
      [
        'police-car',
        '1F693',
        ['Police car', 'Polizeiauto', 'Coche de policía', 'Voiture de police', 'パトカー', '경찰차', 'Carro de polícia', '警車', 'Xe cảnh sát', '警车'],
      ],
      ['taxi', '1F695', ['Taxi', 'Taxi', 'Taxi', 'Taxi', 'タクシー', '택시', 'Táxi', '計程車', 'Xe taxi', '出租车']],
      ['car', '1F697', ['Car', 'Auto', 'Coche', 'Voiture', '自動車', '자동차', 'Carro', '汽車', 'Ô tô', '汽车']],
      ['bus', '1F68C', ['Bus', 'Bus', 'Autobús', 'Bus', 'バス', '버스', 'Ônibus', '公車', 'Xe buýt', '公交车']],
      ['ambulance', '1F691', ['Ambulance', 'Krankenwagen', 'Ambulancia', 'Ambulance', '救急車', '구급차', 'Ambulância', '救護車', 'Xe cứu thương', '救护车']],
      [
        'delivery-truck',
        '1F69A',
        [
          'Delivery truck',
          'Lieferwagen',
          'Camión de reparto',
          'Camion de livraison',
          '配達トラック',
          '배달 트럭',
          'Caminhão de entregas',
          '貨車',
          'Xe tải giao hàng',
          '送货卡车',
        ],
      ],
      [
        'steam-train',
        '1F682',
        [
          'Steam train',
          'Dampflok',
          'Tren de vapor',
          'Locomotive à vapeur',
          '蒸気機関車',
          '증기 기관차',
          'Locomotiva a vapor',
          '蒸汽火車',
          'Tàu hơi nước',
          '蒸汽火车',
        ],
      ],
      [
        'bullet-train',
        '1F684',
        [
          'High-speed train',
          'Schnellzug',
          'Tren de alta velocidad',
          'Train à grande vitesse',
          '新幹線',
          '고속 열차',
          'Trem-bala',
          '高速列車',
          'Tàu cao tốc',
          '高速列车',
        ],
      ],
      [
        'race-car',
        '1F3CE',
        ['Race car', 'Rennwagen', 'Coche de carreras', 'Voiture de course', 'レーシングカー', '경주용 자동차', 'Carro de corrida', '賽車', 'Xe đua', '赛车'],
      ],
      ['motorcycle', '1F3CD', ['Motorcycle', 'Motorrad', 'Moto', 'Moto', 'オートバイ', '오토바이', 'Moto', '機車', 'Xe máy', '摩托车']],
      ['bicycle', '1F6B2', ['Bicycle', 'Fahrrad', 'Bicicleta', 'Vélo', '自転車', '자전거', 'Bicicleta', '腳踏車', 'Xe đạp', '自行车']],
      ['scooter', '1F6F5', ['Scooter', 'Motorroller', 'Escúter', 'Scooter', 'スクーター', '스쿠터', 'Lambreta', '速克達', 'Xe tay ga', '踏板摩托车']],
    ],
  ],
  [
    'vehicles',
    AIR,
    [
      ['airplane', '2708', ['Airplane', 'Flugzeug', 'Avión', 'Avion', '飛行機', '비행기', 'Avião', '飛機', 'Máy bay', '飞机']],
      [
        'helicopter',
        '1F681',
        ['Helicopter', 'Hubschrauber', 'Helicóptero', 'Hélicoptère', 'ヘリコプター', '헬리콥터', 'Helicóptero', '直升機', 'Trực thăng', '直升机'],
      ],
    ],
  ],
  [
    'vehicles',
    WATER,
    [
      ['sailboat', '26F5', ['Sailboat', 'Segelboot', 'Velero', 'Voilier', 'ヨット', '돛단배', 'Veleiro', '帆船', 'Thuyền buồm', '帆船']],
      ['ship', '1F6A2', ['Ship', 'Schiff', 'Barco', 'Navire', '船', '배', 'Navio', '輪船', 'Tàu thủy', '轮船']],
      ['speedboat', '1F6A4', ['Speedboat', 'Schnellboot', 'Lancha', 'Hors-bord', 'モーターボート', '쾌속정', 'Lancha', '快艇', 'Ca nô', '快艇']],
    ],
  ],
  [
    'flowers',
    GARDEN,
    [
      ['sunflower', '1F33B', ['Sunflower', 'Sonnenblume', 'Girasol', 'Tournesol', 'ひまわり', '해바라기', 'Girassol', '向日葵', 'Hoa hướng dương', '向日葵']],
      ['tulip', '1F337', ['Tulip', 'Tulpe', 'Tulipán', 'Tulipe', 'チューリップ', '튤립', 'Tulipa', '鬱金香', 'Hoa tulip', '郁金香']],
      ['rose', '1F339', ['Rose', 'Rose', 'Rosa', 'Rose', 'バラ', '장미', 'Rosa', '玫瑰', 'Hoa hồng', '玫瑰']],
      ['hibiscus', '1F33A', ['Hibiscus', 'Hibiskus', 'Hibisco', 'Hibiscus', 'ハイビスカス', '히비스커스', 'Hibisco', '扶桑花', 'Hoa dâm bụt', '扶桑花']],
      [
        'cherry-blossom',
        '1F338',
        ['Cherry blossom', 'Kirschblüte', 'Flor de cerezo', 'Fleur de cerisier', '桜', '벚꽃', 'Flor de cerejeira', '櫻花', 'Hoa anh đào', '樱花'],
      ],
      ['lotus', '1FAB7', ['Lotus', 'Lotusblüte', 'Flor de loto', 'Lotus', 'ハス', '연꽃', 'Flor de lótus', '蓮花', 'Hoa sen', '莲花']],
      ['daisy', '1F33C', ['Daisy', 'Gänseblümchen', 'Margarita', 'Marguerite', 'デイジー', '데이지', 'Margarida', '雛菊', 'Hoa cúc', '雏菊']],
      ['cactus', '1F335', ['Cactus', 'Kaktus', 'Cactus', 'Cactus', 'サボテン', '선인장', 'Cacto', '仙人掌', 'Xương rồng', '仙人掌']],
      ['mushroom', '1F344', ['Mushroom', 'Pilz', 'Seta', 'Champignon', 'キノコ', '버섯', 'Cogumelo', '蘑菇', 'Nấm', '蘑菇']],
      ['butterfly', '1F98B', ['Butterfly', 'Schmetterling', 'Mariposa', 'Papillon', 'チョウ', '나비', 'Borboleta', '蝴蝶', 'Bướm', '蝴蝶']],
      ['ladybug', '1F41E', ['Ladybug', 'Marienkäfer', 'Mariquita', 'Coccinelle', 'テントウムシ', '무당벌레', 'Joaninha', '瓢蟲', 'Bọ rùa', '瓢虫']],
      ['bee', '1F41D', ['Bee', 'Biene', 'Abeja', 'Abeille', 'ミツバチ', '꿀벌', 'Abelha', '蜜蜂', 'Ong mật', '蜜蜂']],
      ['snail', '1F40C', ['Snail', 'Schnecke', 'Caracol', 'Escargot', 'カタツムリ', '달팽이', 'Caracol', '蝸牛', 'Ốc sên', '蜗牛']],
      [
        'potted-plant',
        '1FAB4',
        ['Potted plant', 'Topfpflanze', 'Planta en maceta', 'Plante en pot', '鉢植え', '화분', 'Planta no vaso', '盆栽', 'Chậu cây', '盆栽'],
      ],
      ['palm-tree', '1F334', ['Palm tree', 'Palme', 'Palmera', 'Palmier', 'ヤシの木', '야자나무', 'Palmeira', '棕櫚樹', 'Cây dừa', '棕榈树']],
      [
        'clover',
        '1F340',
        [
          'Four-leaf clover',
          'Glücksklee',
          'Trébol de cuatro hojas',
          'Trèfle à quatre feuilles',
          '四つ葉のクローバー',
          '네잎클로버',
          'Trevo de quatro folhas',
          '四葉幸運草',
          'Cỏ bốn lá',
          '四叶草',
        ],
      ],
    ],
  ],
  [
    'food',
    FOOD,
    [
      ['pizza', '1F355', ['Pizza', 'Pizza', 'Pizza', 'Pizza', 'ピザ', '피자', 'Pizza', '披薩', 'Bánh pizza', '披萨']],
      ['burger', '1F354', ['Burger', 'Burger', 'Hamburguesa', 'Hamburger', 'ハンバーガー', '햄버거', 'Hambúrguer', '漢堡', 'Bánh hamburger', '汉堡']],
      ['ice-cream', '1F368', ['Ice cream', 'Eisbecher', 'Helado', 'Coupe glacée', 'アイスクリーム', '아이스크림', 'Sorvete', '冰淇淋', 'Kem', '冰淇淋']],
      ['cupcake', '1F9C1', ['Cupcake', 'Cupcake', 'Magdalena', 'Cupcake', 'カップケーキ', '컵케이크', 'Cupcake', '杯子蛋糕', 'Bánh cupcake', '纸杯蛋糕']],
      ['doughnut', '1F369', ['Doughnut', 'Donut', 'Dónut', 'Beignet', 'ドーナツ', '도넛', 'Rosquinha', '甜甜圈', 'Bánh vòng', '甜甜圈']],
      ['watermelon', '1F349', ['Watermelon', 'Wassermelone', 'Sandía', 'Pastèque', 'スイカ', '수박', 'Melancia', '西瓜', 'Dưa hấu', '西瓜']],
      ['strawberry', '1F353', ['Strawberry', 'Erdbeere', 'Fresa', 'Fraise', 'イチゴ', '딸기', 'Morango', '草莓', 'Dâu tây', '草莓']],
      ['pineapple', '1F34D', ['Pineapple', 'Ananas', 'Piña', 'Ananas', 'パイナップル', '파인애플', 'Abacaxi', '鳳梨', 'Quả dứa', '菠萝']],
      ['banana', '1F34C', ['Banana', 'Banane', 'Plátano', 'Banane', 'バナナ', '바나나', 'Banana', '香蕉', 'Quả chuối', '香蕉']],
      ['apple', '1F34E', ['Apple', 'Apfel', 'Manzana', 'Pomme', 'リンゴ', '사과', 'Maçã', '蘋果', 'Quả táo', '苹果']],
      ['cherries', '1F352', ['Cherries', 'Kirschen', 'Cerezas', 'Cerises', 'サクランボ', '체리', 'Cerejas', '櫻桃', 'Quả anh đào', '樱桃']],
      ['croissant', '1F950', ['Croissant', 'Croissant', 'Cruasán', 'Croissant', 'クロワッサン', '크루아상', 'Croissant', '可頌', 'Bánh sừng bò', '羊角面包']],
      ['taco', '1F32E', ['Taco', 'Taco', 'Taco', 'Taco', 'タコス', '타코', 'Taco', '墨西哥捲餅', 'Bánh taco', '墨西哥卷饼']],
      ['sushi', '1F363', ['Sushi', 'Sushi', 'Sushi', 'Sushi', 'お寿司', '초밥', 'Sushi', '壽司', 'Sushi', '寿司']],
      ['pancakes', '1F95E', ['Pancakes', 'Pfannkuchen', 'Tortitas', 'Pancakes', 'パンケーキ', '팬케이크', 'Panquecas', '鬆餅', 'Bánh kếp', '松饼']],
      ['cookie', '1F36A', ['Cookie', 'Keks', 'Galleta', 'Cookie', 'クッキー', '쿠키', 'Biscoito', '餅乾', 'Bánh quy', '饼干']],
      ['carrot', '1F955', ['Carrot', 'Karotte', 'Zanahoria', 'Carotte', 'ニンジン', '당근', 'Cenoura', '紅蘿蔔', 'Cà rốt', '胡萝卜']],
      ['grapes', '1F347', ['Grapes', 'Weintrauben', 'Uvas', 'Raisin', 'ブドウ', '포도', 'Uvas', '葡萄', 'Chùm nho', '葡萄']],
    ],
  ],
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
      ['balloon', '1F388', ['Balloon', 'Luftballon', 'Globo', 'Ballon', '風船', '풍선', 'Balão', '氣球', 'Bong bóng', '气球']],
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
        '2764',
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
];

export const subjects: readonly Subject[] = groups.flatMap(([theme, backdrops, rows]) =>
  rows.map(([key, motif, names]) => ({ key, motif, theme, backdrops, names })),
);

const byKey = new Map(subjects.map((s) => [s.key, s]));

export function findSubject(key: string): Subject | undefined {
  return byKey.get(key);
}
