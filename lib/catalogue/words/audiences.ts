// What each audience's page is, in the ten languages: the line under a description, the level in a title,
// and the words an alt text begins with.
import type { CatalogueAudience } from '../pages';
import type { Names as L10 } from '../subjects';

export const AUDIENCE_LINE: Record<CatalogueAudience, L10> = {
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

export const LEVEL: Record<CatalogueAudience, L10> = {
  kids: ['easy', 'leicht', 'fácil', 'facile', 'かんたん', '쉬움', 'fácil', '簡單', 'dễ', '简单'],
  teens: ['medium', 'mittel', 'intermedio', 'intermédiaire', 'ふつう', '보통', 'intermediário', '中等', 'vừa', '中等'],
  adults: ['intricate', 'filigran', 'detallado', 'détaillé', 'こまかい', '정교함', 'detalhado', '精細', 'chi tiết', '精细'],
};

export const ALT_PREFIX: L10 = [
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
