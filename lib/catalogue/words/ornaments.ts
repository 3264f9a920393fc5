// The names and descriptions of mandala and pattern pages in the ten languages.
import type { PatternKind } from '@/lib/studio/scene/compose-pattern';
import type { Names as L10 } from '../subjects';

export const MANDALA: L10 = ['Mandala', 'Mandala', 'Mandala', 'Mandala', 'マンダラ', '만다라', 'Mandala', '曼陀羅', 'Mandala', '曼陀罗'];
export const MANDALA_DETAIL: L10 = [
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

export const PATTERN_NAMES: Record<PatternKind, L10> = {
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
export const PATTERN_DETAIL: L10 = [
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
