// Title, description and alt text of every catalogue page in the ten languages, composed from written
// vocabulary (subjects.ts, the places and sentences below) with one template per language, so no page
// carries a machine-translated or English sentence. Arrays follow the locale order of lib/i18n/locales.
import { locales, type Locale } from '@/lib/i18n/locales';
import type { CatalogueBackdrop as Backdrop } from '@/lib/studio/scene/backdrops';
import type { PatternKind } from '@/lib/studio/scene/compose-pattern';
import { glyphCount } from './glyph-count';
import type { CatalogueAudience, CataloguePage } from './pages';
import { findSubject, type Names } from './subjects';

export type CatalogueText = { title: string; description: string; alt: string };

type L10 = Names;
const idx = (locale: Locale) => locales.indexOf(locale);
const CJK = new Set<Locale>(['ja', 'zh-TW', 'zh-CN']);

/** "in the forest" as each language puts it after (or, in ja/ko/zh, before) the subject. */
const PLACES: Record<Backdrop, L10> = {
  meadow: ['in the meadow', 'auf der Wiese', 'en el prado', 'dans le pré', '野原', '들판의', 'no campo', '草地上的', 'trên đồng cỏ', '草地上的'],
  farm: ['on the farm', 'auf dem Bauernhof', 'en la granja', 'à la ferme', '牧場', '농장의', 'na fazenda', '農場裡的', 'ở nông trại', '农场里的'],
  forest: ['in the forest', 'im Wald', 'en el bosque', 'dans la forêt', '森', '숲속의', 'na floresta', '森林裡的', 'trong rừng', '森林里的'],
  city: ['in the city', 'in der Stadt', 'en la ciudad', 'en ville', '街', '도시의', 'na cidade', '城市裡的', 'trong thành phố', '城市里的'],
  sea: ['under the sea', 'unter Wasser', 'bajo el mar', 'sous la mer', '海の中', '바닷속의', 'no fundo do mar', '海底的', 'dưới đáy biển', '海底的'],
  waves: ['on the sea', 'auf dem Meer', 'en el mar', 'sur la mer', '海の上', '바다 위의', 'no mar', '海上的', 'trên biển', '海上的'],
  space: ['in space', 'im Weltall', 'en el espacio', 'dans l’espace', '宇宙', '우주의', 'no espaço', '太空中的', 'ngoài không gian', '太空中的'],
  winter: ['in the snow', 'im Schnee', 'en la nieve', 'dans la neige', '雪の中', '눈 속의', 'na neve', '雪地裡的', 'trong tuyết', '雪地里的'],
  party: ['at the party', 'auf dem Fest', 'en la fiesta', 'à la fête', 'パーティー', '파티의', 'na festa', '派對上的', 'ở bữa tiệc', '派对上的'],
  kitchen: ['in the kitchen', 'in der Küche', 'en la cocina', 'dans la cuisine', 'キッチン', '부엌의', 'na cozinha', '廚房裡的', 'trong bếp', '厨房里的'],
  field: ['at the stadium', 'im Stadion', 'en el estadio', 'au stade', 'スタジアム', '경기장의', 'no estádio', '體育場上的', 'ở sân vận động', '体育场上的'],
  night: ['at night', 'bei Nacht', 'de noche', 'la nuit', '夜', '밤의', 'à noite', '夜晚的', 'trong đêm', '夜晚的'],
  jungle: ['in the jungle', 'im Dschungel', 'en la selva', 'dans la jungle', 'ジャングル', '정글의', 'na selva', '叢林裡的', 'trong rừng rậm', '丛林里的'],
  sky: ['in the sky', 'am Himmel', 'en el cielo', 'dans le ciel', '空', '하늘의', 'no céu', '天空中的', 'trên bầu trời', '天空中的'],
};

/** What the background holds, one sentence. */
const DETAILS: Record<Backdrop, L10> = {
  meadow: [
    'Rolling hills, little flowers, clouds and a sun with long rays fill the background.',
    'Sanfte Hügel, kleine Blumen, Wolken und eine Sonne mit langen Strahlen füllen den Hintergrund.',
    'Colinas suaves, florecitas, nubes y un sol con largos rayos llenan el fondo.',
    'Des collines, de petites fleurs, des nuages et un soleil aux longs rayons remplissent le fond.',
    'なだらかな丘、小さな花、雲、長い光線の太陽が背景いっぱいに広がります。',
    '완만한 언덕, 작은 꽃, 구름, 긴 햇살의 해가 배경을 가득 채워요.',
    'Colinas suaves, florzinhas, nuvens e um sol com raios longos enchem o fundo.',
    '起伏的山丘、小花、雲朵和光芒四射的太陽布滿背景。',
    'Đồi thoải, hoa nhỏ, mây và mặt trời với những tia nắng dài phủ kín nền.',
    '起伏的山丘、小花、云朵和光芒四射的太阳布满背景。',
  ],
  farm: [
    'A barn, a wooden fence, field rows and a sunny sky make up the farm.',
    'Eine Scheune, ein Holzzaun, Ackerfurchen und ein sonniger Himmel bilden den Bauernhof.',
    'Un granero, una valla de madera, surcos en el campo y un cielo soleado forman la granja.',
    'Une grange, une clôture en bois, des sillons et un ciel ensoleillé composent la ferme.',
    '納屋、木の柵、畑のうね、晴れた空で牧場が描かれています。',
    '헛간, 나무 울타리, 밭이랑, 맑은 하늘로 농장을 그렸어요.',
    'Um celeiro, uma cerca de madeira, fileiras de plantação e um céu ensolarado formam a fazenda.',
    '穀倉、木柵欄、田壟和晴朗的天空構成了農場。',
    'Chuồng trại, hàng rào gỗ, luống ruộng và bầu trời nắng tạo nên nông trại.',
    '谷仓、木栅栏、田垄和晴朗的天空构成了农场。',
  ],
  forest: [
    'Trees, mushrooms and fallen leaves surround it.',
    'Ringsum stehen Bäume und Pilze, und am Boden liegt Laub.',
    'Lo rodean árboles, setas y hojas caídas.',
    'Des arbres, des champignons et des feuilles mortes l’entourent.',
    '木々やキノコ、落ち葉がまわりを囲んでいます。',
    '나무와 버섯, 낙엽이 주위를 둘러싸고 있어요.',
    'Árvores, cogumelos e folhas caídas estão ao redor.',
    '四周有樹木、蘑菇和落葉。',
    'Xung quanh là cây cối, nấm và lá rụng.',
    '四周有树木、蘑菇和落叶。',
  ],
  city: [
    'Houses with many windows, a road and clouds form the city behind it.',
    'Häuser mit vielen Fenstern, eine Straße und Wolken bilden die Stadt dahinter.',
    'Casas con muchas ventanas, una calle y nubes forman la ciudad del fondo.',
    'Des maisons aux nombreuses fenêtres, une rue et des nuages forment la ville à l’arrière-plan.',
    'たくさんの窓がある家々、道路、雲が後ろの街を形づくっています。',
    '창문이 많은 집들과 도로, 구름이 뒤쪽의 도시를 이루어요.',
    'Casas com muitas janelas, uma rua e nuvens formam a cidade ao fundo.',
    '窗戶眾多的房屋、馬路和雲朵構成了背後的城市。',
    'Những ngôi nhà nhiều cửa sổ, con đường và mây tạo nên thành phố phía sau.',
    '窗户众多的房屋、马路和云朵构成了背后的城市。',
  ],
  sea: [
    'Waves, bubbles, seaweed and pebbles on the sand fill the water.',
    'Wellen, Luftblasen, Seetang und Kiesel im Sand füllen das Wasser.',
    'Olas, burbujas, algas y piedrecitas en la arena llenan el agua.',
    'Des vagues, des bulles, des algues et des galets sur le sable remplissent l’eau.',
    '波、泡、海藻、砂の上の小石が海いっぱいに描かれています。',
    '물결, 물거품, 해초, 모래 위 조약돌이 바닷속을 가득 채워요.',
    'Ondas, bolhas, algas e pedrinhas na areia enchem a água.',
    '海浪、泡泡、海草和沙上的小石子布滿海中。',
    'Sóng nước, bong bóng, rong biển và sỏi trên cát phủ kín làn nước.',
    '海浪、泡泡、海草和沙上的小石子布满海中。',
  ],
  waves: [
    'Rolling waves, a far shore, clouds, gulls and a sun with rays fill the sea and the sky.',
    'Wellen, eine ferne Küste, Wolken, Möwen und eine strahlende Sonne füllen Meer und Himmel.',
    'Olas, una costa lejana, nubes, gaviotas y un sol radiante llenan el mar y el cielo.',
    'Des vagues, une côte au loin, des nuages, des mouettes et un soleil rayonnant remplissent la mer et le ciel.',
    '波、遠くの岸、雲、カモメ、光を放つ太陽が海と空いっぱいに描かれています。',
    '넘실대는 파도, 먼 해안, 구름, 갈매기, 빛나는 해가 바다와 하늘을 가득 채워요.',
    'Ondas, uma costa distante, nuvens, gaivotas e um sol radiante enchem o mar e o céu.',
    '起伏的海浪、遠方的海岸、雲朵、海鷗和光芒四射的太陽布滿海面與天空。',
    'Những con sóng, bờ biển xa xa, mây, chim hải âu và mặt trời rực rỡ phủ kín biển và bầu trời.',
    '起伏的海浪、远方的海岸、云朵、海鸥和光芒四射的太阳布满海面与天空。',
  ],
  space: [
    'Planets with craters and rings, orbits and stars fill space.',
    'Planeten mit Kratern und Ringen, Umlaufbahnen und Sterne füllen das All.',
    'Planetas con cráteres y anillos, órbitas y estrellas llenan el espacio.',
    'Des planètes à cratères et à anneaux, des orbites et des étoiles remplissent l’espace.',
    'クレーターや輪のある惑星、軌道、星が宇宙いっぱいに広がります。',
    '분화구와 고리가 있는 행성, 궤도, 별이 우주를 가득 채워요.',
    'Planetas com crateras e anéis, órbitas e estrelas enchem o espaço.',
    '有隕石坑和光環的行星、軌道與星星布滿太空。',
    'Các hành tinh có miệng núi lửa và vành đai, quỹ đạo và các vì sao phủ kín không gian.',
    '有陨石坑和光环的行星、轨道与星星布满太空。',
  ],
  winter: [
    'Snowy hills, fir trees and snowflakes make a winter landscape.',
    'Verschneite Hügel, Tannen und Schneeflocken ergeben eine Winterlandschaft.',
    'Colinas nevadas, abetos y copos de nieve forman un paisaje invernal.',
    'Des collines enneigées, des sapins et des flocons dessinent un paysage d’hiver.',
    '雪の丘、もみの木、雪の結晶で冬の景色が描かれています。',
    '눈 덮인 언덕, 전나무, 눈송이로 겨울 풍경을 그렸어요.',
    'Colinas nevadas, pinheiros e flocos de neve formam uma paisagem de inverno.',
    '覆雪的山丘、冷杉和雪花構成冬日風景。',
    'Đồi tuyết, cây thông và bông tuyết tạo nên phong cảnh mùa đông.',
    '覆雪的山丘、冷杉和雪花构成冬日风景。',
  ],
  party: [
    'Bunting, confetti and a tiled floor turn the page into a party.',
    'Wimpelketten, Konfetti und ein Fliesenboden machen die Seite zum Fest.',
    'Banderines, confeti y un suelo de baldosas convierten la página en una fiesta.',
    'Des guirlandes de fanions, des confettis et un carrelage transforment la page en fête.',
    '旗飾り、紙吹雪、タイルの床でページがパーティー会場に。',
    '삼각 깃발, 색종이 조각, 타일 바닥이 페이지를 파티장으로 만들어요.',
    'Bandeirinhas, confete e um piso de ladrilhos transformam a página numa festa.',
    '三角旗、彩色紙屑和磁磚地板讓整頁變成派對。',
    'Dây cờ, hoa giấy và sàn gạch biến trang tô màu thành một bữa tiệc.',
    '三角旗、彩色纸屑和瓷砖地板让整页变成派对。',
  ],
  kitchen: [
    'A striped wall, a window and a tiled floor make a cosy room around it.',
    'Eine gestreifte Wand, ein Fenster und ein Fliesenboden ergeben einen gemütlichen Raum.',
    'Una pared de rayas, una ventana y un suelo de baldosas forman una habitación acogedora.',
    'Un mur rayé, une fenêtre et un carrelage forment une pièce douillette.',
    'しま模様の壁、窓、タイルの床で居心地のよい部屋に。',
    '줄무늬 벽, 창문, 타일 바닥이 아늑한 방을 만들어요.',
    'Uma parede listrada, uma janela e um piso de ladrilhos formam um cômodo aconchegante.',
    '條紋牆、窗戶和磁磚地板組成溫馨的房間。',
    'Bức tường kẻ sọc, cửa sổ và sàn gạch tạo nên một căn phòng ấm cúng.',
    '条纹墙、窗户和瓷砖地板组成温馨的房间。',
  ],
  field: [
    'Stands full of seats, a striped pitch and a sunny sky make the stadium.',
    'Tribünen voller Sitze, ein gestreifter Rasen und ein sonniger Himmel bilden das Stadion.',
    'Gradas llenas de asientos, un césped a rayas y un cielo soleado forman el estadio.',
    'Des tribunes pleines de sièges, une pelouse rayée et un ciel ensoleillé forment le stade.',
    '座席が並ぶ観客席、しま模様のグラウンド、晴れた空でスタジアムが描かれています。',
    '좌석이 가득한 관중석, 줄무늬 경기장, 맑은 하늘로 경기장을 그렸어요.',
    'Arquibancadas cheias de assentos, um gramado listrado e um céu ensolarado formam o estádio.',
    '座位林立的看台、條紋草地和晴朗的天空構成了體育場。',
    'Khán đài đầy ghế, mặt sân kẻ sọc và bầu trời nắng tạo nên sân vận động.',
    '座位林立的看台、条纹草地和晴朗的天空构成了体育场。',
  ],
  night: [
    'A moon, stars, hills and sweeping curves fill the night sky.',
    'Mond, Sterne, Hügel und weite Bögen füllen den Nachthimmel.',
    'Una luna, estrellas, colinas y amplias curvas llenan el cielo nocturno.',
    'Une lune, des étoiles, des collines et de grandes courbes remplissent le ciel nocturne.',
    '月、星、丘、大きな曲線が夜空いっぱいに広がります。',
    '달, 별, 언덕, 커다란 곡선이 밤하늘을 가득 채워요.',
    'Uma lua, estrelas, colinas e grandes curvas enchem o céu noturno.',
    '月亮、星星、山丘和大大的弧線布滿夜空。',
    'Mặt trăng, các vì sao, đồi núi và những đường cong lớn phủ kín bầu trời đêm.',
    '月亮、星星、山丘和大大的弧线布满夜空。',
  ],
  jungle: [
    'Palm trees, grass tufts, hills and a sun with rays make the jungle.',
    'Palmen, Grasbüschel, Hügel und eine strahlende Sonne bilden den Dschungel.',
    'Palmeras, matas de hierba, colinas y un sol radiante forman la selva.',
    'Des palmiers, des touffes d’herbe, des collines et un soleil rayonnant forment la jungle.',
    'ヤシの木、草むら、丘、光線の太陽でジャングルが描かれています。',
    '야자나무, 풀숲, 언덕, 햇살 가득한 해로 정글을 그렸어요.',
    'Palmeiras, tufos de grama, colinas e um sol radiante formam a selva.',
    '棕櫚樹、草叢、山丘和放射光芒的太陽構成了叢林。',
    'Cây cọ, bụi cỏ, đồi và mặt trời tỏa nắng tạo nên khu rừng rậm.',
    '棕榈树、草丛、山丘和放射光芒的太阳构成了丛林。',
  ],
  sky: [
    'Clouds, a sun with long rays and banks of cloud fill the sky.',
    'Wolken, eine Sonne mit langen Strahlen und Wolkenbänke füllen den Himmel.',
    'Nubes, un sol con largos rayos y bancos de nubes llenan el cielo.',
    'Des nuages, un soleil aux longs rayons et des bancs de nuages remplissent le ciel.',
    '雲、長い光線の太陽、雲の帯が空いっぱいに広がります。',
    '구름, 긴 햇살의 해, 구름 띠가 하늘을 가득 채워요.',
    'Nuvens, um sol com raios longos e camadas de nuvens enchem o céu.',
    '雲朵、光芒長長的太陽和層層雲帶布滿天空。',
    'Mây, mặt trời với tia nắng dài và những dải mây phủ kín bầu trời.',
    '云朵、光芒长长的太阳和层层云带布满天空。',
  ],
};

const AUDIENCE_LINE: Record<CatalogueAudience, L10> = {
  kids: [
    'For kids: a big subject, bold lines and large areas.',
    'Für Kinder: ein großes Motiv, kräftige Linien und große Flächen.',
    'Para niños: un motivo grande, líneas gruesas y zonas amplias.',
    'Pour les enfants : un grand motif, des traits épais et de grandes zones.',
    '子ども向け：大きな絵、太い線、広い塗り面。',
    '어린이용: 큰 그림, 굵은 선, 넓은 칠하기 영역.',
    'Para crianças: um desenho grande, linhas grossas e áreas amplas.',
    '兒童適用：大大的主角、粗線條和寬敞的塗色區。',
    'Dành cho trẻ em: hình lớn, nét đậm và mảng tô rộng.',
    '儿童适用：大大的主角、粗线条和宽敞的涂色区。',
  ],
  teens: [
    'For teens: finer lines and more areas to color.',
    'Für Teens: feinere Linien und mehr Flächen zum Ausmalen.',
    'Para adolescentes: líneas más finas y más zonas para colorear.',
    'Pour les ados : des traits plus fins et plus de zones à colorier.',
    'ティーン向け：細めの線と、塗る場所がたくさん。',
    '청소년용: 더 가는 선과 더 많은 칠하기 영역.',
    'Para adolescentes: linhas mais finas e mais áreas para colorir.',
    '青少年適用：線條更細，可塗色的區域更多。',
    'Dành cho thiếu niên: nét mảnh hơn và nhiều mảng tô hơn.',
    '青少年适用：线条更细，可涂色的区域更多。',
  ],
  adults: [
    'For adults: fine lines and intricate patterns for slow, relaxing coloring.',
    'Für Erwachsene: feine Linien und filigrane Muster zum entspannten Ausmalen.',
    'Para adultos: líneas finas y patrones detallados para colorear con calma.',
    'Pour les adultes : des traits fins et des motifs minutieux pour colorier en toute détente.',
    '大人向け：細い線と緻密な模様で、ゆったり塗り絵を楽しめます。',
    '성인용: 가는 선과 섬세한 무늬로 느긋하게 색칠해요.',
    'Para adultos: linhas finas e padrões detalhados para colorir com calma.',
    '成人適用：細緻線條與繁複圖案，適合放鬆慢慢塗。',
    'Dành cho người lớn: nét mảnh và họa tiết cầu kỳ để tô màu thư giãn.',
    '成人适用：细致线条与繁复图案，适合放松慢慢涂。',
  ],
};

const LEVEL: Record<CatalogueAudience, L10> = {
  kids: ['easy', 'leicht', 'fácil', 'facile', 'かんたん', '쉬움', 'fácil', '簡單', 'dễ', '简单'],
  teens: ['medium', 'mittel', 'intermedio', 'intermédiaire', 'ふつう', '보통', 'intermediário', '中等', 'vừa', '中等'],
  adults: ['intricate', 'filigran', 'detallado', 'détaillé', 'こまかい', '정교함', 'detalhado', '精細', 'chi tiết', '精细'],
};

const MANDALA: L10 = ['Mandala', 'Mandala', 'Mandala', 'Mandala', 'マンダラ', '만다라', 'Mandala', '曼陀羅', 'Mandala', '曼陀罗'];
const MANDALA_DETAIL: L10 = [
  'Rings of petals, scallops, zigzags, lattices and dots around a medallion, each ring with its own 8- to 24-fold symmetry; rays fill the corners.',
  'Ringe aus Blütenblättern, Bögen, Zickzack, Gittern und Punkten um ein Medaillon, jeder Ring mit eigener 8- bis 24-zähliger Symmetrie; Strahlen füllen die Ecken.',
  'Anillos de pétalos, festones, zigzags, celosías y puntos alrededor de un medallón, cada uno con su propia simetría de 8 a 24 ejes; los rayos llenan las esquinas.',
  'Des anneaux de pétales, de festons, de zigzags, de croisillons et de points autour d’un médaillon, chacun avec sa symétrie d’ordre 8 à 24 ; des rayons remplissent les coins.',
  '中央のメダリオンを花びら、波形、ジグザグ、格子、水玉の輪が囲み、輪ごとに8〜24回の対称性があります。四隅は放射線で埋まります。',
  '가운데 메달리온을 꽃잎, 물결, 지그재그, 격자, 점무늬 고리가 둘러싸고, 고리마다 8~24회 대칭을 이뤄요. 모서리는 빛살 무늬로 채웠어요.',
  'Anéis de pétalas, festões, ziguezagues, treliças e bolinhas ao redor de um medalhão, cada anel com sua própria simetria de 8 a 24 eixos; raios preenchem os cantos.',
  '花瓣、波浪、鋸齒、格紋和圓點組成的圓環圍繞中央圓章，每一環各有8到24重對稱；四角以放射線填滿。',
  'Các vòng cánh hoa, vỏ sò, zíc zắc, mắt lưới và chấm bi bao quanh một huy chương ở giữa, mỗi vòng có đối xứng 8 đến 24 phần; các tia sáng lấp đầy bốn góc.',
  '花瓣、波浪、锯齿、格纹和圆点组成的圆环围绕中央圆章，每一环各有8到24重对称；四角以放射线填满。',
];

const PATTERN_NAMES: Record<PatternKind, L10> = {
  hexagons: [
    'Hexagon tiles',
    'Sechseckmuster',
    'Mosaico de hexágonos',
    'Pavage hexagonal',
    '六角形のタイル',
    '육각형 타일',
    'Mosaico de hexágonos',
    '六角形拼磚',
    'Họa tiết lục giác',
    '六边形拼砖',
  ],
  stars: [
    'Eight-point stars',
    'Achtzackige Sterne',
    'Estrellas de ocho puntas',
    'Étoiles à huit branches',
    '八芒星',
    '팔각별',
    'Estrelas de oito pontas',
    '八角星',
    'Ngôi sao tám cánh',
    '八角星',
  ],
  glass: ['Stained glass', 'Buntglasfenster', 'Vitral', 'Vitrail', 'ステンドグラス', '스테인드글라스', 'Vitral', '彩繪玻璃', 'Kính màu', '彩绘玻璃'],
  scales: [
    'Fish scales',
    'Fischschuppen',
    'Escamas de pez',
    'Écailles de poisson',
    'うろこ模様',
    '물고기 비늘',
    'Escamas de peixe',
    '魚鱗紋',
    'Vảy cá',
    '鱼鳞纹',
  ],
  triangles: [
    'Triangle tiles',
    'Dreiecksmuster',
    'Mosaico de triángulos',
    'Pavage de triangles',
    '三角形のタイル',
    '삼각형 타일',
    'Mosaico de triângulos',
    '三角形拼磚',
    'Họa tiết tam giác',
    '三角形拼砖',
  ],
};
const PATTERN_DETAIL: L10 = [
  'A geometric tiling from frame to frame: every cell is its own area to color.',
  'Ein geometrisches Muster von Rand zu Rand: Jede Zelle ist eine eigene Fläche zum Ausmalen.',
  'Un teselado geométrico de borde a borde: cada celda es una zona para colorear.',
  'Un pavage géométrique d’un bord à l’autre : chaque case est une zone à colorier.',
  '枠いっぱいの幾何学模様：ひとつひとつのマスが塗り分けられます。',
  '테두리까지 이어지는 기하학 무늬: 칸 하나하나가 색칠할 영역이에요.',
  'Um mosaico geométrico de borda a borda: cada célula é uma área para colorir.',
  '從邊到邊的幾何拼貼：每一格都是獨立的塗色區。',
  'Họa tiết hình học phủ kín khung: mỗi ô là một mảng tô riêng.',
  '从边到边的几何拼贴：每一格都是独立的涂色区。',
];

export type GlyphKind = 'latin' | 'digit' | 'hiragana' | 'hangul' | 'hanzi';
const GLYPH_TITLE: Record<GlyphKind, L10> = {
  latin: ['Letter {c}', 'Buchstabe {c}', 'Letra {c}', 'Lettre {c}', 'アルファベットの「{c}」', '알파벳 {c}', 'Letra {c}', '字母{c}', 'Chữ {c}', '字母{c}'],
  digit: ['Number {c}', 'Zahl {c}', 'Número {c}', 'Chiffre {c}', '数字の「{c}」', '숫자 {c}', 'Número {c}', '數字{c}', 'Số {c}', '数字{c}'],
  hiragana: [
    'Hiragana {c}',
    'Hiragana {c}',
    'Hiragana {c}',
    'Hiragana {c}',
    'ひらがなの「{c}」',
    '히라가나 {c}',
    'Hiragana {c}',
    '平假名{c}',
    'Chữ Hiragana {c}',
    '平假名{c}',
  ],
  hangul: [
    'Hangul letter {c}',
    'Hangul-Buchstabe {c}',
    'Letra hangul {c}',
    'Lettre hangeul {c}',
    'ハングルの「{c}」',
    '한글 자음 {c}',
    'Letra hangul {c}',
    '韓文字母{c}',
    'Chữ Hangul {c}',
    '韩文字母{c}',
  ],
  hanzi: [
    'Chinese numeral {c}',
    'Chinesisches Zahlzeichen {c}',
    'Número chino {c}',
    'Chiffre chinois {c}',
    '漢数字の「{c}」',
    '한자 숫자 {c}',
    'Número chinês {c}',
    '國字數字{c}',
    'Chữ số Hán {c}',
    '汉字数字{c}',
  ],
};
const GLYPH_DETAIL: L10 = [
  'One big bubble character to color, with little pictures above and below it.',
  'Ein großes Zeichen in Ballonschrift zum Ausmalen, mit kleinen Bildern darüber und darunter.',
  'Un carácter grande en letra de globo para colorear, con dibujitos arriba y abajo.',
  'Un grand caractère en lettres bulles à colorier, avec de petits dessins au-dessus et en dessous.',
  'ぷっくりした大きな文字を塗れます。上下に小さな絵もあります。',
  '통통한 큰 글자를 색칠해요. 위아래에 작은 그림도 있어요.',
  'Um caractere grande em letra balão para colorir, com desenhos pequenos em cima e embaixo.',
  '一個圓胖的大字可以塗色，上下還有小圖案。',
  'Một chữ lớn kiểu bong bóng để tô màu, có hình nhỏ ở trên và dưới.',
  '一个圆胖的大字可以涂色，上下还有小图案。',
];
const COUNTING_DETAIL: L10 = [
  'One big bubble number to color, with as many little pictures under it to count.',
  'Eine große Zahl in Ballonschrift zum Ausmalen, darunter genauso viele kleine Bilder zum Zählen.',
  'Un número grande en letra de globo para colorear y, debajo, tantos dibujitos como dice, para contarlos.',
  'Un grand chiffre en lettres bulles à colorier et, en dessous, autant de petits dessins à compter.',
  'ぷっくりした大きな数字を塗れます。下には数字と同じ数の小さな絵があり、数えて遊べます。',
  '통통한 큰 숫자를 색칠해요. 아래에는 숫자만큼 작은 그림이 있어 세어 볼 수 있어요.',
  'Um número grande em letra balão para colorir e, embaixo, tantos desenhos pequenos quanto ele diz, para contar.',
  '一個圓胖的大數字可以塗色，下面有一樣多的小圖案可以數一數。',
  'Một chữ số lớn kiểu bong bóng để tô màu, bên dưới có đúng bấy nhiêu hình nhỏ để đếm.',
  '一个圆胖的大数字可以涂色，下面有一样多的小图案可以数一数。',
];
const ALT_PREFIX: L10 = [
  'Black-and-white coloring page',
  'Schwarz-weiße Ausmalseite',
  'Dibujo para colorear en blanco y negro',
  'Coloriage en noir et blanc',
  '白黒のぬりえ',
  '흑백 색칠 도안',
  'Desenho para colorir em preto e branco',
  '黑白著色畫',
  'Tranh tô màu đen trắng',
  '黑白涂色画',
];

/** "A: B" with the colon each language uses (French spaces it, Chinese and Japanese use the full-width one). */
function label(locale: Locale, head: string, rest: string): string {
  return CJK.has(locale) ? `${head}：${rest}` : locale === 'fr' ? `${head} : ${rest}` : `${head}: ${rest}`;
}

function inParens(locale: Locale, text: string, note: string): string {
  return CJK.has(locale) ? `${text}（${note}）` : `${text} (${note})`;
}

/** Subject and place in each language's word order. */
export function sceneTitle(locale: Locale, subject: string, backdrop: Backdrop): string {
  const place = PLACES[backdrop][idx(locale)];
  if (locale === 'ja') return `${place}の${subject}`;
  if (locale === 'ko') return `${place} ${subject}`;
  if (locale === 'zh-TW' || locale === 'zh-CN') return `${place}${subject}`;
  return `${subject} ${place}`;
}

function subjectName(key: string, locale: Locale): string {
  const subject = findSubject(key);
  if (!subject) throw new Error(`unknown catalogue subject ${key}`);
  return subject.names[idx(locale)];
}

export function catalogueText(page: CataloguePage, locale: Locale): CatalogueText {
  const i = idx(locale);
  const recipe = page.recipe;
  const audience = AUDIENCE_LINE[page.audience][i];
  let title: string, detail: string;
  switch (recipe.kind) {
    case 'scene':
      title = page.titles ? page.titles[i] : sceneTitle(locale, subjectName(recipe.subject, locale), recipe.backdrop);
      if (page.levelInTitle) title = inParens(locale, title, LEVEL[page.audience][i]);
      detail = DETAILS[recipe.backdrop][i];
      break;
    case 'mandala':
      title = inParens(locale, label(locale, MANDALA[i], subjectName(recipe.subject, locale)), LEVEL[page.audience][i]);
      detail = MANDALA_DETAIL[i];
      break;
    case 'pattern': {
      const name = PATTERN_NAMES[recipe.pattern][i];
      title = inParens(locale, recipe.subject ? label(locale, name, subjectName(recipe.subject, locale)) : name, LEVEL[page.audience][i]);
      detail = PATTERN_DETAIL[i];
      break;
    }
    case 'glyph':
      title = GLYPH_TITLE[recipe.glyph][i].replace('{c}', recipe.text);
      detail = glyphCount(recipe.glyph, recipe.text) > 0 ? COUNTING_DETAIL[i] : GLYPH_DETAIL[i];
      break;
  }
  const space = CJK.has(locale) || locale === 'ko' ? (locale === 'ko' ? ' ' : '') : ' ';
  return { title, description: `${detail}${space}${audience}`, alt: `${label(locale, ALT_PREFIX[i], title)}${CJK.has(locale) ? '。' : '.'}${space}${detail}` };
}
